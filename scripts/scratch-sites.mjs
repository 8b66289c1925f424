#!/usr/bin/env node
/**
 * Scratch copies of the site that the end-to-end tests build without touching the build under test
 * (sources, config, static files and a content folder of the test's choosing; node_modules linked),
 * and the two of them that are kept between runs:
 *
 * - "grown": the catalogue grown to 100 products in every language (scripts/grown-catalogue.mjs),
 *   for tests/e2e/catalogue-growth.spec.ts and tests/engines/grown-catalogue.spec.ts;
 * - "german": German added as the README says a language is added (one entry in
 *   src/lib/locales.ts, one folder of texts), for tests/e2e/fifth-language.spec.ts.
 *
 * A kept site lies under the system's temporary folder, one per checkout, and is built from scratch
 * again only when the site's sources, content, patches or dependencies change. One process builds it
 * at a time (a lock folder beside it); another that needs it waits, then finds it built.
 *
 * `npm test` builds both in the background, at the lowest CPU priority, from the end of its own build
 * on (scripts/test.mjs), and Chromium's tests that read them run after the others
 * (playwright.config.ts): their builds, about 160 s of a worker's time when a test started them,
 * take the time the other tests leave the cores idle.
 *
 * Usage: node scripts/scratch-sites.mjs [grown] [german]   (builds the kept sites named, or both)
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { growCatalogue } from "./grown-catalogue.mjs";
import { SITE_FILES } from "./site-files.mjs";

// Each function takes the checkout's folder, `root`: a module the tests import cannot find its own
// place through import.meta (their loader refuses it), and tests/e2e/scratch-site.ts gives it once.

/** A new scratch copy of the site in `root`, its content/ a copy of `content` (the real content by default). */
export function scratchSite(root, prefix, content = path.join(root, "content")) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // The editor workspace's own node_modules (plugins/decap-cms) is reached through the linked one.
  const notInstalled = (source) => path.basename(source) !== "node_modules";
  for (const file of SITE_FILES) fs.cpSync(path.join(root, file), path.join(scratch, file), { recursive: true, filter: notInstalled });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(scratch, "node_modules"), "dir");
  fs.cpSync(content, path.join(scratch, "content"), { recursive: true });
  return scratch;
}

/** The day the scratch sites are built on (SITE_TODAY). */
export const SCRATCH_TODAY = "2027-03-11";

/**
 * The environment of the builds of scratch copies of the site in `root`: plain output, and the
 * content editor copied from the site's own build (plugins/decap-cms, DECAP_CMS_PREBUILT) rather than
 * compiled again from the same sources, which took a cold scratch build a minute or more on two
 * cores. Its content file is still the scratch site's.
 */
export const scratchBuildEnv = (root) => ({
  ...process.env,
  // The scratch sites are built on one day (src/lib/certificates.ts siteToday), whatever today is,
  // so their pages stay the same from one build to the next: the real register's ISO 22000 expired
  // on 2027-01-19 then, and the Spices Board's registration runs out in 20 days (2027-03-31).
  SITE_TODAY: SCRATCH_TODAY,
  CI: "true",
  NO_COLOR: "1",
  GATSBY_TELEMETRY_DISABLED: "1",
  DECAP_CMS_PREBUILT: path.join(root, "public", "admin"),
});

/**
 * Runs `gatsby build` in a scratch site, then, as `npm run build` does, records the code it was built
 * with, indexes it for search and writes the hosting headers (which also put the public policy in the not-found pages); the output
 * holds stdout and stderr.
 */
export function buildScratchSite(root, scratch, timeout = 240_000) {
  const build = spawnSync(path.join(scratch, "node_modules", ".bin", "gatsby"), ["build"], { cwd: scratch, encoding: "utf8", env: scratchBuildEnv(root), timeout });
  const output = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) return { status: build.status, output };
  // The code it was built with, so that test:content's `npm run build` on it keeps its cache (scripts/build-code.mjs).
  const recorded = spawnSync(process.execPath, ["scripts/build-code.mjs", "--record"], { cwd: scratch, encoding: "utf8" });
  if (recorded.status !== 0) return { status: recorded.status, output: `${output}\n${recorded.stdout}\n${recorded.stderr}` };
  const index = spawnSync(process.execPath, ["scripts/search-index.mjs"], { cwd: scratch, encoding: "utf8" });
  const indexed = `${output}\n${index.stdout}\n${index.stderr}`;
  if (index.status !== 0) return { status: index.status, output: indexed };
  const headers = spawnSync(process.execPath, ["plugins/delivery/hosting-headers.mjs"], { cwd: scratch, encoding: "utf8" });
  return { status: headers.status, output: `${indexed}\n${headers.stdout}\n${headers.stderr}` };
}

/** The grown site's number of products: copies of the ten. */
export const GROWN_PRODUCTS = 100;

