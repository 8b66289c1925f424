#!/usr/bin/env node
/**
 * Records a run of `npm test` (its test-timing.json, scripts/test.mjs) in bench/test-suite.json
 * under a label, and rewrites the "The test suite" section of bench/RESULTS.md (bench/report.mjs
 * writes it too, from the same file): the last run in full, every run in a row. Record clean clones' runs only: `bash .ci/run` in a fresh clone with
 * nothing else running, as CI runs it.
 *
 * Usage: node bench/test-suite.mjs "<label>" [path/to/test-timing.json] [commit] [note]
 *   (the commit is the file's checkout's HEAD unless given; the note, e.g. .ci/run's whole time, follows the heading)
 *   e.g. rm -rf /tmp/x && git clone -q . /tmp/x && (cd /tmp/x && bash .ci/run) && node bench/test-suite.mjs "after: engines beside Chromium" /tmp/x/test-timing.json
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SUITE_HEADING, suiteReport } from "./suite-report.mjs";

const [label, file = "test-timing.json", givenCommit, note] = process.argv.slice(2);
if (!label || !fs.existsSync(file)) {
  console.error("Usage: node bench/test-suite.mjs \"<label>\" [path/to/test-timing.json] (the file npm test writes)");
  process.exit(1);
}
const run = JSON.parse(fs.readFileSync(file, "utf8"));
const commit = givenCommit || execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: path.dirname(path.resolve(file)), encoding: "utf8" }).trim();
const store = path.join(import.meta.dirname, "test-suite.json");
const runs = fs.existsSync(store) ? JSON.parse(fs.readFileSync(store, "utf8")) : [];
runs.push({ label, commit, ...(note ? { note } : {}), ...run });
fs.writeFileSync(store, `${JSON.stringify(runs, null, 2)}\n`);
const results = path.join(import.meta.dirname, "RESULTS.md");
const text = fs.readFileSync(results, "utf8");
const start = text.indexOf(SUITE_HEADING);
const end = start < 0 ? -1 : text.indexOf("\n## ", start + SUITE_HEADING.length);
const section = suiteReport(runs);
fs.writeFileSync(results, start < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, start)}${section}${end < 0 ? "" : text.slice(end)}`);
console.log(`bench/test-suite: recorded "${label}" (${commit}, ${run.seconds.toFixed(0)} s) in bench/test-suite.json and bench/RESULTS.md`);
