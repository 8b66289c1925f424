#!/usr/bin/env node
/**
 * How long a page's own document holds the main thread before any script runs: two builds, A and B,
 * loaded in alternation in Debian's Chromium at a phone's size with JavaScript off, a trace recorded
 * each time; each load's time in parsing the HTML, computing styles and laying out, summed over the
 * load's first second. Observed, without CPU slowdown: Lighthouse multiplies each such task by its
 * slowdown (8x to 11x on this host's fast hours), which makes its TBT swing more than the page's
 * work does, so a change to the page's markup or CSS is told here first (docs/performance.md,
 * "Where a product page's blocking time comes from").
 *
 * B is usually a copy of A's public/ with one page edited by hand (a column removed, a rule added).
 *
 * Usage: node bench/document-work.mjs <public/ of A> <public/ of B> [route] [loads a side]
 */
/* global document -- the count of elements is read in the page */
import { median } from "./calibration-figure.mjs";
import { tracedLoads } from "./traced-loads.mjs";

const [rootA, rootB, route = "/products/groundnut-meal/", loads = "20"] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error("Usage: node bench/document-work.mjs <public dir A> <public dir B> [route] [loads a side]");
/** The trace events of the document's own work, by what they are called in this table. */
const WORK = { parse: "ParseHTML", style: "UpdateLayoutTree", layout: "Layout" };

const measured = await tracedLoads({ roots: { A: rootA, B: rootB }, route, loads: Number(loads), javaScriptEnabled: false, settleMs: 1000 }, async (traceEvents, page) => {
  const ms = (name) => traceEvents.filter((event) => event.name === name && event.ph === "X").reduce((total, { dur }) => total + dur / 1000, 0);
  return { ...Object.fromEntries(Object.entries(WORK).map(([label, name]) => [label, ms(name)])), elements: await page.evaluate(() => document.getElementsByTagName("*").length) };
});

for (const side of ["A", "B"]) {
  const all = measured[side];
  const medians = Object.keys(WORK).map((label) => `${label} ${median(all.map((load) => load[label])).toFixed(1)}`);
  const styleAndLayout = median(all.map(({ style, layout }) => style + layout)).toFixed(1);
  console.log(`${side} (${all[0].elements} elements): medians in ms: ${medians.join(", ")}; style and layout ${styleAndLayout}`);
}