/** German, as src/lib/locales.ts declares a language. */
export const GERMAN = { code: "de", name: "Deutsch", englishName: "German", dir: "ltr", ogLocale: "de_DE", dates: "de", comma: ", ", semicolon: "; ", colon: ": " };
/** The language whose texts German borrows: what is under test is the language, not its words. */
export const STAND_IN = "fr";

/** Adds German to a scratch site as a person adding a language would: the entry, and the folder. */
function addGerman(site) {
  const file = path.join(site, "src", "lib", "locales.ts");
  const declared = fs.readFileSync(file, "utf8");
  const end = "] as const satisfies readonly LocaleEntry[];";
  if (!declared.includes(end)) throw new Error(`src/lib/locales.ts no longer ends its list of languages with "${end}": update scripts/scratch-sites.mjs`);
  fs.writeFileSync(file, declared.replace(end, `  ${JSON.stringify(GERMAN)},\n${end}`));
  fs.cpSync(path.join(site, "content", "locales", STAND_IN), path.join(site, "content", "locales", GERMAN.code), { recursive: true });
}

/** Each kept site: its folder's name and what is done to a scratch copy of the site before it is built. */
const KEPT_SITES = {
  grown: { name: `grown-${GROWN_PRODUCTS}`, prepare: (site) => growCatalogue(path.join(site, "content"), GROWN_PRODUCTS) },
  german: { name: "german", prepare: addGerman },
};
const KEPT_SITE_NAMES = Object.keys(KEPT_SITES);

/** A digest of everything the kept sites are built from (this file among the scripts). */
function sourceDigest(root) {
  const hash = crypto.createHash("sha256");
  const add = (file) => {
    const stat = fs.statSync(file);
    if (!stat.isDirectory()) return void hash.update(file).update(fs.readFileSync(file));
    for (const entry of fs.readdirSync(file).sort()) if (entry !== "node_modules") add(path.join(file, entry));
  };
  for (const file of [...SITE_FILES, "content", "patches", "package-lock.json"]) add(path.join(root, file));
  return hash.digest("hex");
}

/**
 * The kept site's folder ("grown" or "german") of the checkout in `root`, built from scratch unless
 * the one kept from an earlier run was built from the same sources; while another process builds
 * it, waited for.
 */
export function keptSite(root, kind) {
  const { name, prepare } = KEPT_SITES[kind];
  // One per checkout, so two checkouts' runs on one machine never rebuild each other's site.
  const checkout = crypto.createHash("sha256").update(root).digest("hex").slice(0, 8);
  const dir = path.join(os.tmpdir(), `agro-${name}-${checkout}`);
  const stamp = path.join(dir, "built-from");
  const digest = sourceDigest(root);
  const built = () => fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === digest;
  if (built()) return dir;
  return whileLocked(`${dir}.lock`, () => {
    if (built()) return dir;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(scratchSite(root, `${name}-`), dir);
    prepare(dir);
    // With the hosting headers, as npm run build writes them, so the site is served (and measured) as deployed.
    const build = buildScratchSite(root, dir, 900_000);
    if (build.status !== 0) throw new Error(`The ${kind} scratch site did not build:\n${build.output}`);
    fs.writeFileSync(stamp, digest);
    return dir;
  });
}

/** Waits `ms` without returning to the event loop. */
const waitSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * Runs `act` holding the lock folder `lock` (mkdir is atomic; the holder writes its process id in
 * it), waiting while another live process holds it. A lock whose holder has died (a worker killed
 * mid-build, an interrupted run) is taken over, not waited out.
 */
function whileLocked(lock, act) {
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const holder = safeHolder(lock);
      // Read again just before removing it, so that a lock another waiter took over meanwhile stays.
      const dead = holder !== null && !alive(holder) && safeHolder(lock) === holder;
      // No id yet: made a moment ago, its holder about to write it; after 10 s, a holder that died first.
      const orphan = holder === null && Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 10_000;
      if (dead || orphan) fs.rmSync(lock, { recursive: true, force: true });
      else waitSync(500);
    }
  }
  try {
    return act();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The process holding the lock folder `lock` (its `pid` file), or null when it has not written it yet. */
function safeHolder(lock) {
  try {
    const pid = Number(fs.readFileSync(path.join(lock, "pid"), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

// Run as a command (its path the process's script): the checkout is its folder's parent.
if (process.argv[1]?.endsWith(`${path.sep}scratch-sites.mjs`)) {
  const root = path.resolve(path.dirname(process.argv[1]), "..");
  const kinds = process.argv.length > 2 ? process.argv.slice(2) : KEPT_SITE_NAMES;
  for (const kind of kinds) {
    if (!KEPT_SITES[kind]) throw new Error(`scratch-sites: no kept site "${kind}" (${KEPT_SITE_NAMES.join(", ")})`);
    const started = performance.now();
    console.log(`scratch-sites: ${kind}: ${keptSite(root, kind)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}
