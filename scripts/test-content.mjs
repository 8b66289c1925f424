#!/usr/bin/env node
/**
 * npm run test:content: the checks a change to content/ needs, and no more (the workflow runs it
 * for a change that touches only content/, scripts/test-path.mjs; any other change runs npm test).
 *
 * 1. The build (npm run build), on top of the previous build's .cache and public/ when they are
 *    there: it checks every content file and translation first and stops, naming file, item and
 *    field, on a bad value; the public/ it leaves is then not deployed.
 * 2. Which pages the change reached: the pages whose HTML the build added, changed or removed,
 *    by comparing fingerprints taken before and after (scripts/built-pages.mjs); written to
 *    .cache/test-content/changes.json.
 * 3. The checks content can break (tests/content, Playwright's "content" project, in Chromium):
 *    every link and asset of every page, and on the pages reached: valid HTML, page budgets,
 *    each screen rendering its content without layout shift and with its pictures, and the spec
 *    sheets of the products reached.
 *
 * Prints how long each step took. Exits non-zero if any step fails.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { comparePages, pageFingerprints } from "./built-pages.mjs";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
// Not under test-results/, which Playwright empties when it starts.
const changesFile = path.join(root, ".cache", "test-content", "changes.json");

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n> ${name}: ${command} ${args.join(" ")}`);
  const run = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status !== 0) {
    console.error(`\ntest:content: ${name} failed after ${seconds} s.`);
    process.exit(run.status ?? 1);
  }
  console.log(`test:content: ${name} took ${seconds} s.`);
}

const started = Date.now();
const before = pageFingerprints(publicDir);
step("build", "npm", ["run", "build"]);
const changes = comparePages(before, pageFingerprints(publicDir));
fs.mkdirSync(path.dirname(changesFile), { recursive: true });
fs.writeFileSync(changesFile, `${JSON.stringify(changes, null, 2)}\n`);
console.log(
  changes.everything
    ? `\nNo previous build: every page (${changes.changed.length}) is checked as changed.`
    : `\nThe change reached ${changes.changed.length} page(s) and removed ${changes.removed.length}: ${[...changes.changed, ...changes.removed].slice(0, 12).join(", ")}${changes.changed.length + changes.removed.length > 12 ? ", ..." : ""}`,
);
step("content checks", "npx", ["playwright", "test", "--project=content"], { CONTENT_CHANGES: changesFile });
console.log(`\ntest:content: passed in ${((Date.now() - started) / 1000).toFixed(1)} s; public/ is ready to deploy.`);
