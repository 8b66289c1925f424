#!/usr/bin/env node
/**
 * `npm test`: every check, one phase after another (the production Node's build and unit tests beside
 * the engines' end-to-end tests), stopping at the first that fails; then a table
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
  { name: "engines installed", command: ["node", "scripts/ensure-engines.mjs"] },
  { ...playwright("chromium", "chromium") },
  {
    // Firefox and WebKit side by side, and the production Node's build and unit tests beside them
    // (its output printed when it ends): the engines' drivers wait on frames and windows more than
    // they compute, so one engine at a time left 40% of two cores idle.
    ...playwright("engines", "firefox", "webkit", "webkit-without-popover"),
    beside: { name: "production Node: build and unit", command: ["node", "scripts/production-node.mjs"] },
  },
];

/** Runs a phase's command; its output to the terminal, or to `log` (a file) when given. Resolves with its exit code. */
function run({ command: [program, ...args], env = {} }, log) {
  return new Promise((resolve) => {
    const output = log === undefined ? "inherit" : fs.openSync(log, "w");
    const child = spawn(program, args, { cwd: root, stdio: ["ignore", output, output], env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => {
      if (typeof output === "number") fs.closeSync(output);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Runs a phase (and the one beside it, if any, to its end even if the phase fails), timing each in
 * the table in that order; the first failure's words, or null.
 */
async function runTimed(phase) {
  const time = async (step, log) => {
    const phaseStarted = performance.now();
    const code = await run(step, log);
    return { name: step.name, seconds: (performance.now() - phaseStarted) / 1000, report: step.report, failed: code === 0 ? null : `${step.name} failed (exit ${code})` };
  };
  console.log(`\n▶ ${phase.name}${phase.beside ? ` (beside it: ${phase.beside.name})` : ""}`);
  const log = path.join(reports, "beside.log");
  const outcomes = await Promise.all([time(phase), ...(phase.beside ? [time(phase.beside, log)] : [])]);
  if (phase.beside) console.log(`\n▶ ${phase.beside.name} (run beside ${phase.name})\n${fs.readFileSync(log, "utf8")}`);
  for (const { failed: _, ...row } of outcomes) timed.push(row);
  return outcomes.find(({ failed }) => failed)?.failed ?? null;
}

const timed = [];
let failed = null;
const started = performance.now();
for (const phase of phases) {
  failed = await runTimed(phase);
  if (failed) break;
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
