#!/usr/bin/env node
/**
 * The pages a content change reached, as `npm run test:content` found them
 * (.cache/test-content/changes.json), as a Markdown list of links on a site: the workflow adds it
 * to a deploy preview's summary, so a reviewer opens each changed product, by its id, in its
 * language. Prints nothing when the content path did not run (a code change reaches every page).
 *
 * Usage: node scripts/reached-pages.mjs <site address> [<how many at most, default 30>]
 */
import fs from "node:fs";
import path from "node:path";

const [site, most = "30"] = process.argv.slice(2);
const file = path.resolve(import.meta.dirname, "..", ".cache", "test-content", "changes.json");
if (!site || !fs.existsSync(file)) process.exit(0);
const { everything, changed, removed } = JSON.parse(fs.readFileSync(file, "utf8"));
if (everything) process.exit(0);
const link = (route) => `- [${route}](${new URL(route, site).href})`;
// Pages, not the not-found files (404.html) every language has.
const pages = changed.filter((route) => !route.endsWith(".html"));
const shown = pages.slice(0, Number(most));
console.log(`\nPages this change reached (${pages.length}):\n${shown.map(link).join("\n")}${pages.length > shown.length ? "\n- ..." : ""}`);
if (removed.length > 0) console.log(`\nPages it removed (${removed.length}): ${removed.slice(0, Number(most)).join(", ")}`);
