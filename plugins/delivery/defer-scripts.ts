/**
 * Gatsby ends every page with `<script src async>` tags for its runtime,
 * framework and app. Left alone they start downloading while the page's
 * largest picture is still arriving, share its bandwidth on a slow
 * connection, and then hydrate while the phone is still decoding and
 * painting it. The page reads and navigates without them (links are plain
 * links, the contact form waits for them), so after the build each page
 * starts them from one small loader instead:
 *
 * - once the page has loaded and the browser has reported, through the
 *   Largest Contentful Paint API, the paint of its largest content so far: on
 *   a page with a main picture (an `<img fetchpriority="high">`) a picture's
 *   paint (on a wide screen a card next to the main one may be a few pixels
 *   larger and painted in the same frame, so any picture counts), elsewhere
 *   the first such paint;
 * - or once the Element Timing API reports the paint of the main picture
 *   (its `elementtiming` attribute): on a short phone screen the product
 *   range's first card shows only its top, a paragraph is the largest paint,
 *   and no picture's paint is reported as the largest (at 375 x 667 px those
 *   pages' scripts waited the whole `FALLBACK_MS` until 2026-12-06);
 * - at once after loading in a browser without the Largest Contentful Paint
 *   API, and at the latest `FALLBACK_MS` after loading (a hidden tab reports no
 *   paint, and a main picture below the first screen is not painted);
 * - or as soon as the visitor presses a key or touches the page.
 *
 * It starts the scripts in their order, one a task. It first links the whole stylesheet (each page inlines only its own rules,
 * page-css.ts), not applied yet (src/lib/whole-stylesheet.ts applies it when
 * the app needs it), and starts the scripts once that has loaded, so the pages
 * the running app navigates to are styled from their first frame.
 *
 * The loader takes the place of the script tags inside Gatsby's scripts
 * slice, so when a later build stitches a fresh slice into an unchanged
 * page, the old loader goes with the old tags; a page delivered again without
 * fresh tags gets its loader again, with the stylesheet it is given. It is the
 * same on every page, so one Content-Security-Policy hash allows it.
 *
 * A page of Gatsby's (one with its `___gatsby` root) with neither script
 * tags nor a loader from an earlier build stops the build (TweakMismatch):
 * Gatsby writes its tags some other way.
 */
import { WHOLE_STYLESHEET_ID } from "../../src/lib/whole-stylesheet";
import { TweakMismatch } from "./tweak";

const asyncScript = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;
const LOADER_ID = "deferred-scripts";
const loaderScript = new RegExp(`<script id="${LOADER_ID}">.*?</script>`, "gs");
/** The scripts an earlier build's loader starts (its first variable, written by `loader` below). */
const earlierSources = new RegExp(`<script id="${LOADER_ID}">\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])`);
export const FALLBACK_MS = 1500;

function loader(sources: string[], stylesheet: string | null): string {
  // One script a task: starting a script's fetch costs the main thread a few milliseconds (more with
  // DevTools' network instrumentation, as under Lighthouse), and six of them in one task made one of
  // the page's longest tasks (docs/performance.md).
  const scripts = `(function n(){var u=t.shift();if(u){var e=d.createElement("script");e.src=u;d.body.appendChild(e);setTimeout(n,0)}})()`;
  // The whole stylesheet first (each page inlines only its own rules, page-css.ts), so that a page
  // reached by a link in the running app is styled from its first frame; matching no media until then.
  const start = stylesheet
    ? `var l=d.createElement("link");l.rel="stylesheet";l.id=${JSON.stringify(WHOLE_STYLESHEET_ID)};l.media="not all";l.href=${JSON.stringify(stylesheet)};` +
      // Once: Firefox and WebKit fire load again when a link's media attribute changes, and the scripts must start only once.
      `l.onload=l.onerror=function(){l.onload=l.onerror=null;${scripts}};d.head.appendChild(l)`
    : scripts;
  return (
    `<script id="${LOADER_ID}">(function(){var s=${JSON.stringify(sources)},d=document;` +
    `function go(){var t=s;if(!t)return;s=0;${start}}` +
    `function loaded(){var i=d.querySelector("img[fetchpriority=high]"),P=window.PerformanceObserver,T=P&&P.supportedEntryTypes||[];` +
    `if(T.indexOf("largest-contentful-paint")<0)return go();` +
    `new P(function(l){l.getEntries().some(function(e){return e.url||!i})&&go()})` +
    `.observe({type:"largest-contentful-paint",buffered:true});` +
    // The main picture's own paint (its `elementtiming`, src/components/picture), reported even when
    // a paragraph is larger than the part of it on screen.
    `T.indexOf("element")<0||new P(go).observe({type:"element",buffered:true});setTimeout(go,${FALLBACK_MS})}` +
    `["keydown","pointerdown"].forEach(function(t){addEventListener(t,go,{once:true,passive:true})});` +
    `d.readyState==="complete"?loaded():addEventListener("load",loaded)})()</script>`
  );
}

export function deferGatsbyScripts(html: string, file: string, stylesheet: string | null): string {
  // The patterns below are matched only from the first script tag or loader on (the end of the
  // page): a page of a large catalogue is mostly its menus, and is delivered again after every rename.
  const firsts = [html.indexOf('<script src="'), html.indexOf(`<script id="${LOADER_ID}">`)].filter((at) => at !== -1);
  const from = firsts.length > 0 ? Math.min(...firsts) : html.length;
  const tail = html.slice(from);
  const sources = [...tail.matchAll(asyncScript)].map(([, source]) => source!);
  if (sources.length === 0) {
    const earlier = tail.match(earlierSources);
    if (!earlier) {
      if (html.includes('id="___gatsby"')) throw new TweakMismatch("deferred-scripts", `${file} has no <script src="…" async> tags to defer`);
      return html;
    }
    // Delivered before, and not stitched since: its loader again, linking this build's stylesheet (page-css.ts, withStylesheet).
    return html.slice(0, from) + tail.replace(loaderScript, () => loader(JSON.parse(earlier[1]!) as string[], stylesheet));
  }
  let placed = false;
  const deferred = tail.replace(loaderScript, "").replace(asyncScript, () => {
    if (placed) return "";
    placed = true;
    return loader(sources, stylesheet);
  });
  return html.slice(0, from) + deferred;
}
