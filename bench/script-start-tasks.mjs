#!/usr/bin/env node
/**
 * How long the page's loader (plugins/delivery/defer-scripts.ts) holds the main thread as it starts
 * the scripts: two builds, A and B, loaded in alternation in Debian's Chromium at a phone's size, a
 * trace recorded each time; each load's longest call of the loader's starting function (the whole
 * stylesheet's load handler, or the timer that starts the next script), and their sum. Observed,
 * without CPU slowdown: Lighthouse multiplies such a task by its slowdown.
 *
 * Usage: node bench/script-start-tasks.mjs <public/ of A> <public/ of B> [route] [loads a side]
 */
import { chromium } from "playwright-core";
import { findChromium } from "../plugins/spec-sheets/chromium.mjs";
import { serveBuild } from "./lighthouse-common.mjs";

const [rootA, rootB, route = "/products/groundnut-meal/", loads = "10"] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error("Usage: node bench/script-start-tasks.mjs <public dir A> <public dir B> [route] [loads a side]");
/** The loader's functions that start scripts, as its minified source names them. */
const STARTERS = ["l.onload.l.onerror", "n"];
const sides = { A: { port: 9361 }, B: { port: 9362 } };
const servers = [await serveBuild(sides.A.port, rootA), await serveBuild(sides.B.port, rootB)];
const browser = await chromium.launch({ executablePath: findChromium() });
const measured = { A: [], B: [] };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  for (let load = 0; load < Number(loads) * 2; load += 1) {
    const side = load % 2 ? "B" : "A";
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await page.goto(`http://127.0.0.1:${sides[side].port}${route}`, { waitUntil: "load" });
    await page.waitForTimeout(2000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const calls = traceEvents
      .filter(({ name, ph, args }) => name === "FunctionCall" && ph === "X" && STARTERS.includes(args?.data?.functionName) && !(args?.data?.url ?? "").endsWith(".js"))
      .map(({ dur }) => dur / 1000);
    measured[side].push({ longest: Math.max(0, ...calls), sum: calls.reduce((total, ms) => total + ms, 0), calls: calls.length });
    await context.close();
  }
} finally {
  await browser.close();
  servers.forEach((server) => server.kill());
}

for (const side of ["A", "B"]) {
  const all = measured[side];
  const each = all.map(({ longest, sum, calls }) => `${longest.toFixed(1)}/${sum.toFixed(1)} (${calls})`).join(", ");
  console.log(`${side}: longest call median ${median(all.map(({ longest }) => longest)).toFixed(1)} ms, slowest ${Math.max(...all.map(({ longest }) => longest)).toFixed(1)} ms; each load, longest/sum (calls): ${each}`);
}
