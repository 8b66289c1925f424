/**
 * The browser side of the delivery plugin (README.md): hydrate as a
 * transition, so React yields to the browser every few milliseconds instead
 * of holding the main thread for the whole page (a visitor's tap or key
 * press during hydration is still handled first).
 */
import type { GatsbyBrowser } from "gatsby";
import { startTransition } from "react";
import type { Renderer } from "react-dom";
import { hydrateRoot } from "react-dom/client";

/** A fresh task: the browser may paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Gatsby evaluates its modules and then starts the router and loads the page's data in the same
// task; waiting here splits that one long task in two (Gatsby awaits onClientEntry).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => nextTask();

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  ((element: React.ReactElement, container: Element) => {
    void nextTask().then(() =>
      startTransition(() => {
        hydrateRoot(container, element);
      }),
    );
  }) as Renderer;
