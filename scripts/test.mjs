#!/usr/bin/env node
/**
 * `npm test`: every check, one phase after another, stopping at the first that fails; then a table
 * of where the time went: each phase, and the 20 slowest test files and tests of the unit and
 * end-to-end runs (Jest's and Playwright's JSON reports). The table is printed and kept in
 * test-timing.md, its data in test-timing.json (neither committed: `node bench/test-suite.mjs`
 * records a clean clone's into bench/RESULTS.md).
 *
 * Usage: node scripts/test.mjs
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { timing, timingTable } from "./test-timing.mjs";

const root = path.resolve(import.meta.dirname, "..");
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "test-timing-"));
const report = (name) => path.join(reports, `${name}.json`);
const playwright = (name, ...projects) => ({
  name: `end-to-end: ${name}`,
  command: ["npx", "playwright", "test", ...projects.map((project) => `--project=${project}`)],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report(name) },
  report: { kind: "playwright", file: report(name) },
});

const phases = [
  { name: "lint", command: ["npm", "run", "lint"] },
  { name: "build", command: ["npm", "run", "build"] },
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  { name: "unit", command: ["npx", "jest", "--json", `--outputFile=${report("unit")}`], report: { kind: "jest", file: report("unit") } },
  { name: "production Node: build and unit", command: ["node", "scripts/production-node.mjs"] },
  { name: "engines installed", command: ["node", "scripts/ensure-engines.mjs"] },
  { ...playwright("chromium", "chromium") },
  { ...playwright("firefox", "firefox"), workers: 1 },
  { ...playwright("webkit", "webkit", "webkit-without-popover"), workers: 1 },
];

function run({ command: [program, ...args], env = {}, workers }) {
  return new Promise((resolve) => {
    const child = spawn(program, workers ? [...args, `--workers=${workers}`] : args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const timed = [];
let failed = null;
const started = performance.now();
for (const phase of phases) {
  console.log(`\n▶ ${phase.name}`);
  const phaseStarted = performance.now();
  const code = await run(phase);
  timed.push({ name: phase.name, seconds: (performance.now() - phaseStarted) / 1000, report: phase.report });
  if (code !== 0) {
    failed = `${phase.name} failed (exit ${code})`;
    break;
  }
}

const took = { date: new Date().toISOString(), node: process.versions.node, cpus: os.availableParallelism(), ...timing(timed, (performance.now() - started) / 1000) };
const table = timingTable(took);
console.log(`\n${table}`);
fs.writeFileSync(path.join(root, "test-timing.md"), `${table}\n`);
fs.writeFileSync(path.join(root, "test-timing.json"), `${JSON.stringify(took, null, 2)}\n`);
fs.rmSync(reports, { recursive: true, force: true });
if (failed) {
  console.error(`\nnpm test: ${failed}.`);
  process.exit(1);
}
