#!/usr/bin/env node
/**
 * Which picture widths a layout can choose: serves the build in public/ and, in the build's
 * Chromium at viewports 375, 768, 1280 and 1920 px wide and device pixel ratios 1, 2 and 3, reads
 * the width each picture's `currentSrc` is (after scrolling it into view, so lazy ones load) beside
 * the widths its `srcset` offers. Each query's widths that no layout chose are made by the build
 * for nothing. Also counts the pictures in public/static (files and bytes, by format).
 *
 * Writes bench/picture-widths.json and prints its tables (decision record 0011). With --compare and
 * an earlier run's JSON (copied aside before a change), it lists every layout that now chooses
 * another width, and fails if any does.
 *
 * Usage: npm run build && node bench/picture-widths.mjs [--port 9324] [--compare before.json]
 */
/* global getComputedStyle -- measure() reads it in the page */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../plugins/spec-sheets/chromium.mjs";

export const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
export const PIXEL_RATIOS = [1, 2, 3];

/** "/static/a/x.avif 400w, /static/b/x.avif 800w" as [{ url, width }]. */
export function parseSrcset(srcset) {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor = ""]) => ({ url, width: Number(descriptor.replace(/w$/, "")) }));
}

/**
 * For each query (a kind of picture, and its crop when it has another for some screens): the widths
 * its srcset offers, those some measured layout chose, and those none did.
 */
export function widthsByQuery(measurements) {
  const queries = new Map();
  for (const { query, offered, chosen } of measurements) {
    const entry = queries.get(query) ?? { query, offered: new Set(), chosen: new Set() };
    offered.forEach((width) => entry.offered.add(width));
    entry.chosen.add(chosen);
    queries.set(query, entry);
  }
  const sorted = (set) => [...set].sort((a, b) => a - b);
  return [...queries.values()].map(({ query, offered, chosen }) => ({
    query,
    offered: sorted(offered),
    chosen: sorted(chosen),
    unused: sorted(offered).filter((width) => !chosen.has(width)),
  }));
}

/** The pictures the build wrote to public/static: files and bytes, by format. */
export function staticPictures(publicDir) {
  const byFormat = {};
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(avif|webp|jpe?g|png)$/.test(entry.name)) {
        const format = path.extname(entry.name).slice(1);
        byFormat[format] ??= { files: 0, bytes: 0 };
        byFormat[format].files += 1;
        byFormat[format].bytes += fs.statSync(file).size;
      }
    }
  };
  walk(path.join(publicDir, "static"));
  const total = Object.values(byFormat).reduce((sum, { files, bytes }) => ({ files: sum.files + files, bytes: sum.bytes + bytes }), { files: 0, bytes: 0 });
  return { ...total, byFormat };
}

