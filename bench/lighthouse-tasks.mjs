#!/usr/bin/env node
/**
 * What Lighthouse counts, task by task: runs Lighthouse (mobile, this slowdown) on one route of a
 * build, and prints its TBT and FCP, the long tasks of its simulation, and the main thread's tasks
 * of 9 ms or more in its own trace (host times, before the simulation multiplies them), with their
 * largest events. docs/performance.md reads these.
 *
 * Usage: node bench/lighthouse-tasks.mjs [--root public] [--route /] [--slowdown 10] [--runs 3]
 */
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { launchChrome, option, pathOf, serveBuild } from "./lighthouse-common.mjs";

const root = option("--root", "public");
const route = option("--route", "/");
const slowdown = Number(option("--slowdown", "10"));
const runs = Number(option("--runs", "3"));
const port = 9363;
const ms = (microseconds) => (microseconds / 1000).toFixed(1);

const server = await serveBuild(port, root);
const chrome = await launchChrome();
try {
  for (let run = 0; run < runs; run += 1) {
    const flags = { port: chrome.port, logLevel: "error", onlyCategories: ["performance"], throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown } };
    const { lhr, artifacts } = await lighthouse(`http://127.0.0.1:${port}${route}`, flags);
    const audit = (id) => lhr.audits[id];
    console.log(`TBT ${Math.round(audit("total-blocking-time").numericValue)} ms, FCP ${Math.round(audit("first-contentful-paint").numericValue)} ms, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, ${slowdown}x`);
    console.log(`  simulated long tasks: ${audit("long-tasks").details.items.map((task) => `${pathOf(task.url)} at ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms`).join("; ")}`);
    const events = artifacts.Trace.traceEvents;
    const navigation = events.find((event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame);
    const tasks = events.filter((event) => event.name === "RunTask" && event.ph === "X" && event.dur >= 9000 && event.ts > navigation.ts && event.pid === navigation.pid);
    for (const task of tasks) {
      const inside = events.filter((event) => event !== task && event.ph === "X" && event.pid === task.pid && event.tid === task.tid && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event.dur > 1000);
      const named = inside.slice(0, 8).map((event) => `${event.name}${event.args?.data?.url ? `(${pathOf(event.args.data.url)})` : ""} ${ms(event.dur)}`);
      console.log(`  host task at ${ms(task.ts - navigation.ts)} ms, ${ms(task.dur)} ms: ${named.join(", ")}`);
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}
