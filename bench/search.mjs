#!/usr/bin/env node
/**
 * Search on a slow phone (issue 36): Debian's Chromium on a 375 px touch viewport, a slow 4G link
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4x, as bench/interaction.mjs
 * measures the first tap. For each language, RUNS cold loads of the About page: once the page's
 * scripts run, the header's search field is tapped and a query typed one key at a time, at once.
 * It records the bytes fetched from the tap to the first results (search's chunk, Pagefind's script,
 * engine, index and results file; bodies as sent, with their headers) and with the
 * results' pictures, the time from the first key (its input event) to the first results painted,
 * and from each further key to its results painted.
 *
 * At 10 products it measures the site in public/; with --grown N it builds (once, then reuses) a
 * scratch site of N products in four languages, the catalogue grown as the tests and
 * bench/build-scaling.mjs grow it (scripts/grown-catalogue.mjs, sharing the real pictures), and
 * records how long its search indexing took (scripts/search-index.mjs). Writes bench/search-{N}.json
 * (bench/search-{N}-pace-{MS}.json with --pace).
 *
 * Usage: node bench/search.mjs [--runs 3] [--grown 1000] [--pace 200]
 */
/* global window, document, requestAnimationFrame, addEventListener, MutationObserver -- watch() runs in the page */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { growCatalogue } from "../scripts/grown-catalogue.mjs";
import { calibrate } from "./calibrate.mjs";
import { SITE_FILES } from "../scripts/site-files.mjs";

const option = (name) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined);
const runs = Number(option("runs")) || 3;
const grown = Number(option("grown")) || 0;
/**
 * --pace MS types each further key MS after the one before, as a buyer does, whether or not its
 * results have come (a fast phone typist: 200 ms; people average about 330 ms a character on a
 * phone); the first further key MS after the first results, which the buyer has waited for.
 * Without it, each further key is typed as soon as the results of the one before are painted,
 * often 30 to 60 ms apart: faster than anyone types, so no index fetched ahead of a key has time
 * to arrive.
 */
const pace = Number(option("pace")) || 0;
const port = 9463;
const root = path.resolve(import.meta.dirname, "..");
const network = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const cpuSlowdown = 4;
/**
 * What a buyer types in each language: a product's name with what they want of it, as issue 57's
 * examples (the first keys are the name's, which issue 36 measured alone; then the words search
 * leaves out and names).
 */
const queries = { en: "castor oil exporter", es: "proveedor de garbanzos", fr: "fournisseur huile de ricin", ar: "مورد زيت الخروع" };

