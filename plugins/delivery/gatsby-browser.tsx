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

export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  ((element: React.ReactElement, container: Element) => {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  }) as Renderer;
