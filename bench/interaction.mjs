#!/usr/bin/env node
/**
 * The first tap on the menu button, in real Chromium (Debian's) on a phone
 * viewport with touch, a slow 4G link (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up) and the CPU slowed by what this host's benchmarkIndex calls
 * for, as bench/lighthouse.mjs slows it (decision record 0038; --preset keeps
 * the 4x the first-paint issue measured with, which on a slow host emulates a
 * slower phone). For every route, RUNS cold loads: the button is tapped in the
 * first frame it is painted, and the bench records whether the drawer opened,
 * how long after the tap it was painted open, and whether React had hydrated
 * the page by then. Writes bench/interaction.json; bench/report.mjs puts it
 * in bench/RESULTS.md.
 *
 * With --root, it taps another build (a copy of public/, for an A/B run in alternation with this
 * checkout's) and prints its figures without writing bench/interaction.json.
 *
 * Usage: npm run build && node bench/interaction.mjs [--runs 5] [--preset] [--root <public/ of another build>]
 */
/* global window, document, requestAnimationFrame, addEventListener -- watch() runs in the page */
import fs from "node:fs";
import os from "node:os";
import { chromium } from "@playwright/test";
import { launchChrome, option, probeHost, serveBuild } from "./lighthouse-common.mjs";

const runs = Number(option("--runs", 5));
const root = option("--root");
const port = 9322;
const routes = ["/", "/products/", "/products/groundnut-meal/", "/about/", "/contact/"];
const network = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
/** No tap can take longer than this to open the drawer; a run past it counts as a lost tap. */
const GIVE_UP_MS = 5000;

const server = await serveBuild(port, root);
/** The CPU slowdown, and the host's reading it came from. */
let host = { benchmarkIndex: NaN, cpuSlowdown: 4 };
if (!process.argv.includes("--preset")) {
  const chrome = await launchChrome();
  try {
    host = await probeHost(`http://127.0.0.1:${port}/`, chrome.port);
  } finally {
    await chrome.kill();
  }
  console.log(`host benchmarkIndex ${host.benchmarkIndex} (probes ${host.probes.join(", ")}): CPU slowed ${host.cpuSlowdown}x`);
}
const { cpuSlowdown } = host;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/** In the page, from the start: the first frame with the menu button painted, the tap, and the drawer's first frame open. */
function watch() {
  // The menu button: the drawer's own close button also has a popovertarget (and comes first).
  const MENU_BUTTON = 'button[popovertarget]:not([popovertargetaction="hide"])';
  const marks = { painted: null, tapped: null, opened: null, hydratedAtTap: null };
  window.__marks = marks;
  const frame = () => {
    const button = document.querySelector(MENU_BUTTON);
    if (marks.painted === null && button && button.getBoundingClientRect().width > 0) marks.painted = performance.now();
    const drawer = button && document.getElementById(button.getAttribute("popovertarget"));
    if (marks.tapped !== null && marks.opened === null && drawer?.matches(":popover-open")) marks.opened = performance.now();
    if (marks.opened === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  addEventListener(
    "touchstart",
    (event) => {
      if (marks.tapped !== null) return;
      marks.tapped = event.timeStamp;
      const root = document.getElementById("gatsby-focus-wrapper");
      marks.hydratedAtTap = !!root && Object.keys(root).some((key) => key.startsWith("__reactFiber"));
    },
    { capture: true, passive: true },
  );
}

const results = [];
try {
  for (const route of routes) {
    const measured = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", network);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await page.addInitScript(watch);
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "commit" });
      await page.waitForFunction(() => window.__marks?.painted !== null, null, { polling: "raf", timeout: 30_000 });
      const box = await page.locator('button[popovertarget]:not([popovertargetaction="hide"])').boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      const opened = await page
        .waitForFunction(() => window.__marks.opened !== null, null, { polling: "raf", timeout: GIVE_UP_MS })
        .then(() => true, () => false);
      const marks = await page.evaluate(() => window.__marks);
      measured.push({
        opened,
        paintedMs: Math.round(marks.painted),
        tapMs: Math.round(marks.tapped),
        tapToOpenMs: opened ? Math.round(marks.opened - marks.tapped) : null,
        hydratedAtTap: marks.hydratedAtTap,
      });
      await context.close();
    }
    results.push({ route, runs: measured });
    const times = measured.filter((m) => m.opened).map((m) => m.tapToOpenMs);
    console.log(
      `${route}: ${measured.filter((m) => m.opened).length}/${runs} first taps opened the drawer; tap to open ${Math.min(...times)}-${Math.max(...times)} ms; ` +
        `${measured.filter((m) => !m.hydratedAtTap).length}/${runs} taps before hydration`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
if (root === undefined) {
  fs.writeFileSync(
    "bench/interaction.json",
    JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, runs, network, cpuSlowdown, host, results }, null, 2),
  );
}
