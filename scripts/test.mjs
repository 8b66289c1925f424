#!/usr/bin/env node
/**
 * `npm test`: every check, stopping at the first phase that fails: the build beside the checks that
 * do not read it (lint, then the unit tests but those of the build's output) and the production
 * Node's download, then the typecheck beside the unit tests of the build's output, then Chromium's
 * end-to-end tests, then the engines' with the production Node's build and unit tests in the
 * background; then a table of where the time went: each step, and the 20 slowest test files and
 * tests of the unit and end-to-end runs (Jest's and Playwright's JSON reports). The table is printed
 * and kept in test-timing.md, its data in test-timing.json (neither committed: `node
 * bench/test-suite.mjs` records a clean clone's into bench/RESULTS.md).
 *
 * Usage: node scripts/test.mjs
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pinRunDay } from "./run-day.mjs";
import { timing, timingTable } from "./test-timing.mjs";

const root = path.resolve(import.meta.dirname, "..");
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "test-timing-"));
const report = (name) => path.join(reports, `${name}.json`);
/** Playwright's tests of `projects`, on its configured workers or on `workers`. */
const playwright = (name, projects, workers) => ({
  name: `end-to-end: ${name}`,
  command: ["npx", "playwright", "test", ...projects.map((project) => `--project=${project}`), ...(workers ? [`--workers=${workers}`] : [])],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report(name) },
  report: { kind: "playwright", file: report(name) },
});

const jest = (name, projects, ...options) => ({
  name,
  command: ["npx", "jest", "--selectProjects", ...projects, ...options, "--json", `--outputFile=${report(name)}`],
  report: { kind: "jest", file: report(name) },
});

/**
 * Each phase is a step, or steps side by side: `lanes`, each a list of steps run one after another;
 * the first lane's output goes to the terminal, the others' to a log printed when the phase ends.
 * The build keeps 1.3 of two cores busy (79 s of CPU in 62 s, 2026-12-06), so lint and most unit
 * tests run beside it, Jest on one worker: lint, build, typecheck and unit tests one after another
 * took 103 s, side by side 87 s, and 101 s with Jest's two workers beside the build (which they
 * slowed from 62 to 88 s). The typecheck needs the GraphQL types the build writes, and two unit
 * files read its public/ and .cache/ (jest.config.js, project "built").
 */
const phases = [
  {
    lanes: [
      [{ name: "build", command: ["npm", "run", "build"] }],
      [
        { name: "lint (beside the build)", command: ["npm", "run", "lint"] },
        jest("unit (beside the build)", ["site", "editor"], "--maxWorkers=1"),
      ],
      // The production Node's download (21 s in a clean run's background check, 2026-12-07), here
      // where it waits on the network beside the build, not at the end of the run.
      [{ name: "production Node installed (beside the build)", command: ["node", "scripts/production-node.mjs", "--install"] }],
    ],
  },
  { lanes: [[{ name: "typecheck", command: ["npm", "run", "typecheck"] }], [jest("unit: the build's output (beside the typecheck)", ["built"])]] },
  { name: "engines installed", command: ["node", "scripts/ensure-engines.mjs"] },
  // Two workers for the tests that keep a core busy, and a third for those that mostly wait (playwright.config.ts).
  playwright("chromium", ["chromium", "chromium-waiting"]),
  // Firefox and WebKit side by side: their drivers wait on frames and windows more than they
  // compute, so one engine at a time left 40% of two cores idle; three workers were slower than two
  // (151 s against 133 s, docs/testing.md).
  playwright("engines", ["firefox", "webkit", "webkit-without-popover"], 2),
];

/**
 * A second build and the unit tests, on the production Node: started once Chromium's tests have
 * passed, at the lowest CPU priority, beside the engines' phase, and waited for at the end (its
 * output printed then). The engines' drivers leave part of two cores idle; niced, this takes that
 * idle time and little else. At the normal priority it had made the engines' phase half as long
 * again (246 s against 161 s, docs/testing.md); started niced right after the build, its run beside
 * Chromium's tests (which use 85% of the cores) was as fast once and 175 s slower once.
 */
const background = { after: "end-to-end: chromium", name: "production Node: build and unit (background)", command: ["node", "scripts/production-node.mjs"] };
const BACKGROUND_NICENESS = 19;

/**
 * Runs a step's command; its output to the terminal, or to `log` (a file) when given; in a process
 * group of its own when `detached`. Resolves with its exit code; `onStart` gets the child process.
 */
