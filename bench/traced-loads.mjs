/**
 * What the benches that compare two builds by traces share (bench/script-start-tasks.mjs,
 * bench/document-work.mjs): both builds served side by side, a route loaded in Debian's Chromium at
 * a phone's size, A and B in alternation, a trace recorded of each load.
 */
import { chromium } from "playwright-core";
import { findChromium } from "../plugins/spec-sheets/chromium.mjs";
import { serveBuild } from "./lighthouse-common.mjs";

/**
 * Loads `route` of the builds in `roots.A` and `roots.B` (public/ folders) `loads` times each, in
 * alternation, each in a fresh context at 412 px with touch (`javaScriptEnabled` as given), tracing
 * Chromium's timeline from before the navigation to `settleMs` after the load event. Resolves with
 * what `measure(traceEvents, page)` gave for each load, by side.
 */
export async function tracedLoads({ roots, route, loads, javaScriptEnabled = true, settleMs }, measure) {
  const ports = { A: 9361, B: 9362 };
  const servers = [await serveBuild(ports.A, roots.A), await serveBuild(ports.B, roots.B)];
  const browser = await chromium.launch({ executablePath: findChromium() });
  const measured = { A: [], B: [] };
  try {
    for (let load = 0; load < loads * 2; load += 1) {
      const side = load % 2 ? "B" : "A";
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, javaScriptEnabled });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
      await page.goto(`http://127.0.0.1:${ports[side]}${route}`, { waitUntil: "load" });
      await page.waitForTimeout(settleMs);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      measured[side].push(await measure(traceEvents, page));
      await context.close();
    }
  } finally {
    await browser.close();
    servers.forEach((server) => server.kill());
  }
  return measured;
}
