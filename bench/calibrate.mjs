#!/usr/bin/env node
/**
 * Calibration: times a fixed workload, so that a build figure can be read beside how fast the
 * machine was that day (the development VM's speed varies about 2x from day to day). The two
 * kinds of work that dominate a cold build, about 10 s a run on the idle 2-core development
 * machine (20 s and more while other builds share it); the figure is the median of 3 runs:
 *
 * - pictures: 16 generated 1600x1200 JPEGs (bench/generated-picture.mjs), each encoded by sharp on
 *   one thread, as gatsby-plugin-sharp does, to AVIF, WebP and JPEG at 400, 800 and 1,200 px, with
 *   the build's settings (gatsby-config.ts, patches/gatsby-plugin-sharp+5.16.0.patch);
 * - sheets: the build's Chromium (plugins/spec-sheets/chromium.mjs, through playwright-core)
 *   started, and 3 documents of 25 A4 pages with a picture each printed to PDF, in print media
 *   without JavaScript, as plugins/spec-sheets prints a batch of sheets.
 *
 * The workload never depends on the site's code (not its widths, not its sheet's markup), so the
 * same figure on another day or commit means the same machine speed. Changing the workload makes
 * older figures incomparable: say so in decision record 0022 if you must.
 *
 * Usage: node bench/calibrate.mjs [--runs 3]   (bench/build-scaling.mjs runs it before and after each size's builds)
 */
import fs from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { CHROMIUM_ARGS, findChromium } from "../plugins/spec-sheets/chromium.mjs";
import { describeCalibration, summarize } from "./calibration-figure.mjs";
import { productImage } from "./generated-picture.mjs";

const PICTURES = 16;
const WIDTHS = [400, 800, 1200];
/** gatsby-plugin-sharp's settings for this site: quality 70, AVIF 50 at effort 0, WebP at effort 2, progressive JPEG without mozjpeg. */
const ENCODINGS = {
  avif: { quality: 50, effort: 0 },
  webp: { quality: 70, effort: 2 },
  jpeg: { quality: 70, progressive: true, mozjpeg: false },
};
const DOCUMENTS = 3;
const PAGES_PER_DOCUMENT = 25;
/** The pictures on the printed pages: a few, 640 px wide, as the sheets show a product's. */
const SHEET_PICTURES = 5;

/** One printed document: `pages` A4 sheets, each a product's heading, text, list, table and picture, in English and Arabic. */
function sheetsHtml({ pages, pictures, font }) {
  const words = "Cold pressed groundnut oil from Saurashtra, filtered twice and packed in food grade containers for export".split(" ");
  const text = (seed, count) => Array.from({ length: count }, (_, index) => words[(seed * 7 + index * 3) % words.length]).join(" ");
  const sheet = (index) => `<section class="sheet">
<h1>Product ${index + 1}: ${text(index, 4)}</h1>
<img src="${pictures[index % pictures.length]}" width="640" height="480" alt="">
<p>${text(index, 90)}.</p>
<ul>${Array.from({ length: 5 }, (_, item) => `<li>${text(index + item, 8)}</li>`).join("")}</ul>
<table>${Array.from({ length: 8 }, (_, row) => `<tr><th>${text(index + row, 2)}</th><td>${(index * 13 + row * 7) % 100}%</td></tr>`).join("")}</table>
<p dir="rtl" lang="ar">زيت الفول السوداني المعصور على البارد من سوراشترا، مصفّى مرتين ومعبأ للتصدير. رقم ${index + 1}</p>
</section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Calibration</title><style>
@font-face { font-family: "Sheet"; src: url("${font}") format("truetype"); }
@page { size: A4; margin: 12mm; }
body { margin: 0; font: 10pt/1.45 "Sheet", sans-serif; color: #1e2a22; }
.sheet { break-after: page; }
h1 { font-size: 18pt; margin: 0 0 4mm; border-bottom: 2px solid #1e3d27; }
img { float: right; width: 70mm; height: auto; margin: 0 0 3mm 4mm; border-radius: 2mm; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #c9bf9f; padding: 1mm 2mm; text-align: start; }
tr:nth-child(even) { background: #faf6ec; }
</style></head><body>${Array.from({ length: pages }, (_, index) => sheet(index)).join("\n")}</body></html>`;
}