function run({ command: [program, ...args], env = {} }, { log, detached = false, onStart = () => {} } = {}) {
  return new Promise((resolve) => {
    const output = log === undefined ? "inherit" : fs.openSync(log, "a");
    const child = spawn(program, args, { cwd: root, stdio: ["ignore", output, output], env: { ...process.env, ...env }, detached });
    onStart(child);
    child.on("exit", (code, signal) => {
      if (typeof output === "number") fs.closeSync(output);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs a step, timed; its row of the table, and its failure's words or null. */
async function time(step, options) {
  const started = performance.now();
  const code = await run(step, options);
  return { row: { name: step.name, seconds: (performance.now() - started) / 1000, report: step.report }, failed: code === 0 ? null : `${step.name} failed (exit ${code})` };
}

/** The background step, started: its outcome (time()) when it ends, and how to stop it and every process it started. */
function startBackground(step) {
  const log = path.join(reports, "background.log");
  let child;
  const lowerPriority = (started) => {
    child = started;
    // Set before the command has started anything, so every process it starts inherits it.
    try {
      os.setPriority(child.pid, BACKGROUND_NICENESS);
    } catch {
      // It has ended already: nothing to lower.
    }
    // Linux's autogroups: a process group of its own (detached) is a session of its own, which the
    // scheduler gives as much of the CPU as all the others together whatever its processes' nice
    // values; its autogroup's own niceness is what lowers it (the first try took a third of the
    // cores from the unit tests).
    try {
      fs.writeFileSync(`/proc/${child.pid}/autogroup`, String(BACKGROUND_NICENESS));
    } catch {
      // No autogroups here (another system, or a kernel without them): the nice value is enough.
    }
  };
  const outcome = time(step, { log, detached: true, onStart: lowerPriority });
  console.log(`\n▶ ${step.name}, started (niced ${BACKGROUND_NICENESS}; its output at the end)`);
  let stopped = false;
  void outcome.then(({ row, failed }) => console.log(`\n▶ ${step.name}: ${stopped ? "stopped" : (failed ?? "passed")} after ${row.seconds.toFixed(1)} s`));
  // Its own process group (detached above), so that it and every process it started are stopped
  // together: when a phase fails, and when npm test is interrupted (a terminal's Ctrl-C reaches only
  // the foreground group).
  const stop = () => {
    stopped = true;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // It had ended.
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => (stop(), process.exit(130)));
  const print = () => console.log(`\n▶ ${step.name}\n${fs.readFileSync(log, "utf8")}`);
  return { outcome, stop, print };
}

/** Runs a lane's steps one after another, stopping at the first that fails; their rows, and the failure's words or null. */
async function lane(steps, options) {
  const rows = [];
  for (const step of steps) {
    const { row, failed } = await time(step, options);
    rows.push(row);
    if (failed) return { rows, failed };
  }
  return { rows, failed: null };
}

/** Runs a phase's lanes side by side (one step is a lane of its own); its rows, and the first failure's words or null. */
async function runPhase(phase) {
  if (!phase.lanes) return lane([phase]);
  const logs = phase.lanes.map((_, index) => (index === 0 ? undefined : path.join(reports, `lane-${phase.lanes[index][0].name.replace(/\W+/g, "-")}.log`)));
  console.log(`\n▶ ${phase.lanes.map((steps) => steps.map((step) => step.name).join(", then ")).join("; beside it: ")}`);
  const outcomes = await Promise.all(phase.lanes.map((steps, index) => lane(steps, { log: logs[index] })));
  for (const [index, steps] of phase.lanes.entries()) {
    if (logs[index]) console.log(`\n▶ ${steps.map((step) => step.name).join(", then ")}\n${fs.readFileSync(logs[index], "utf8")}`);
  }
  return { rows: outcomes.flatMap(({ rows }) => rows), failed: outcomes.find(({ failed }) => failed)?.failed ?? null };
}

// Every step inherits this environment: the builds, the end-to-end tests (which work out what a page
// shows on the build's today) and the production Node's build, compared with the first.
console.log(`▶ the day this run builds and tests for: ${pinRunDay()} (SITE_TODAY)`);
const timed = [];
let failed = null;
let running = null;
const started = performance.now();
for (const phase of phases) {
  if (!phase.lanes) console.log(`\n▶ ${phase.name}`);
  const { rows, failed: phaseFailed } = await runPhase(phase);
  timed.push(...rows);
  failed = phaseFailed;
  if (failed) break;
  if (phase.name === background.after) running = startBackground(background);
}
if (running) {
  if (failed) running.stop();
  const { row, failed: backgroundFailed } = await running.outcome;
  running.print();
  timed.push(row);
  failed ??= backgroundFailed;
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
