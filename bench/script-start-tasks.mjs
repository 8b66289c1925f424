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
import { median } from "./calibration-figure.mjs";
import { tracedLoads } from "./traced-loads.mjs";

const [rootA, rootB, route = "/products/groundnut-meal/", loads = "10"] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error("Usage: node bench/script-start-tasks.mjs <public dir A> <public dir B> [route] [loads a side]");
/** The loader's functions that start scripts, as its minified source names them. */
const STARTERS = ["l.onload.l.onerror", "n"];

const measured = await tracedLoads({ roots: { A: rootA, B: rootB }, route, loads: Number(loads), settleMs: 2000 }, (traceEvents) => {
  const calls = traceEvents
    .filter(({ name, ph, args }) => name === "FunctionCall" && ph === "X" && STARTERS.includes(args?.data?.functionName) && !(args?.data?.url ?? "").endsWith(".js"))
    .map(({ dur }) => dur / 1000);
  return { longest: Math.max(0, ...calls), sum: calls.reduce((total, ms) => total + ms, 0), calls: calls.length };
});

for (const side of ["A", "B"]) {
  const all = measured[side];
  const each = all.map(({ longest, sum, calls }) => `${longest.toFixed(1)}/${sum.toFixed(1)} (${calls})`).join(", ");
  console.log(`${side}: longest call median ${median(all.map(({ longest }) => longest)).toFixed(1)} ms, slowest ${Math.max(...all.map(({ longest }) => longest)).toFixed(1)} ms; each load, longest/sum (calls): ${each}`);
}