/** The workload's inputs, made before the clock starts. */
async function prepare() {
  const sources = await Promise.all(Array.from({ length: PICTURES }, (_, index) => productImage(index)));
  const onSheets = await Promise.all(
    sources.slice(0, SHEET_PICTURES).map(async (source) => `data:image/jpeg;base64,${(await sharp(source).resize(640).jpeg({ quality: 70 }).toBuffer()).toString("base64")}`),
  );
  const fontFile = fileURLToPath(import.meta.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
  const font = `data:font/ttf;base64,${fs.readFileSync(fontFile).toString("base64")}`;
  return { sources, html: sheetsHtml({ pages: PAGES_PER_DOCUMENT, pictures: onSheets, font }) };
}

/** Every picture in every width and format; the bytes written, which are the same on every run of the same sharp. */
async function encodePictures(sources) {
  let bytes = 0;
  for (const source of sources) {
    const input = sharp(source);
    for (const width of WIDTHS) {
      for (const [format, options] of Object.entries(ENCODINGS)) {
        const resized = input
          .clone()
          .rotate()
          .resize(width, Math.round((width * 3) / 4), { fit: "cover", position: sharp.strategy.attention });
        const output = await resized[format](options).toBuffer();
        bytes += output.length;
      }
    }
  }
  return bytes;
}

/** Starts Chromium and prints every document; the pages printed, read from each PDF. */
async function printSheets(executablePath, html) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.emulateMedia({ media: "print" });
    let pages = 0;
    for (let document = 0; document < DOCUMENTS; document += 1) {
      await page.setContent(html, { waitUntil: "load" });
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      pages += (pdf.toString("latin1").match(/\/Type\s*\/Page\b/g) ?? []).length;
    }
    return { pages, version: browser.version() };
  } finally {
    await browser.close();
  }
}

const seconds = (started) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * Times the workload `runs` times (each part's median is the figure) and says what it ran on.
 * `log` gets a line per run.
 */
export async function calibrate({ runs = 3, log = () => {} } = {}) {
  sharp.concurrency(1); // one thread per image job, as gatsby-plugin-sharp runs them
  sharp.simd(true);
  const executablePath = findChromium();
  const { sources, html } = await prepare();
  const timed = [];
  let pictureBytes = 0;
  let printed = { pages: 0, version: "" };
  for (let run = 1; run <= runs; run += 1) {
    let started = process.hrtime.bigint();
    pictureBytes = await encodePictures(sources);
    const pictures = seconds(started);
    started = process.hrtime.bigint();
    printed = await printSheets(executablePath, html);
    const sheets = seconds(started);
    if (printed.pages !== DOCUMENTS * PAGES_PER_DOCUMENT) throw new Error(`calibration: printed ${printed.pages} pages, expected ${DOCUMENTS * PAGES_PER_DOCUMENT}`);
    timed.push({ pictures, sheets });
    log(`calibration run ${run}/${runs}: pictures ${pictures.toFixed(1)} s, sheets ${sheets.toFixed(1)} s`);
  }
  sharp.concurrency(0);
  return {
    ...summarize(timed),
    date: new Date().toISOString(),
    workload: {
      pictures: `${PICTURES} pictures x ${WIDTHS.length} widths x ${Object.keys(ENCODINGS).length} formats, ${pictureBytes} bytes`,
      sheets: `${DOCUMENTS} documents x ${PAGES_PER_DOCUMENT} pages`,
    },
    machine: { cpus: os.cpus().length, node: process.versions.node, sharp: sharp.versions.sharp, vips: sharp.versions.vips, chromium: printed.version },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 3;
  calibrate({ runs, log: console.log }).then(
    (calibration) => {
      const { machine, workload } = calibration;
      console.log(`calibration: ${describeCalibration(calibration)}`);
      console.log(`  ${workload.pictures}; ${workload.sheets}`);
      console.log(`  ${machine.cpus} cores, Node ${machine.node}, sharp ${machine.sharp} (libvips ${machine.vips}), Chromium ${machine.chromium}`);
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
