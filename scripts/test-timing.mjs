/**
 * Where `npm test`'s time went (scripts/test.mjs): the phases, then the slowest test files and tests
 * read from Jest's and Playwright's JSON reports; as data (test-timing.json, which
 * bench/test-suite.mjs records) and as Markdown.
 */
import fs from "node:fs";
import path from "node:path";

const SLOWEST = 20;

/**
 * What a run of `npm test` took: each phase with its tests' outcome, the whole run (`wallSeconds`,
 * by default its phases added up), and the slowest files and tests.
 * @param {{ name: string, seconds: number, report?: { kind: "jest" | "playwright", file: string } }[]} phases
 * @param {number} [wallSeconds]
 */
export function timing(phases, wallSeconds) {
  const files = [];
  const tests = [];
  const counted = [];
  for (const { name, seconds, report } of phases) {
    const found = report && fs.existsSync(report.file) ? (report.kind === "jest" ? jestTimes : playwrightTimes)(JSON.parse(fs.readFileSync(report.file, "utf8"))) : null;
    counted.push({ name, seconds: Math.round(seconds * 10) / 10, ...(found ? { counts: found.counts } : {}) });
    if (!found) continue;
    files.push(...found.files.map((file) => ({ ...file, phase: name })));
    tests.push(...found.tests.map((test) => ({ ...test, phase: name })));
  }
  const slowest = (rows) => [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
  const seconds = wallSeconds === undefined ? counted.reduce((sum, phase) => sum + phase.seconds, 0) : Math.round(wallSeconds * 10) / 10;
  return { seconds, phases: counted, slowestFiles: slowest(files), slowestTests: slowest(tests) };
}

/** A run's timing (timing()) as Markdown: the phases and their total, then the slowest files and tests. */
export function timingTable({ seconds: total, phases, slowestFiles, slowestTests }) {
  const s = (seconds) => seconds.toFixed(1);
  const projects = ({ projects }) => (projects ? ` (${projects.map((project) => `${project.project}: ${project.tests} tests, ${s(project.seconds)} s`).join("; ")})` : "");
  const outcome = ({ counts }) =>
    counts ? [`${counts.passed} passed`, counts.flaky && `${counts.flaky} flaky`, counts.failed && `**${counts.failed} failed**`].filter(Boolean).join(", ") + projects(counts) : "";
  return [
    "| phase | s | tests |",
    "| --- | ---: | --- |",
    ...phases.map((phase) => `| ${phase.name} | ${s(phase.seconds)} | ${outcome(phase)} |`),
    `| **npm test** | **${s(total)}** | |`,
    "",
    `The ${SLOWEST} slowest test files (the time of their tests, added up; end-to-end files run side by side, three at a time in Chromium, two in the engines):`,
    "",
    "| s | tests | phase | file |",
    "| ---: | ---: | --- | --- |",
    ...slowestFiles.map((file) => `| ${s(file.seconds)} | ${file.tests} | ${file.phase} | ${file.file} |`),
    "",
    `The ${SLOWEST} slowest tests:`,
    "",
    "| s | phase | test |",
    "| ---: | --- | --- |",
    ...slowestTests.map((test) => `| ${s(test.seconds)} | ${test.phase} | ${test.title.replaceAll("|", "\\|")} |`),
  ].join("\n");
}

/** Jest's --json report: each file's time from its own start and end, each test's duration. */
export function jestTimes(report) {
  const files = [];
  const tests = [];
  for (const result of report.testResults) {
    const file = path.relative(process.cwd(), result.name);
    files.push({ file, tests: result.assertionResults.length, seconds: (result.endTime - result.startTime) / 1000 });
    for (const test of result.assertionResults) tests.push({ title: `${file} › ${test.fullName}`, seconds: (test.duration ?? 0) / 1000 });
  }
  return { files, tests, counts: { passed: report.numPassedTests, flaky: 0, failed: report.numFailedTests } };
}

/**
 * Playwright's JSON report: each test's runs (a retry included) added up, and its file's tests added
 * up. A run of several projects (the engines side by side) names each file and test with its project,
 * and counts each project's tests and their time.
 */
export function playwrightTimes(report) {
  const byFile = new Map();
  const byProject = new Map();
  const tests = [];
  const projectNames = new Set();
  const eachTest = (suite, visit, titles = []) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) visit(spec, test, titles);
    for (const child of suite.suites ?? []) eachTest(child, visit, [...titles, child.title]);
  };
  // A file's own suite is titled with the file's name, which the test's title already starts with.
  for (const suite of report.suites) eachTest(suite, (spec, test) => projectNames.add(test.projectName));
  const named = projectNames.size > 1;
  for (const suite of report.suites) {
    eachTest(suite, (spec, test, titles) => {
      const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      const file = `${named ? `[${test.projectName}] ` : ""}${path.join(report.config.rootDir ? path.relative(process.cwd(), report.config.rootDir) : "", spec.file)}`;
      tests.push({ title: `${file} › ${[...titles, spec.title].join(" › ")}`, seconds });
      const known = byFile.get(file) ?? { file, tests: 0, seconds: 0 };
      byFile.set(file, { file, tests: known.tests + 1, seconds: known.seconds + seconds });
      const project = byProject.get(test.projectName) ?? { project: test.projectName, tests: 0, seconds: 0 };
      byProject.set(test.projectName, { ...project, tests: project.tests + 1, seconds: project.seconds + seconds });
    });
  }
  const { expected, flaky, unexpected } = report.stats;
  const counts = { passed: expected, flaky, failed: unexpected, ...(named ? { projects: [...byProject.values()] } : {}) };
  return { files: [...byFile.values()], tests, counts };
}