/** A scratch site of `count` products (node_modules linked), built once; its indexing time from the build's log. */
function grownSite(count) {
  const dir = path.join(os.tmpdir(), `agro-search-bench-${count}`);
  const log = path.join(dir, "build.log");
  if (fs.existsSync(path.join(dir, "public", "pagefind", "pagefind.js")) && fs.existsSync(log)) return { dir, log };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const file of [...SITE_FILES, "content"]) fs.cpSync(path.join(root, file), path.join(dir, file), { recursive: true, filter: (source) => path.basename(source) !== "node_modules" });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  growCatalogue(path.join(dir, "content"), count);
  console.log(`Building ${count} products in four languages in ${dir} ...`);
  const build = spawnSync("npm", ["run", "build"], { cwd: dir, encoding: "utf8", env: { ...process.env, CI: "true", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1" }, maxBuffer: 1 << 28 });
  fs.writeFileSync(log, `${build.stdout}\n${build.stderr}`);
  if (build.status !== 0) throw new Error(`The ${count}-product site did not build; see ${log}`);
  return { dir, log };
}

/**
 * In the page, from the start: each key's time, and the first paint of the answer shown for each
 * query, whether or not it lists a product (a word still being typed may find none: "proveedor"
 * of "proveedor de garbanzos" names no product).
 */
function watch() {
  const marks = { keys: [], shown: [] };
  window.__search = marks;
  // A key's time is its input event's: typing Arabic sends no keydown (Playwright inserts the text).
  addEventListener("input", (event) => marks.keys.push(event.timeStamp), { capture: true });
  const seen = new Set();
  const check = () => {
    const list = document.querySelector('header [role="listbox"]');
    const query = list?.getAttribute("data-results-for");
    if (query && !seen.has(query)) {
      seen.add(query);
      // The frame after the change: when it is painted.
      requestAnimationFrame(() => marks.shown.push({ query, at: performance.now(), options: list.querySelectorAll('[role="option"]').length }));
    }
  };
  addEventListener("DOMContentLoaded", () => new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-results-for"] }));
}

const site = grown ? grownSite(grown) : { dir: root, log: null };
const indexing = site.log ? fs.readFileSync(site.log, "utf8").match(/search-index: (\d+) pages indexed \(([^)]*)\) in ([\d.]+) s/) : null;
const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], { cwd: site.dir, stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 800));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const results = [];
try {
  for (const [code, query] of Object.entries(queries)) {
    const measured = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", network);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      // Playwright's events, which would include the requests of a worker (the page's CDP session does not).
      const requests = new Map();
      let phase = "page";
      const pending = [];
      page.on("request", (request) => requests.set(request, { url: request.url(), phase, bytes: 0 }));
      page.on("requestfinished", (request) =>
        pending.push(
          request.sizes().then(
            ({ responseBodySize, responseHeadersSize }) => {
              if (!requests.has(request)) return;
              requests.get(request).bytes = responseBodySize + responseHeadersSize;
              // How long it took, to see each request throttled.
              requests.get(request).ms = Math.round(request.timing().responseEnd);
            },
            () => undefined,
          ),
        ),
      );
      /** Search's requests: not Gatsby's own prefetching of the pages its links lead to (page-data), nor data: URLs. */
      const searchOnes = () => [...requests.values()].filter(({ url, phase: when }) => when === "search" && !url.includes("/page-data/") && url.startsWith("http"));
      await page.addInitScript(watch);
      const base = `http://127.0.0.1:${port}${code === "en" ? "" : `/${code}`}`;
      await page.goto(`${base}/about/`, { waitUntil: "load" });
      await page.waitForFunction(() => Object.keys(document.getElementById("gatsby-focus-wrapper") ?? {}).some((key) => key.startsWith("__reactFiber")), null, { timeout: 60_000 });
      const beforeTap = [...requests.values()].filter(({ url }) => url.includes("/pagefind/")).length;
      phase = "search";
      const field = page.locator("header input[type=search]");
      await field.tap();
      const keys = [...query];
      await page.keyboard.type(keys[0]);
      // The page times the results itself (watch); polling it every frame would load the throttled main thread it measures.
      const shown = (count) => page.waitForFunction((n) => window.__search.shown.length >= n, count, { polling: 250, timeout: 30_000 });
      await shown(1);
      await Promise.all(pending);
      const firstBytes = searchOnes().reduce((sum, { bytes }) => sum + bytes, 0);
      for (let index = 1; index < keys.length; index += 1) {
        // At a pace, a key comes that long after the key before, or after the first results for the first further key.
        if (pace) await page.waitForTimeout(Math.max(0, pace - (await page.evaluate(() => performance.now() - Math.max(window.__search.keys.at(-1), window.__search.shown[0].at)))));
        await page.keyboard.type(keys[index]);
        if (!pace) await shown(index + 1);
      }
      // The whole query's results (at a typist's pace, a query overtaken by the next key may show none).
      await page.waitForFunction((typed) => window.__search.shown.some(({ query }) => query === typed), query, { polling: 250, timeout: 30_000 });
      await page.waitForTimeout(3000); // the results' pictures
      const marks = await page.evaluate(() => window.__search);
      await Promise.all(pending);
      const searchRequests = searchOnes();
      measured.push({
        searchRequestsBeforeTap: beforeTap,
        firstQueryBytes: firstBytes,
        withPicturesBytes: searchRequests.reduce((sum, { bytes }) => sum + bytes, 0),
        firstKeyToResultsMs: Math.round(marks.shown[0].at - marks.keys[0]),
        // Each further key to its own query's results; null where the next key came first and they were never shown.
        furtherKeysMs: keys.slice(1).map((_, index) => {
          const shownAt = marks.shown.find(({ query: shownFor }) => shownFor === keys.slice(0, index + 2).join(""));
          return shownAt ? Math.round(shownAt.at - marks.keys[index + 1]) : null;
        }),
        options: marks.shown.at(-1).options,
        requests: searchRequests.map(({ url, bytes, ms }) => `${new URL(url).pathname} ${bytes} B ${ms} ms`),
      });
      await context.close();
    }
    results.push({ code, query, runs: measured });
    const first = measured.map((m) => m.firstKeyToResultsMs);
    const further = measured.flatMap((m) => m.furtherKeysMs).filter((ms) => ms !== null);
    console.log(
      `${code} "${query}": first query ${Math.min(...measured.map((m) => m.firstQueryBytes))}-${Math.max(...measured.map((m) => m.firstQueryBytes))} B ` +
        `(with pictures ${Math.max(...measured.map((m) => m.withPicturesBytes))} B); first key to results ${Math.min(...first)}-${Math.max(...first)} ms; ` +
        `further keys ${Math.min(...further)}-${Math.max(...further)} ms (median ${further.sort((a, b) => a - b)[Math.floor(further.length / 2)]} ms); ` +
        `search requests before the tap: ${Math.max(...measured.map((m) => m.searchRequestsBeforeTap))}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
// How fast the machine was, just after: read the times beside it (docs/decisions/0022).
const calibration = await calibrate();
console.log(`Calibration after the runs: ${calibration.seconds.toFixed(1)} s`);
const products = grown || 10;
if (indexing) console.log(`Indexing: ${indexing[1]} pages (${indexing[2]}) in ${indexing[3]} s`);
fs.writeFileSync(
  path.join(root, "bench", `search-${products}${pace ? `-pace-${pace}` : ""}.json`),
  `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, products, runs, pace, network, cpuSlowdown, calibration: { seconds: calibration.seconds }, indexing: indexing ? { pages: Number(indexing[1]), languages: indexing[2], seconds: Number(indexing[3]) } : null, results }, null, 2)}\n`,
);
