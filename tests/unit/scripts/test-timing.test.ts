/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { jestTimes, playwrightTimes, timing, timingTable } from "../../../scripts/test-timing.mjs";

const root = process.cwd();

const jestReport = {
  numPassedTests: 3,
  numFailedTests: 0,
  testResults: [
    {
      name: path.join(root, "tests/unit/a.test.ts"),
      startTime: 1_000,
      endTime: 4_500,
      assertionResults: [
        { fullName: "a adds", duration: 3_000 },
        { fullName: "a says", duration: 200 },
      ],
    },
    { name: path.join(root, "tests/unit/b.test.ts"), startTime: 0, endTime: 500, assertionResults: [{ fullName: "b | pipes", duration: null }] },
  ],
};

const playwrightReport = {
  config: { rootDir: path.join(root, "tests/e2e") },
  stats: { expected: 1, flaky: 1, unexpected: 0 },
  suites: [
    {
      title: "cms.spec.ts",
      file: "cms.spec.ts",
      specs: [{ title: "saves", file: "cms.spec.ts", tests: [{ projectName: "chromium", results: [{ duration: 20_000 }, { duration: 10_000 }] }] }],
      suites: [{ title: "at 375px", file: "cms.spec.ts", specs: [{ title: "opens", file: "cms.spec.ts", tests: [{ projectName: "chromium", results: [{ duration: 2_000 }] }] }] }],
    },
  ],
};

test("Jest's report gives each file's time from its start to its end, and each test's", () => {
  expect(jestTimes(jestReport)).toEqual({
    files: [
      { file: "tests/unit/a.test.ts", tests: 2, seconds: 3.5 },
      { file: "tests/unit/b.test.ts", tests: 1, seconds: 0.5 },
    ],
    tests: [
      { title: "tests/unit/a.test.ts › a adds", seconds: 3 },
      { title: "tests/unit/a.test.ts › a says", seconds: 0.2 },
      { title: "tests/unit/b.test.ts › b | pipes", seconds: 0 },
    ],
    counts: { passed: 3, flaky: 0, failed: 0 },
  });
});

test("Playwright's report adds a retry to its test, and a file's tests to the file, named from the project's root", () => {
  expect(playwrightTimes(playwrightReport)).toEqual({
    files: [{ file: "tests/e2e/cms.spec.ts", tests: 2, seconds: 32 }],
    tests: [
      { title: "tests/e2e/cms.spec.ts › saves", seconds: 30 },
      { title: "tests/e2e/cms.spec.ts › at 375px › opens", seconds: 2 },
    ],
    counts: { passed: 1, flaky: 1, failed: 0 },
  });
});

/** The engines side by side: one file's tests in two projects, and a file of one project. */
const enginesReport = {
  config: { rootDir: path.join(root, "tests/engines") },
  stats: { expected: 3, flaky: 0, unexpected: 0 },
  suites: [
    {
      title: "behaviours.spec.ts",
      file: "behaviours.spec.ts",
      specs: [
        {
          title: "opens",
          file: "behaviours.spec.ts",
          tests: [
            { projectName: "firefox", results: [{ duration: 4_000 }] },
            { projectName: "webkit", results: [{ duration: 3_000 }] },
          ],
        },
      ],
    },
    { title: "without-popover.spec.ts", file: "without-popover.spec.ts", specs: [{ title: "drawer", file: "without-popover.spec.ts", tests: [{ projectName: "webkit-without-popover", results: [{ duration: 1_500 }] }] }] },
  ],
};

test("a run of several projects names each file and test with its project, and counts each project's tests and time", () => {
  const { files, tests, counts } = playwrightTimes(enginesReport);
  expect(files).toEqual([
    { file: "[firefox] tests/engines/behaviours.spec.ts", tests: 1, seconds: 4 },
    { file: "[webkit] tests/engines/behaviours.spec.ts", tests: 1, seconds: 3 },
    { file: "[webkit-without-popover] tests/engines/without-popover.spec.ts", tests: 1, seconds: 1.5 },
  ]);
  expect(tests.map(({ title }) => title)).toContain("[webkit] tests/engines/behaviours.spec.ts › opens");
  expect(counts.projects).toEqual([
    { project: "firefox", tests: 1, seconds: 4 },
    { project: "webkit", tests: 1, seconds: 3 },
    { project: "webkit-without-popover", tests: 1, seconds: 1.5 },
  ]);
  expect(timingTable(timing([{ name: "end-to-end: engines", seconds: 5, report: { kind: "playwright", file: written("engines.json", enginesReport) } }]))).toContain(
    "| end-to-end: engines | 5.0 | 3 passed (firefox: 1 tests, 4.0 s; webkit: 1 tests, 3.0 s; webkit-without-popover: 1 tests, 1.5 s) |",
  );
});

function written(name: string, report: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "timing-")), name);
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
}

test("the table lists every phase with the total, then the slowest files and tests, slowest first; a phase without a report adds none", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "timing-"));
  const file = (name: string, report: unknown) => {
    fs.writeFileSync(path.join(dir, name), JSON.stringify(report));
    return path.join(dir, name);
  };
  const took = timing([
    { name: "lint", seconds: 8.04 },
    { name: "unit", seconds: 15.5, report: { kind: "jest", file: file("unit.json", jestReport) } },
    { name: "end-to-end: chromium", seconds: 40, report: { kind: "playwright", file: file("e2e.json", playwrightReport) } },
    { name: "end-to-end: firefox", seconds: 1, report: { kind: "playwright", file: path.join(dir, "never-written.json") } },
  ]);
  fs.rmSync(dir, { recursive: true });
  expect(took.seconds).toBe(64.5);
  const table = timingTable(took);
  expect(table).toContain(
    "| lint | 8.0 |  |\n| unit | 15.5 | 3 passed |\n| end-to-end: chromium | 40.0 | 1 passed, 1 flaky |\n| end-to-end: firefox | 1.0 |  |\n| **npm test** | **64.5** | |",
  );
  const rows = (heading: RegExp) => table.split(heading)[1]!.split("\n\n")[1]!.split("\n").slice(2);
  expect(rows(/slowest test files/)).toEqual(["| 32.0 | 2 | end-to-end: chromium | tests/e2e/cms.spec.ts |", "| 3.5 | 2 | unit | tests/unit/a.test.ts |", "| 0.5 | 1 | unit | tests/unit/b.test.ts |"]);
  expect(rows(/slowest tests:/)[0]).toBe("| 30.0 | end-to-end: chromium | tests/e2e/cms.spec.ts › saves |");
  // A title's pipe does not break the table's row.
  expect(table).toContain("tests/unit/b.test.ts › b \\| pipes |");
});

test("phases run side by side: the run's own time is the total, not its phases added up", () => {
  const phases = [
    { name: "end-to-end: chromium", seconds: 600 },
    { name: "end-to-end: firefox", seconds: 100 },
    { name: "end-to-end: webkit", seconds: 80 },
  ];
  expect(timing(phases).seconds).toBe(780);
  expect(timing(phases, 612.34).seconds).toBe(612.3);
  expect(timingTable(timing(phases, 612.34))).toContain("| **npm test** | **612.3** | |");
});
