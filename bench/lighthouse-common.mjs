/**
 * What the benches that slow the CPU share: the routes measured, the production build served as a
 * static host would (scripts/serve.mjs), Debian's Chromium started for Lighthouse, and the CPU
 * slowdown this host calls for (decision record 0038).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** The value after `name` among the command's arguments, else `fallback`. */
export const option = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);

/** A URL Lighthouse reports, as the site's own path (its scheme, host and port dropped). */
export const pathOf = (url) => url.replace(/^https?:\/\/[^/]+/, "");

/** One route of each kind of page, the Arabic home page and a Spanish product page. */
export const ROUTES = ["/", "/products/", "/products/category/oil-meals/", "/products/groundnut-meal/", "/about/", "/contact/", "/search/", "/ar/", "/es/products/groundnut-meal/"];

/** `root` (a build's public/) served on `port`; resolves 800 ms after the server starts. */
export async function serveBuild(port, root = "public") {
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port), "--root", root], { stdio: "ignore" });
  await new Promise((resolve) => setTimeout(resolve, 800));
  return server;
}

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    userDataDir: fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-")),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/**
 * The CPU slowdown that emulates Lighthouse's target phone from a host of this benchmarkIndex:
 * Lighthouse's CPU throttling calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
 * linked from Lighthouse's docs/throttling.md), 1x at 150, 2x at 800, 3x at 1,300, 4x at about 1,533.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  throw new Error(`benchmarkIndex ${benchmarkIndex}: this machine is too slow to emulate Lighthouse's phone`);
}

/**
 * This host as Lighthouse finds it: its benchmarkIndex in three probe runs of `url` (Chrome started
 * by launchChrome), their median, and the CPU slowdown that median calls for.
 */
export async function probeHost(url, chromePort) {
  const probes = [];
  for (let probe = 0; probe < 3; probe += 1) {
    const { lhr } = await lighthouse(url, { port: chromePort, logLevel: "error", onlyAudits: ["first-contentful-paint"] });
    probes.push(Math.round(lhr.environment.benchmarkIndex));
  }
  const benchmarkIndex = [...probes].sort((a, b) => a - b)[1];
  return { benchmarkIndex, probes, cpuSlowdown: Number(cpuSlowdownFor(benchmarkIndex).toFixed(2)) };
}
