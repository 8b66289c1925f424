#!/usr/bin/env node
/**
 * Typing in the content editor at the catalogue's size: a copy of content/ grown to N products
 * (default 100, each of the 10 products repeated under a new id and name, in English and in every
 * translation), the built editor (public/admin/) served with its local backend (decap-server on
 * that copy, as the CMS tests run it), Debian's Chromium at 1440x900, no throttling (staff's
 * desktops). In the English catalogue, then in its Spanish translation, the first product is opened
 * and KEYS characters are typed into its Name, one every 150 ms; each key's latency is what the
 * Event Timing API reports for it (the keydown to the next frame painted after its handlers, as
 * INP counts an interaction), which it reports only from 16 ms: a key it does not report took less.
 * Writes bench/editor-typing.json; bench/report.mjs puts it in bench/RESULTS.md.
 *
 * Usage: npm run build && node bench/editor-typing.mjs [--products 100] [--keys 30]
 */
/* global window -- the observer runs in the page */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const argument = (name, fallback) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const count = argument("--products", 100);
const keys = argument("--keys", 30);
const root = path.resolve(import.meta.dirname, "..");
const LOCALES = ["ar", "es", "fr"];

/** content/ with `count` products: the real ones, then copies of them under new ids and names. */
function grownContent(target) {
  fs.cpSync(path.join(root, "content"), target, { recursive: true });
  const grow = (file, rename) => {
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    const originals = data.products;
    for (let index = originals.length; index < count; index += 1) {
      const copy = structuredClone(originals[index % originals.length]);
      const id = copy.id;
      copy.id = `${id}-${index}`;
      if (rename) copy.name = `${copy.name} ${index}`;
      data.products.push(copy);
      if (data.translatedFrom) {
        for (const [key, hash] of Object.entries(data.translatedFrom)) {
          if (key.startsWith(`products.${id}.`)) data.translatedFrom[key.replace(`products.${id}.`, `products.${copy.id}.`)] = hash;
        }
      }
    }
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  };
  grow(path.join(target, "products.json"), true);
  for (const code of LOCALES) grow(path.join(target, "locales", code, "products.json"), false);
}

function start(command, args, env, ready) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${output}`)), 30_000);
    const listen = (chunk) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on("data", listen);
    child.stderr.on("data", listen);
  });
}

/** In the page: every key's Event Timing duration, by interaction. */
function observeKeys() {
  window.__keys = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId || !entry.name.startsWith("key")) continue;
      window.__keys.set(entry.interactionId, Math.max(window.__keys.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: false });
}

const scenarios = [
  { label: "English catalogue (Products)", route: "#/collections/catalogue/entries/products", file: "products.json" },
  { label: "Spanish catalogue (its translation)", route: "#/collections/translation-es/entries/es-products", file: "locales/es/products.json" },
];

// The machine is shared: its load while measuring says how far the figures can be trusted.
const loadBefore = os.loadavg()[0];
const workspace = fs.mkdtempSync(path.join(os.tmpdir(), "editor-typing-"));
grownContent(path.join(workspace, "content"));
const decapPort = 8391;
const sitePort = 9391;
const processes = [];
const results = [];
let browser;
try {
  processes.push(
    await start(path.join(root, "node_modules", ".bin", "decap-server"), [], { PORT: String(decapPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: workspace }, "listening"),
  );
  processes.push(await start(process.execPath, ["scripts/serve.mjs", "--port", String(sitePort), "--api", `http://127.0.0.1:${decapPort}`], {}, "Serving"));
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--no-first-run"] });
  for (const scenario of scenarios) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`http://127.0.0.1:${sitePort}/admin/${scenario.route}`);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("button", { name: "Toggle preview" }).waitFor({ timeout: 120_000 });
    const first = JSON.parse(fs.readFileSync(path.join(workspace, "content", scenario.file), "utf8")).products[0];
    const item = page.locator("div").filter({ has: page.getByText(first.name, { exact: true }) }).filter({ has: page.getByRole("button") }).last();
    await item.getByRole("button").first().click();
    const name = item.getByLabel("Name", { exact: true });
    await name.click();
    await name.press("End");
    await page.waitForTimeout(1000);
    await page.evaluate(observeKeys);
    for (let key = 0; key < keys; key += 1) {
      await page.keyboard.press(key % 2 === 0 ? "x" : "Backspace");
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(500);
    const reported = await page.evaluate(() => [...window.__keys.values()]);
    // A key not reported took under 16 ms: counted as 16 for the median, an upper bound.
    const all = [...reported, ...Array(Math.max(keys - reported.length, 0)).fill(16)].sort((a, b) => a - b);
    const result = {
      scenario: scenario.label,
      keys,
      reported: reported.length,
      medianMs: all[Math.floor(all.length / 2)],
      p90Ms: all[Math.floor(all.length * 0.9)],
      slowestMs: all[all.length - 1],
      over50: all.filter((ms) => ms > 50).length,
    };
    results.push(result);
    console.log(`${scenario.label}, ${count} products: median ${result.medianMs} ms, 90th percentile ${result.p90Ms} ms, slowest ${result.slowestMs} ms; ${result.over50} of ${keys} keys over 50 ms (${result.reported} at 16 ms or more)`);
    await page.close();
  }
} finally {
  await browser?.close();
  for (const child of processes) child.kill();
  fs.rmSync(workspace, { recursive: true, force: true });
}
fs.writeFileSync(
  path.join(root, "bench", "editor-typing.json"),
  JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, load: [loadBefore, os.loadavg()[0]], products: count, keys, results }, null, 2),
);
