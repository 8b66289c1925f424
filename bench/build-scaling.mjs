#!/usr/bin/env node
/**
 * Build scaling: for N generated products (each with its own generated
 * 1600x1200 image), times a cold `npm run build` (no .cache, no public), a
 * warm one after editing one product, and the content path of a publish
 * (`npm run test:content` after a one-text edit: the build and the checks
 * content can break, to a tested public/ ready to deploy), with the peak memory of each (the
 * proportional set size of the build and all its worker and browser processes,
 * sampled every 250 ms). Builds run in
 * a scratch copy of the site, so content/, .cache and public/ here are never touched.
 * Before each size's builds it times the calibration workload (bench/calibrate.mjs) and records
 * it beside them, so a slow machine can be told from slow code; and again after them, since a
 * machine that changed speed during the builds makes their figures hard to read.
 *
 * Usage: node bench/build-scaling.mjs [10 100 1000] [--keep]
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { growCatalogue } from "../scripts/grown-catalogue.mjs";
import { SITE_FILES } from "../scripts/site-files.mjs";
import { calibrate } from "./calibrate.mjs";
import { describeCalibration } from "./calibration-figure.mjs";
import { productImage } from "./generated-picture.mjs";

const root = path.resolve(import.meta.dirname, "..");
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
/** --keep leaves each scratch site in place (its path is printed), to time or profile more rebuilds of it. */
const keep = process.argv.includes("--keep");
const counts = sizes.length ? sizes : [10, 100, 1000];
// The build reads the generated content (CONTENT_DIR); the content path's checks (npm run
// test:content) need the tests and their configuration, whose helpers read the site's own content/.
const siteFiles = [...SITE_FILES, "content", "tests", "playwright.config.ts"];

/**
 * The content of a catalogue of `count` products: copies of the ten, translated, in their categories
 * (scripts/grown-catalogue.mjs), each with a picture of its own, so every product costs its own encoding.
 */
async function writeContent(dir, count) {
  fs.cpSync(path.join(root, "content"), dir, { recursive: true });
  growCatalogue(dir, count);
  fs.rmSync(path.join(dir, "images", "products"), { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "images", "products"), { recursive: true });
  const file = path.join(dir, "products.json");
  const { products } = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const [index, product] of products.entries()) {
    fs.writeFileSync(path.join(dir, "images", "products", `${product.id}.jpg`), await productImage(index));
    product.image = `images/products/${product.id}.jpg`;
  }
  fs.writeFileSync(file, JSON.stringify({ products }, null, 2));
}

/** The terminal colour codes in a build's output. */
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");

/** A process's proportional set size in kB: its private memory plus its share of pages it shares with others. */
function pssKb(pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8").match(/^Pss:\s+(\d+)/m)?.[1] ?? 0);
  } catch {
    return 0; // the process ended
  }
}

/**
 * Memory, in MB, of a process and all its descendants, and of the Chromium ones among them (the
 * spec sheets' printer): summed proportional set sizes, so the pages Chromium's processes share are
 * counted once (summed resident sizes count them once per process).
 */
function treeMemoryMb(rootPid) {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,comm="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => {
      const [pid, ppid, command] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), chromium: /chrom/i.test(command ?? "") };
    });
  const children = new Map();
  for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  let total = 0;
  let chromium = 0;
  const stack = rows.filter((row) => row.pid === rootPid);
  while (stack.length) {
    const row = stack.pop();
    const kb = pssKb(row.pid);
    total += kb;
    if (row.chromium) chromium += kb;
    stack.push(...(children.get(row.pid) ?? []));
  }
  return { total: total / 1024, chromium: chromium / 1024 };
}

/** What a build's output says about its spec sheets, and its steps that took a second or more. */
function buildSummary(output) {
  const plain = output.replace(colours, "");
  const sheets = plain.match(/spec-sheets: (.*)/)?.[1] ?? null;
  // "success Building static HTML for pages - 2.456s - 1/1 0.41/s": the step, its time, and how many it did.
  const steps = [...plain.matchAll(/success (.+?) - ([\d.]+)s(?: - (\d+\/\d+))?/g)]
    .filter(([, , seconds]) => Number(seconds) >= 1)
    .map(([, step, seconds, done]) => `${step.replace(/ - .*$/, "")} ${Number(seconds).toFixed(1)} s${done ? ` (${done})` : ""}`);
  // npm run test:content's own phases (scripts/test-content.mjs).
  const phases = [...plain.matchAll(/test:content: (.+?) took ([\d.]+) s\./g)].map(([, phase, seconds]) => `test:content's ${phase} ${seconds} s`);
  return { sheets, steps: [...phases, ...steps] };
}

/** The content checks that failed, with what they found (Playwright's list of failures, then each one's received lines). */
function failedChecks(output) {
  const plain = output.replace(colours, "");
  const titles = [...plain.matchAll(/^\s+\[content\] › \S+ › (.+?)\s*$/gm)].map(([, title]) => title);
  const found = [...new Set([...plain.matchAll(/^\s+\+\s+"(.+)",?$/gm)].map(([, line]) => line))];
  return { titles: [...new Set(titles)], found: found.slice(0, 10) };
}

/** The lines of a failed build's output that say what failed (its stack traces can run long). */
function failureLines(output) {
  return output
    .replace(colours, "")
    .split("\n")
    .filter((line) => /error|not finished/i.test(line))
    .join("\n");
}

