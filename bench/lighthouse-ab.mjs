#!/usr/bin/env node
/**
 * Is a change slower, or was the host? Lighthouse (mobile, simulated throttling) on two builds at
 * once, A and B, each served by scripts/serve.mjs, in interleaved pairs (A B, then B A, ...) with
 * one CPU slowdown for both: this host's speed swings from run to run (decision record 0038), and
 * interleaving gives both sides the same swings. The slowdown is what the host's benchmarkIndex
 * calls for, read in three probe runs, unless --slowdown gives it. Prints each route's median TBT,
 * LCP and FCP per side, and every run's TBT, score and benchmarkIndex.
 *
 * Usage: node bench/lighthouse-ab.mjs --a <public/ of A> --b <public/ of B> [--runs 3] [--slowdown 2.7] [--routes /,/ar/]
 * e.g. A built in a worktree of an older commit (`git worktree add /tmp/a <commit>`, its
 * node_modules linked, `npm run build`), B this checkout's public/.
 */
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { launchChrome, option, probeHost, ROUTES, serveBuild } from "./lighthouse-common.mjs";

const sides = { A: { root: option("--a"), port: 9351 }, B: { root: option("--b"), port: 9352 } };
if (!sides.A.root || !sides.B.root) throw new Error("Usage: node bench/lighthouse-ab.mjs --a <public dir> --b <public dir> [--runs 3] [--slowdown 2.7] [--routes /,/ar/]");
const runs = Number(option("--runs", "3"));
const routes = option("--routes", ROUTES.join(",")).split(",");

const servers = await Promise.all(Object.values(sides).map(({ root, port }) => serveBuild(port, root)));
const chrome = await launchChrome();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const flags = { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] };
  let slowdown = Number(option("--slowdown", NaN));
  if (!slowdown) {
    const host = await probeHost(`http://127.0.0.1:${sides.A.port}/`, chrome.port);
    slowdown = host.cpuSlowdown;
    console.log(`host benchmarkIndex ${host.benchmarkIndex} (probes ${host.probes.join(", ")}): CPU slowed ${slowdown}x on both sides`);
  }
  flags.throttling = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown };
  for (const route of routes) {
    const measured = { A: [], B: [] };
    for (let pair = 0; pair < runs; pair += 1) {
      for (const side of pair % 2 ? ["B", "A"] : ["A", "B"]) {
        const { lhr } = await lighthouse(`http://127.0.0.1:${sides[side].port}${route}`, flags);
        measured[side].push({
          tbt: Math.round(lhr.audits["total-blocking-time"].numericValue),
          lcp: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
          fcp: Math.round(lhr.audits["first-contentful-paint"].numericValue),
          score: Math.round(lhr.categories.performance.score * 100),
          index: Math.round(lhr.environment.benchmarkIndex),
        });
      }
    }
    console.log(route);
    for (const side of ["A", "B"]) {
      const all = measured[side];
      const each = all.map(({ tbt, score, index }) => `${score}, ${tbt} ms (${index})`).join("; ");
      console.log(`  ${side}: TBT median ${median(all.map(({ tbt }) => tbt))} ms, LCP median ${median(all.map(({ lcp }) => lcp))} ms, FCP median ${median(all.map(({ fcp }) => fcp))} ms; runs: ${each}`);
    }
  }
} finally {
  await chrome.kill();
  servers.forEach((server) => server.kill());
}
