/**
 * Gatsby's scripts (plugins/delivery/defer-scripts.ts): each page fetches each script
 * once, only after it has loaded and painted its largest picture, and React
 * then adopts the server's HTML instead of rendering the page again.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { content } from "./content";
import { FALLBACK_MS } from "../../plugins/delivery/defer-scripts";

// "/gone/" and "/es/products/gone/": a not-found page, served at an unknown address (plugins/delivery/match-paths.ts).
const routes = ["/", "/products/", `/products/${content.products[0]!.id}/`, "/about/", "/contact/", "/privacy/", "/gone/", "/es/products/gone/"];

declare global {
  interface Window {
    __serverNodes: Element[];
    __firstPaint: number | null;
    __picturePaint: number | null;
    __mainPicturePaint: number | null;
  }
}

/** Records, in the page, the paints the loader may wait for: the first, a picture's as the largest, and the main picture's own (its `elementtiming`). */
function recordPaints() {
  window.__firstPaint = null;
  window.__picturePaint = null;
  window.__mainPicturePaint = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) {
      window.__firstPaint ??= entry.startTime;
      if (entry.url) window.__picturePaint ??= entry.startTime;
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__mainPicturePaint ??= entry.startTime;
  }).observe({ type: "element", buffered: true });
}

/**
 * In the page: when it loaded, when its loader started (it asks for the whole stylesheet first, then
 * the scripts once that has arrived), and when the first script was asked for.
 */
function startTimes() {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const starts = resources.filter((entry) => entry.name.endsWith(".js")).map((entry) => entry.startTime);
  const stylesheet = resources.find((entry) => entry.initiatorType === "link" && new URL(entry.name).pathname.endsWith(".css"));
  return { loaded: navigation!.loadEventStart, firstScript: Math.min(...starts), started: Math.min(stylesheet?.startTime ?? Infinity, ...starts) };
}

/**
 * The loader's fallback timer pushed out of reach on `route`: scripts that start were started by
 * the paint. (Left at its 1.5 s, a busy machine can deliver the paint's report after the timer, and
 * a loader that never saw the paint would pass as well.) Whether the timer was found, once loaded.
 */
async function fallbackOutOfReach(page: Page, route: string): Promise<() => boolean> {
  let fallbackMoved = false;
  await page.route(
    (url) => url.pathname === route,
    async (request) => {
      const response = await request.fetch();
      const html = await response.text();
      const edited = html.replace(`setTimeout(go,${FALLBACK_MS})`, "setTimeout(go,6e5)");
      fallbackMoved = edited !== html;
      // The edited loader no longer matches its hash in the security policy (a header, or on
      // not-found pages a <meta>), so both go; and the body is sent decoded.
      const body = edited.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !["content-security-policy", "content-encoding", "content-length"].includes(name)),
      );
      await request.fulfill({ response, body, headers });
    },
  );
  return () => fallbackMoved;
}

for (const route of routes) {
  test(`${route} starts its scripts once, after its largest picture, and hydrates the server's HTML`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(recordPaints);
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        window.__serverNodes = [...document.querySelectorAll("#___gatsby *")];
      });
    });

    const fallbackMoved = await fallbackOutOfReach(page, route);
    await page.goto(route);
    expect(fallbackMoved(), "the loader's fallback timer was found").toBe(true);

    expect(errors).toEqual([]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scripts.filter((script, index) => scripts.indexOf(script) !== index)).toEqual([]);
    const starts = await page.evaluate(startTimes);
    const inPage = await page.evaluate(() => {
      return {
        firstPaint: window.__firstPaint,
        picturePaint: window.__picturePaint,
        mainPicturePaint: window.__mainPicturePaint,
        hasPriorityPicture: document.querySelector("img[fetchpriority=high]") !== null,
        replaced: window.__serverNodes.filter((node) => !node.isConnected).length,
        scriptElements: [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => new URL(script.src).pathname),
        serverNodes: window.__serverNodes.length,
      };
    });
    const timing = { ...starts, ...inPage };
    expect(timing.scriptElements.filter((script, index) => timing.scriptElements.indexOf(script) !== index)).toEqual([]);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
    // The paint the loader waits for: on a page with a main picture a picture's as the largest or the
    // main picture's own, whichever came first; else the first.
    const picturePaints = [timing.picturePaint, timing.mainPicturePaint].filter((time) => time !== null);
    const awaited = timing.hasPriorityPicture ? (picturePaints.length > 0 ? Math.min(...picturePaints) : null) : timing.firstPaint;
    expect(awaited).not.toBeNull();
    expect(timing.started).toBeGreaterThanOrEqual(awaited!);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.started);
    expect(timing.serverNodes).toBeGreaterThan(50);
    expect(timing.replaced).toBe(0);
  });
}

test.describe("on a short phone screen", () => {
  // An iPhone SE's: the product range's first card shows only its top, and the page's intro is the largest paint.
  test.use({ viewport: { width: 375, height: 667 } });

  for (const route of [routes[1]!, "/products/category/oil-meals/"]) {
    test(`${route} starts its scripts once its main picture is painted, though a paragraph is the largest paint`, async ({ page }) => {
      await page.addInitScript(recordPaints);
      const fallbackMoved = await fallbackOutOfReach(page, route);
      // Hydrated (the fixture waits for it) with the fallback out of reach: a paint started the scripts.
      await page.goto(route);
      expect(fallbackMoved(), "the loader's fallback timer was found").toBe(true);
      const timing = { ...(await page.evaluate(startTimes)), ...(await page.evaluate(() => ({ picturePaint: window.__picturePaint, mainPicturePaint: window.__mainPicturePaint }))) };
      // What the test is about: no picture's paint was the largest; the loader started after the load and the main picture's own paint.
      expect(timing.picturePaint).toBeNull();
      expect(timing.mainPicturePaint).not.toBeNull();
      expect(timing.started).toBeGreaterThanOrEqual(timing.loaded);
      expect(timing.started).toBeGreaterThanOrEqual(timing.mainPicturePaint!);
    });
  }
});