/**
 * Every build is `npm run build`, as on the content path: a `gatsby build` started directly runs
 * with another environment, and webpack's cache of the server renderer is not reused between the
 * two, so the next build compiled it again and, from a cold build's cache, rendered every page
 * again (decision record 0022).
 */
const BUILD = ["npm", "run", "build"];

/** `mayFail`: resolve with `passed: false` instead of rejecting (the content checks' verdict is a result too). */
function timedBuild(site, content, command = BUILD, mayFail = false) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const build = spawn(command[0], command.slice(1), {
      cwd: site,
      // E2E_PORT: the content checks' server, apart from a test run's on this machine.
      env: { ...process.env, CONTENT_DIR: content, CI: "true", GATSBY_TELEMETRY_DISABLED: "1", E2E_PORT: "9321" },
    });
    let output = "";
    build.stdout.on("data", (chunk) => (output += chunk));
    build.stderr.on("data", (chunk) => (output += chunk));
    let peakMb = 0;
    let chromiumPeakMb = 0;
    const sampler = setInterval(() => {
      try {
        const { total, chromium } = treeMemoryMb(build.pid);
        peakMb = Math.max(peakMb, total);
        chromiumPeakMb = Math.max(chromiumPeakMb, chromium);
      } catch {
        // the build ended between two samples
      }
    }, 250);
    build.on("close", (status) => {
      clearInterval(sampler);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (status !== 0 && mayFail) resolve({ seconds, peakMb, chromiumPeakMb, output, passed: false, failed: failedChecks(output), ...buildSummary(output) });
      else if (status !== 0) reject(new Error(`${command.join(" ")} failed:\n${failureLines(output)}\n${output.slice(-2000)}`));
      else resolve({ seconds, peakMb, chromiumPeakMb, output, passed: true, ...buildSummary(output) });
    });
  });
}

const results = [];
for (const count of counts) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${count}-`));
  const site = path.join(scratch, "site");
  const content = path.join(scratch, "content");
  fs.mkdirSync(site);
  // The editor workspace's own node_modules (plugins/decap-cms) is reached through the linked one.
  const notInstalled = (source) => path.basename(source) !== "node_modules";
  for (const file of siteFiles) fs.cpSync(path.join(root, file), path.join(site, file), { recursive: true, filter: notInstalled });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"), "dir");
  await writeContent(content, count);

  // The machine's speed just before these builds (this VM's varies about 2x from day to day).
  const calibration = await calibrate({ log: console.log });
  console.log(`N=${count} calibration: ${describeCalibration(calibration)}`);
  const cold = await timedBuild(site, content);
  const catalogue = JSON.parse(fs.readFileSync(path.join(content, "products.json"), "utf8"));
  // With no number added or removed, as an editor's rename would: the translations, outdated now, still
  // show (issue 27). (A number added, as "Edited Product 1" was to "Groundnut Extraction Meal", withholds them.)
  const editedName = `${catalogue.products[0].name} (edited)`;
  catalogue.products[0].name = editedName;
  fs.writeFileSync(path.join(content, "products.json"), JSON.stringify(catalogue, null, 2));
  // A content commit comes later, not while the disk still writes the cold build's gigabytes, which
  // held the warm build's first step back (decision record 0022).
  execFileSync("sync");
  const warm = await timedBuild(site, content);
  const edited = fs.readFileSync(path.join(site, "public", "products", catalogue.products[0].id, "index.html"), "utf8");
  if (!edited.includes(editedName)) throw new Error("the warm rebuild did not publish the edit");
  // The product range's first page lists it (and, up to 12 products, every page's menus: a slice stitched into pages not rendered again).
  const elsewhere = fs.readFileSync(path.join(site, "public", "products", "index.html"), "utf8");
  if (!elsewhere.includes(editedName)) throw new Error("the warm rebuild left the old name on the product range");

  // Publishing a content commit: one text edited, then the content path's build and checks.
  catalogue.products[1].description += " Edited once more.";
  fs.writeFileSync(path.join(content, "products.json"), JSON.stringify(catalogue, null, 2));
  execFileSync("sync");
  const publish = await timedBuild(site, content, ["node", "scripts/test-content.mjs"], true);
  const checked = publish.output.match(/The change reached (\d+) page/)?.[1];
  if (!fs.readFileSync(path.join(site, "public", "products", catalogue.products[1].id, "index.html"), "utf8").includes("Edited once more.")) throw new Error("test:content did not publish the edit");
  publish.reached = Number(checked);

  const calibrationAfter = await calibrate({ log: console.log });
  console.log(`N=${count} calibration after the builds: ${describeCalibration(calibrationAfter)}`);

  for (const run of [cold, warm, publish]) delete run.output;
  results.push({ count, command: BUILD.join(" "), calibration, calibrationAfter, cold, warm, publish });
  for (const [name, run] of Object.entries({ cold, warm, publish })) {
    console.log(
      `N=${count} ${name}: ${run.seconds.toFixed(1)} s (calibration ${calibration.seconds.toFixed(1)} s), peak ${run.peakMb.toFixed(0)} MB (Chromium ${run.chromiumPeakMb.toFixed(0)} MB); sheets: ${run.sheets}\n  ${run.steps.join("; ")}`,
    );
  }
  if (keep) console.log(`  kept: ${site} (CONTENT_DIR=${content})`);
  else fs.rmSync(scratch, { recursive: true, force: true });
}
fs.writeFileSync(path.join(root, "bench", "build-scaling.json"), JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), results }, null, 2));
