/**
 * A Playwright reporter: the machine's CPU time over each test (/proc/stat's busy time from its start to
 * its end, every process on the machine), printed by file, largest first, and written to a JSON file of
 * one row per test. Run the tests on one worker with nothing else running, so that each test's time is
 * its own; a file's `beforeAll` falls to its first test. Linux only.
 *
 * It told that the content-build file is a quarter of the Chromium tests' CPU (docs/testing.md, "Where
 * the Chromium phase's time goes").
 *
 * Usage: CI=true npx playwright test --project=chromium --project=chromium-waiting --workers=1 \
 *          --reporter=./bench/cpu-by-test.mjs,dot
 *   CPU_BY_TEST_OUTPUT=<file> chooses the JSON file (default: cpu-by-test.json in the system's temporary folder).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { machineBusy, TICKS } from "./machine-busy.mjs";

/** Seconds of CPU the whole machine has been busy since boot. */
const busySeconds = () => machineBusy() / TICKS;

export default class CpuByTest {
  rows = [];
  started = new Map();

  onTestBegin(test) {
    this.started.set(test.id, { cpu: busySeconds(), at: Date.now() });
  }

  onTestEnd(test, result) {
    const start = this.started.get(test.id);
    this.rows.push({
      project: test.parent.project()?.name ?? "",
      file: path.basename(test.location.file),
      title: test.title,
      status: result.status,
      seconds: (Date.now() - start.at) / 1000,
      cpuSeconds: Number((busySeconds() - start.cpu).toFixed(2)),
    });
  }

  onEnd() {
    const output = process.env.CPU_BY_TEST_OUTPUT ?? path.join(os.tmpdir(), "cpu-by-test.json");
    fs.writeFileSync(output, `${JSON.stringify(this.rows, null, 1)}\n`);
    const files = new Map();
    for (const { file, seconds, cpuSeconds } of this.rows) {
      const sum = files.get(file) ?? { tests: 0, seconds: 0, cpuSeconds: 0 };
      files.set(file, { tests: sum.tests + 1, seconds: sum.seconds + seconds, cpuSeconds: sum.cpuSeconds + cpuSeconds });
    }
    const total = this.rows.reduce((sum, { cpuSeconds }) => sum + cpuSeconds, 0);
    console.log(`\nCPU by test file (the machine's busy time over its tests; ${total.toFixed(0)} s in all; every test in ${output}):`);
    for (const [file, { tests, seconds, cpuSeconds }] of [...files].sort(([, a], [, b]) => b.cpuSeconds - a.cpuSeconds)) {
      console.log(`${cpuSeconds.toFixed(1).padStart(8)} s CPU ${seconds.toFixed(1).padStart(7)} s ${String(tests).padStart(4)} tests  ${file} (${((100 * cpuSeconds) / total).toFixed(1)}%)`);
    }
  }
}
