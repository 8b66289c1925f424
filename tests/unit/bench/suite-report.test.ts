import { suiteReport } from "../../../bench/suite-report.mjs";

const run = (commit: string, date: string, seconds: number, flaky: number, label: string) => ({
  label,
  commit,
  date,
  node: "20.20.2",
  cpus: 2,
  seconds,
  phases: [
    { name: "build", seconds: 60 },
    { name: "end-to-end: chromium", seconds: seconds - 300, counts: { passed: 400, flaky, failed: 0 } },
    { name: "end-to-end: engines", seconds: 200, counts: { passed: 60, flaky: 0, failed: 0 } },
  ],
  slowestFiles: [{ file: `tests/e2e/${commit}.spec.ts`, tests: 3, seconds: 50, phase: "end-to-end: chromium" }],
  slowestTests: [],
});

test("the last run is shown in full, every run in one row, newest first", () => {
  // Recorded out of order: a run read back later was appended after newer ones.
  const report = suiteReport([run("aaa1111", "2026-12-04T10:00:00Z", 1000, 0, "first"), run("ccc3333", "2026-12-05T10:00:00Z", 1200, 1, "third | piped"), run("bbb2222", "2026-12-03T10:00:00Z", 900, 0, "read back")]);
  const [last, every] = report.split("### Every recorded run");
  // The tables of the last one appended (what `node bench/test-suite.mjs` has just recorded), and of no other.
  expect(last).toContain("### The last run recorded: read back");
  expect(last).toContain("tests/e2e/bbb2222.spec.ts");
  expect(last).not.toContain("tests/e2e/ccc3333.spec.ts");
  const rows = every!.split("\n").filter((line) => /^\| 2026/.test(line));
  expect(rows.map((row) => row.split(" | ")[1])).toEqual(["ccc3333", "aaa1111", "bbb2222"]);
  expect(rows[0]).toBe("| 2026-12-05 | ccc3333 | 1200 | 900 | 200 | 1 retried | third \\| piped |");
  expect(rows[1]).toContain("| none |");
});

test("with no run recorded it says how to record one", () => {
  expect(suiteReport([])).toContain("node bench/test-suite.mjs");
});
