#!/usr/bin/env node
/**
 * Lighthouse (mobile preset, simulated throttling) on the production build,
 * served locally by scripts/serve.mjs, in Debian's Chromium. Each route is
 * measured RUNS times and the median run (by performance score, then LCP) is
 * reported. Prints a Markdown table and writes it to bench/lighthouse.json.
 *
 * Usage: npm run build && node bench/lighthouse.mjs [--runs 3]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 3;
const port = 9321;
const routes = ["/", "/products/", "/products/groundnut-meal/", "/about/", "/contact/"];
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], { stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 800));

const chrome = await chromeLauncher.launch({
  chromePath,
  userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-")),
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const results = [];
try {
  for (const route of routes) {
    const measured = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${port}${route}`, { port: chrome.port, logLevel: "error" });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      measured.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        transfer: audit("total-byte-weight"),
        failing: Object.values(lhr.audits)
          .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== "informative")
          .map((item) => item.id),
      });
    }
    measured.sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
    results.push({ route, ...measured[Math.floor(measured.length / 2)] });
  }
} finally {
  await chrome.kill();
  server.kill();
}

const rows = results.map(
  (r) =>
    `| \`${r.route}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.transfer / 1024)} KB |`,
);
const table = [
  "| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
].join("\n");
console.log(table);
for (const r of results) if (r.failing.length) console.log(`${r.route}: audits below 0.9: ${r.failing.join(", ")}`);
fs.writeFileSync("bench/lighthouse.json", JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2));
