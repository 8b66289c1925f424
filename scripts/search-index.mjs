#!/usr/bin/env node
/**
 * After `gatsby build`, before the hosting headers: the search index of the built site, with
 * Pagefind (npm `pagefind`, whose binary comes from the registry as @pagefind/<platform>).
 *
 * Pagefind reads the pages in public/ and writes public/pagefind/: a script, a WebAssembly search
 * engine per language and the index in small fingerprinted files, one index per <html lang>, which
 * the browser fetches as a visitor types (src/lib/search.ts). Only what a page marks is indexed:
 * the body of each product page and the name and introduction of each category's first page
 * (data-pagefind-body), with their meta (name, category, picture, HS code), so that the header,
 * footer and menus that every page shares match nothing. The old index goes first: the content
 * path builds on the previous public/.
 *
 * Usage: node scripts/search-index.mjs [public directory]
 */
import fs from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";

const publicDir = path.resolve(process.argv[2] ?? "public");
/** What Pagefind writes that the site never asks for: its ready-made search interfaces, highlighting script and worker. */
const UNUSED = /^pagefind-(?:ui|component-ui|modular-ui|highlight|worker)\.(?:js|css)$/;
const outputPath = path.join(publicDir, "pagefind");

const started = performance.now();
fs.rmSync(outputPath, { recursive: true, force: true });
const { index, errors } = await pagefind.createIndex({});
if (!index) fail(errors);
const added = await index.addDirectory({ path: publicDir });
if (added.errors.length > 0) fail(added.errors);
// A build whose pages lost their marks would publish an empty search: stop instead.
if (added.page_count === 0) fail([`no page of ${publicDir} has data-pagefind-body`]);
const written = await index.writeFiles({ outputPath });
if (written.errors.length > 0) fail(written.errors);
await pagefind.close();
// Pagefind's own interfaces and its worker: the site has its own (src/components/search) and runs the engine in the page.
const unused = fs.readdirSync(outputPath).filter((name) => UNUSED.test(name));
for (const name of unused) fs.rmSync(path.join(outputPath, name));
const languages = fs.readdirSync(outputPath).filter((name) => name.endsWith(".pf_meta")).map((name) => name.split(/[._]/)[1]);
console.log(`search-index: ${added.page_count} pages indexed (${languages.sort().join(", ")}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

function fail(problems) {
  console.error(`search-index: Pagefind failed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
