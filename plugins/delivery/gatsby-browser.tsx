/**
 * The browser side of the delivery plugin (README.md): hydrate as a
 * transition, so React yields to the browser every few milliseconds instead
 * of holding the main thread for the whole page (a visitor's tap or key
 * press during hydration is still handled first); the whole stylesheet
 * applied before the app draws another page; an unknown address reached
 * inside the app loaded from the server; and the web app manifest linked once
 * the page has started (manifest-link.ts, decision 0049).
 */
import type { GatsbyBrowser } from "gatsby";
import { startTransition } from "react";
import type { Renderer } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { whenIdle } from "../../src/lib/when-idle";
import { applyWholeStylesheet } from "../../src/lib/whole-stylesheet";
import { linkManifest } from "./manifest-link";

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

/** Once the page has hydrated and the browser is idle (manifest-link.ts, decision 0049). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => whenIdle(linkManifest);

/** Gatsby's loader, as its browser runtime exposes it. */
declare const ___loader: { isPageNotFound(path: string): boolean } | undefined;

/**
 * Before the app draws the page a link leads to (Gatsby calls this as the router's location changes,
 * before it renders): that page's rules are in the whole stylesheet, which the script loader linked
 * but left unapplied (src/lib/whole-stylesheet.ts).
 *
 * The app's route list holds only the address the server answered
 * (match-paths.ts), so an address with no page reached inside the app gets
 * Gatsby's /404.html, the English not-found page, whatever its language. It
 * is loaded from the server instead, which answers it with the not-found page
 * of its language and section, as for a link from elsewhere. Gatsby keeps a
 * page under its path and query, so both are asked about.
 */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (!prevLocation) return;
  applyWholeStylesheet();
  if (typeof ___loader === "undefined") return;
  if (___loader.isPageNotFound(location.pathname + location.search)) window.location.reload();
};