async function measure(port) {
  const products = JSON.parse(fs.readFileSync(path.join("content", "products.json"), "utf8")).products;
  // Each kind of picture, and the gatsbyImageData query that makes its widths (the cards and the
  // product page share ProductPicture, so the build encodes a product's picture once).
  const kinds = [
    { kind: "home hero", query: "HomeView hero", route: "/", selector: "section[aria-labelledby=hero-title] picture img" },
    { kind: "home carousel card", query: "ProductPicture", route: "/", selector: "ul[aria-labelledby=featured-title] picture img" },
    { kind: "products grid card", query: "ProductPicture", route: "/products/", selector: "main ul picture img" },
    { kind: "product page", query: "ProductPicture", route: `/products/${products[0].id}/`, selector: "main article picture img" },
    { kind: "about banner", query: "AboutView banner", route: "/about/", selector: "section[aria-labelledby=about-title] picture img" },
  ];
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const measurements = [];
  try {
    for (const viewport of VIEWPORTS) {
      for (const deviceScaleFactor of PIXEL_RATIOS) {
        const context = await browser.newContext({ viewport, deviceScaleFactor });
        const page = await context.newPage();
        for (const route of [...new Set(kinds.map(({ route }) => route))]) {
          await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "load" });
          for (const { kind, query, selector } of kinds.filter((entry) => entry.route === route)) {
            const images = page.locator(selector);
            const count = await images.count();
            if (count === 0) throw new Error(`${route}: no picture matches ${selector}`);
            for (let index = 0; index < count; index += 1) {
              const image = images.nth(index);
              await image.scrollIntoViewIfNeeded();
              await image.evaluate((img) => (img.complete && img.currentSrc ? undefined : new Promise((resolve) => img.addEventListener("load", resolve, { once: true }))));
              const seen = await image.evaluate((img) => {
                const chosen = new URL(img.currentSrc).pathname;
                const sources = [...img.parentElement.querySelectorAll("source")];
                const source = sources.find((candidate) => candidate.srcset.split(",").some((entry) => entry.trim().split(/\s+/)[0] === chosen));
                const box = img.getBoundingClientRect();
                // A picture that covers its box (object-fit: cover) is drawn wider than the box when the box is taller than the picture's ratio.
                const cover = getComputedStyle(img).objectFit === "cover" ? (box.height * img.naturalWidth) / img.naturalHeight : 0;
                return { chosen, srcset: source?.srcset ?? img.srcset, type: source?.type ?? "", media: source?.media ?? "", slot: box.width, drawn: Math.max(box.width, cover) };
              });
              const offered = parseSrcset(seen.srcset);
              const width = offered.find(({ url }) => url === seen.chosen)?.width ?? Number.NaN;
              measurements.push({
                // The hero's phone crop (its <source media>) is a query of its own.
                kind: seen.media ? `${kind} ${seen.media}` : kind,
                query: seen.media ? `${query} ${seen.media}` : query,
                route,
                viewport: viewport.width,
                pixelRatio: deviceScaleFactor,
                type: seen.type,
                slot: Math.round(seen.slot),
                needed: Math.round(seen.slot * deviceScaleFactor),
                drawn: Math.round(seen.drawn * deviceScaleFactor),
                chosen: width,
                offered: offered.map((candidate) => candidate.width),
              });
            }
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return measurements;
}

/** What a kind of picture chose at a viewport and pixel ratio: "800 for 730", the width for the slot's device pixels. */
export function choice(measurements, kind, viewport, pixelRatio) {
  const seen = measurements.filter((entry) => entry.kind === kind && entry.viewport === viewport && entry.pixelRatio === pixelRatio);
  const distinct = (values) => [...new Set(values)].join("/");
  return seen.length ? `${distinct(seen.map((entry) => entry.chosen))} for ${distinct(seen.map((entry) => entry.needed))}` : "";
}

/** The layouts whose choice differs between two runs, as "kind at 375 px 2x: 800 for 750 -> 960 for 750". */
export function changedChoices(before, after) {
  const layouts = new Set([...before, ...after].map(({ kind, viewport, pixelRatio }) => JSON.stringify([kind, viewport, pixelRatio])));
  return [...layouts]
    .map((layout) => JSON.parse(layout))
    .filter(([kind, viewport, ratio]) => choice(before, kind, viewport, ratio) !== choice(after, kind, viewport, ratio))
    .map(([kind, viewport, ratio]) => `${kind} at ${viewport} px ${ratio}x: ${choice(before, kind, viewport, ratio) || "none"} -> ${choice(after, kind, viewport, ratio) || "none"}`);
}

/** One row per kind of picture and viewport: the width chosen at each pixel ratio. */
function table(measurements) {
  const rows = ["| picture | viewport | " + PIXEL_RATIOS.map((ratio) => `${ratio}x: chosen for needed`).join(" | ") + " |", `| --- | --- |${" --- |".repeat(PIXEL_RATIOS.length)}`];
  for (const kind of new Set(measurements.map((entry) => entry.kind))) {
    for (const { width } of VIEWPORTS) {
      const cells = PIXEL_RATIOS.map((ratio) => choice(measurements, kind, width, ratio) || "-");
      if (cells.some((cell) => cell !== "-")) rows.push(`| ${kind} | ${width} | ${cells.join(" | ")} |`);
    }
  }
  return rows.join("\n");
}

async function main() {
  const port = Number(process.argv[process.argv.indexOf("--port") + 1]) || 9324;
  const compareWith = process.argv.includes("--compare") ? process.argv[process.argv.indexOf("--compare") + 1] : undefined;
  const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)], { stdio: "ignore" });
  try {
    await new Promise((resolve) => setTimeout(resolve, 800));
    const measurements = await measure(port);
    const queries = widthsByQuery(measurements);
    const files = staticPictures("public");
    fs.writeFileSync(path.join("bench", "picture-widths.json"), JSON.stringify({ date: new Date().toISOString(), files, queries, measurements }, null, 2));
    console.log(table(measurements));
    // `sizes` names the box's width; a covering picture on a tall box is drawn wider and cropped.
    const wider = measurements.filter(({ drawn, needed }) => drawn > needed * 1.05);
    const drawnRows = [...new Set(wider.map(({ kind, viewport, pixelRatio, drawn, chosen }) => `${kind} at ${viewport} px ${pixelRatio}x: drawn ${drawn} px wide, chosen ${chosen}`))];
    if (drawnRows.length) console.log(`\nCovering pictures drawn wider than their box (device pixels):\n${drawnRows.join("\n")}`);
    console.log("\n| picture | widths made | chosen by some layout | chosen by none |\n| --- | --- | --- | --- |");
    for (const { query, offered, chosen, unused } of queries) console.log(`| ${query} | ${offered.join(", ")} | ${chosen.join(", ")} | ${unused.join(", ") || "none"} |`);
    const formats = Object.entries(files.byFormat).map(([format, { files: count, bytes }]) => `${format} ${count} (${(bytes / 1024).toFixed(0)} KiB)`);
    console.log(`\npublic/static pictures: ${files.files} files, ${(files.bytes / 1024).toFixed(0)} KiB: ${formats.join(", ")}`);
    if (compareWith) {
      const changed = changedChoices(JSON.parse(fs.readFileSync(compareWith, "utf8")).measurements, measurements);
      console.log(`\nAgainst ${compareWith}: ${changed.length ? `${changed.length} layouts chose otherwise:\n${changed.join("\n")}` : "every layout chose the same width"}`);
      if (changed.length) process.exitCode = 1;
    }
  } finally {
    server.kill();
  }
}

// Run as a command (not imported by the unit tests, which Jest compiles without import.meta).
if (path.basename(process.argv[1] ?? "") === "picture-widths.mjs") {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
