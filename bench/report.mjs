#!/usr/bin/env node
/**
 * Writes bench/RESULTS.md: the current figures of the last bench runs against their targets, from
 * the JSON each bench writes in bench/ (lighthouse.json, interaction.json, build-scaling.json,
 * search-*.json, editor-typing.json), and the runs of `npm test` recorded in test-suite.json
 * (committed: bench/test-suite.mjs). A bench whose JSON is not on this machine keeps its section and
 * its target rows as RESULTS.md had them (each row dated), or is said to be not measured.
 * How the figures were reached belongs in the commit messages and docs/decisions/, not here.
 *
 * Usage: node bench/report.mjs (npm run bench runs it last)
 */
import fs from "node:fs";
import path from "node:path";
import { FIRST_LOAD_JS_LIMIT } from "../scripts/first-load-js.mjs";
import { searchRuns, searchSection } from "./search-report.mjs";
import { suiteReport } from "./suite-report.mjs";

const bench = import.meta.dirname;
/** A bench's last figures, or null when it has not been run here. */
const read = (name) => (fs.existsSync(path.join(bench, name)) ? JSON.parse(fs.readFileSync(path.join(bench, name), "utf8")) : null);
const page = read("lighthouse.json");
const taps = read("interaction.json");
const scaling = read("build-scaling.json");
const typing = read("editor-typing.json");
const suiteRuns = read("test-suite.json") ?? [];
const searches = searchRuns();

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const bytes = (count) => `${count.toLocaleString("en")} B`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok) => (ok ? "yes" : "**no**");
const day = (iso) => iso.slice(0, 10);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const notMeasured = (command) => `Not measured in the last runs: \`${command}\`.`;

/** RESULTS.md as last written: its figures stand for the benches whose JSON is not on this machine. */
const before = fs.existsSync(path.join(bench, "RESULTS.md")) ? fs.readFileSync(path.join(bench, "RESULTS.md"), "utf8") : "";
/** A section (from its "## " heading to the next) as RESULTS.md last had it, or `otherwise`. */
function keptSection(heading, otherwise) {
  const start = before.indexOf(`## ${heading}\n`);
  if (start < 0) return otherwise;
  const end = before.indexOf("\n## ", start);
  return `${before.slice(start, end < 0 ? before.length : end).trimEnd()}\n`;
}
/** The target table's rows as RESULTS.md last had them, by target. */
const keptRows = new Map(
  (before.split("\n## Against the targets\n")[1]?.split("\n## ")[0] ?? "")
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| target |") && !line.startsWith("| ---"))
    .map((line) => [line.split(" | ")[0].slice(2), line]),
);

/** Every target: [target, limit, measured, met?, when]. */
const targetRows = [];

// Page speed: Lighthouse.
const lighthouseTargets = [
  ["Performance", (r) => r.performance, (v) => v === 100, String, "100"],
  ["LCP", (r) => r.lcp, (v) => v <= 1200, seconds, "<= 1.2 s"],
  // The median of the route's runs' TBT, not the kept run's (the median by score, then LCP, whose TBT may be any of them).
  ["TBT (median of a route's runs)", (r) => median((r.every ?? [r]).map(({ tbt }) => tbt)), (v) => v <= 50, (v) => `${Math.round(v)} ms`, "<= 50 ms"],
  ["CLS", (r) => r.cls, (v) => v <= 0.01, (v) => v.toFixed(3), "<= 0.01"],
  ["FCP", (r) => r.fcp, (v) => v <= 1000, seconds, "<= 1.0 s"],
  ["First-load JS (gzip -9)", (r) => r.firstLoadJs, (v) => v <= FIRST_LOAD_JS_LIMIT, bytes, `<= ${bytes(FIRST_LOAD_JS_LIMIT)}`],
  ["Accessibility", (r) => r.accessibility, (v) => v === 100, String, "100"],
  ["Best practices", (r) => r.bestPractices, (v) => v === 100, String, "100"],
  ["SEO", (r) => r.seo, (v) => v === 100, String, "100"],
];
let pageSection = keptSection("Page speed", `## Page speed\n\n${notMeasured("npm run build && node bench/lighthouse.mjs")}\n`);
if (page) {
  for (const [name, value, ok, format, limit] of lighthouseTargets) {
    const values = page.results.map(value);
    const failing = page.results.filter((r) => !ok(value(r))).map((r) => `\`${r.route}\``);
    targetRows.push([`${name}, every route`, limit, `${format(Math.min(...values))} to ${format(Math.max(...values))}`, failing.length ? `**no** (${failing.join(", ")})` : "yes", page.date]);
  }
  const everyTbt = page.results.flatMap((r) => (r.every ?? []).map(({ tbt }) => tbt));
  targetRows.push(["TBT, every Lighthouse run", "<= 50 ms", `${Math.round(Math.max(...everyTbt))} ms at most`, verdict(everyTbt.every((tbt) => tbt <= 50)), page.date]);
  const home = page.results.find((r) => r.route === "/");
  if (home) targetRows.push(["Home page transfer (phone)", "<= 350 KB", kib(home.transfer), verdict(home.transfer <= 350_000), page.date]);
  const calibration = page.host?.benchmarkIndex
    ? `CPU ${page.host.cpuSlowdown}x, calibrated to the host's benchmarkIndex ${page.host.benchmarkIndex} (probes ${page.host.probes.join(", ")}; Lighthouse's docs/throttling.md)`
    : "CPU 4x (`--preset`: Lighthouse's mobile preset, as PageSpeed Insights runs it)";
  pageSection = `## Page speed

\`node bench/lighthouse.mjs --runs ${page.runs}${page.host?.benchmarkIndex ? "" : " --preset"}\` on ${day(page.date)}: Lighthouse's mobile settings (${calibration}, 150 ms round trip,
1.6 Mbit/s), the median of ${page.runs} runs by performance score, then LCP${page.host?.browser ? `, in ${page.host.browser}` : ""}; each run's own benchmarkIndex beside its figures (the median run's in the table).
First-load JS as \`npm test\` budgets it (\`scripts/first-load-js.mjs\`).

| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer | first-load JS | benchmarkIndex | every run: performance, TBT (index, slowdown) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${page.results
  .map(
    (r) =>
      `| \`${r.route}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kib(r.transfer)} | ${bytes(r.firstLoadJs)} | ${r.benchmarkIndex} | ${(r.every ?? []).map((run) => `${run.performance}, ${Math.round(run.tbt)} ms (${run.benchmarkIndex}${run.cpuSlowdown ? `, ${run.cpuSlowdown}x` : ""})`).join("; ")} |`,
  )
  .join("\n")}
`;
}

// The first tap on the menu button.
let tapSection = keptSection("The first tap", `## The first tap\n\n${notMeasured("npm run build && node bench/interaction.mjs")}\n`);
if (taps) {
  const everyTap = taps.results.flatMap(({ runs }) => runs);
  const opened = everyTap.filter((run) => run.opened);
  targetRows.push([
    "Every first tap opens the drawer, within 100 ms",
    `all ${everyTap.length}`,
    `${opened.length} opened, slowest ${opened.length ? `${Math.max(...opened.map((run) => run.tapToOpenMs))} ms` : "-"}`,
    verdict(everyTap.every((run) => run.opened && run.tapToOpenMs <= 100)),
    taps.date,
  ]);
  tapSection = `## The first tap

\`node bench/interaction.mjs --runs ${taps.runs}\` on ${day(taps.date)}: Chromium at 375 px with touch, ${taps.network.latency} ms round trip, the CPU slowed
${taps.cpuSlowdown}x${taps.host?.benchmarkIndex ? ` (calibrated to the host's benchmarkIndex ${taps.host.benchmarkIndex}, probes ${taps.host.probes.join(", ")}, as for Lighthouse)` : ""}, a cold cache; the menu button is tapped in the first frame it is painted.

| route | taps that opened | tap to open, median (slowest) | button painted, median | taps before hydration |
| --- | --- | --- | --- | --- |
${taps.results
  .map(({ route, runs }) => {
    const times = runs.filter((run) => run.opened).map((run) => run.tapToOpenMs);
    return `| \`${route}\` | ${times.length}/${runs.length} | ${times.length ? `${median(times)} ms (${Math.max(...times)} ms)` : "-"} | ${median(runs.map((run) => run.paintedMs))} ms | ${runs.filter((run) => !run.hydratedAtTap).length}/${runs.length} |`;
  })
  .join("\n")}
`;
}

// Build scaling.
let buildSection = keptSection("Builds", `## Builds\n\n${notMeasured("node bench/build-scaling.mjs 10 100 1000")}\n`);
if (scaling) {
  const gb = (mb) => `${(mb / 1024).toFixed(2)} GB`;
  /** The machine's speed beside a build figure: the calibration workload's seconds before the builds, and after them. */
  const calibrated = ({ calibration, calibrationAfter }) =>
    calibration ? `${calibration.seconds.toFixed(1)} s${calibrationAfter ? ` / ${calibrationAfter.seconds.toFixed(1)} s` : ""}` : "not measured";
  const sizes = scaling.results;
  const smallest = sizes[0];
  const largest = sizes.at(-1);
  const passed = ({ publish }) => (publish.passed ? "" : " (its content checks failed)");
  const slowestWarm = sizes.reduce((slowest, result) => (result.warm.seconds > slowest.warm.seconds ? result : slowest));
  const peak = Math.max(...sizes.flatMap(({ cold, warm, publish }) => [cold.peakMb, warm.peakMb, publish.peakMb]));
  targetRows.push(
    [`Cold build, ${largest.count.toLocaleString("en")} products x 4 languages`, "<= 10 min", `${(largest.cold.seconds / 60).toFixed(1)} min (calibration ${calibrated(largest)})`, verdict(largest.count >= 1000 && largest.cold.seconds <= 600), scaling.date],
    ["Warm rebuild after one edit, every size", "<= 60 s", `${slowestWarm.warm.seconds.toFixed(1)} s at most (N=${slowestWarm.count.toLocaleString("en")})`, verdict(sizes.every(({ warm }) => warm.seconds <= 60)), scaling.date],
    // The smaller sizes' bound; a run of the largest alone leaves their last figures as they were.
    ...(smallest !== largest ? [[`Publish, one text edited, ${smallest.count.toLocaleString("en")} products`, "<= 3 min", `${smallest.publish.seconds.toFixed(1)} s${passed(smallest)}`, verdict(smallest.publish.passed && smallest.publish.seconds <= 180), scaling.date]] : []),
    [`Publish, one text edited, ${largest.count.toLocaleString("en")} products x 4 languages`, "<= 5 min", `${largest.publish.seconds.toFixed(1)} s${passed(largest)}`, verdict(largest.count >= 1000 && largest.publish.passed && largest.publish.seconds <= 300), scaling.date],
    ["Peak memory of any build", "<= 4 GB", gb(peak), verdict(peak <= 4096), scaling.date],
  );
  const workload = sizes.find(({ calibration }) => calibration)?.calibration;
  const measuredRows = sizes.map(({ count, calibration, calibrationAfter, cold, warm, publish }) => ({
    count,
    row: `| ${count.toLocaleString("en")} | ${calibrated({ calibration, calibrationAfter })} | ${cold.seconds.toFixed(1)} s | ${gb(cold.peakMb)} (${gb(cold.chromiumPeakMb)}) | ${warm.seconds.toFixed(1)} s | ${publish.seconds.toFixed(1)} s (${publish.reached})${publish.passed ? "" : ", checks **failed**"} | ${cold.sheets} | ${day(scaling.date)} |`,
  }));
  // The rows of sizes this run did not build, as RESULTS.md had them: a run of 1,000 products alone keeps the smaller sizes' last figures.
  const earlierRows = keptSection("Builds", "")
    .split("\n")
    .map((row) => ({ row, count: Number(row.match(/^\| ([\d,]+) \|/)?.[1].replaceAll(",", "")) }))
    .filter(({ count }) => count && !sizes.some((size) => size.count === count));
  buildSection = `## Builds

The last run, \`node bench/build-scaling.mjs ${sizes.map(({ count }) => count).join(" ")}\` on ${day(scaling.date)}, ${scaling.cpus} cores (other sizes' rows from earlier runs, dated): N generated products with a picture each, in every
language of \`content/locales/\`, in a scratch copy of the site. Cold: \`npm run build\` without \`.cache\` or \`public\`;
warm: one product renamed and built again; publish: one description edited, then \`npm run test:content\`. Peak
memory is the PSS of the build and its processes (in brackets, the spec sheets' Chromium). Calibration: the seconds
\`bench/calibrate.mjs\` took before / after the builds${workload ? ` (${workload.workload.pictures}; ${workload.workload.sheets})` : ""}: read a build
figure beside it, since this machine's speed varies about 2x ([decision 0022](../docs/decisions/0022-build-times-beside-a-calibration.md)).

| products | calibration | cold build | peak memory | warm rebuild | publish (pages reached) | spec sheets (cold) | measured on |
| --- | --- | --- | --- | --- | --- | --- | --- |
${[...measuredRows, ...earlierRows].sort((a, b) => a.count - b.count).map(({ row }) => row).join("\n")}
`;
}

// Search.
if (searches.length > 0) {
  /** Per language: the median and the slowest of a measure, over its runs. */
  const spread = (run, measure) => {
    const perLanguage = run.results.map(({ runs }) => runs.flatMap(measure).filter((ms) => ms !== null));
    return { medians: perLanguage.map(median), slowest: Math.max(...perLanguage.flat()) };
  };
  const against = ({ medians, slowest }, limit, unit) => [
    `medians ${Math.min(...medians)} to ${Math.max(...medians)} ${unit}, slowest ${slowest} ${unit}`,
    slowest <= limit ? "yes" : medians.every((value) => value <= limit) ? "the medians" : "**no**",
  ];
  for (const run of searches) {
    const typed = run.pace ? `every ${run.pace} ms` : "at once";
    const first = spread(run, (m) => [m.firstKeyToResultsMs]);
    targetRows.push([`Search, first results, ${run.products.toLocaleString("en")} products, keys ${typed}`, "<= 1.5 s", ...against(first, 1500, "ms"), run.date]);
    const further = spread(run, (m) => m.furtherKeysMs);
    targetRows.push([`Search, each further key, ${run.products.toLocaleString("en")} products, keys ${typed}`, "<= 100 ms", ...against(further, 100, "ms"), run.date]);
  }
  const early = Math.max(...searches.flatMap((run) => run.results.flatMap(({ runs }) => runs.map((m) => m.searchRequestsBeforeTap))));
  targetRows.push(["Search: no request before the field is used", "0", String(early), verdict(early === 0), searches.at(-1).date]);
}

// Typing in the content editor (bench/editor-typing.mjs, run on its own).
let typingSection = keptSection("Typing in the content editor", `## Typing in the content editor\n\n${notMeasured("npm run build && node bench/editor-typing.mjs --products 100 --keys 30")}\n`);
if (typing) {
  const over = typing.results.reduce((sum, { over50 }) => sum + over50, 0);
  targetRows.push([
    `Editor, a key at ${typing.products} products`,
    "<= 50 ms",
    `medians ${Math.min(...typing.results.map((r) => r.medianMs))} to ${Math.max(...typing.results.map((r) => r.medianMs))} ms, ${over} keys over`,
    over === 0 ? "yes" : typing.results.every((r) => r.medianMs <= 50) ? "the medians" : "**no**",
    typing.date,
  ]);
  typingSection = `## Typing in the content editor

\`node bench/editor-typing.mjs --products ${typing.products} --keys ${typing.keys}\` on ${day(typing.date)}, ${typing.cpus} cores: the built editor on a copy of the content
grown to ${typing.products} products, Chromium at 1440x900, no throttling; a key's latency as the Event Timing API reports it
(from 16 ms: a key it does not report counts as 16 ms).

| form | keys | median | 90th percentile | slowest | keys over 50 ms |
| --- | --- | --- | --- | --- | --- |
${typing.results.map((r) => `| ${r.scenario} | ${r.keys} | ${r.medianMs} ms | ${r.p90Ms} ms | ${r.slowestMs} ms | ${r.over50} |`).join("\n")}
`;
}

/**
 * The target table's rows: each measured now, in the order RESULTS.md had them, where a target no
 * bench measured this time keeps its last (dated) row; new targets after them.
 */
function targetTable() {
  const rows = new Map(targetRows.map(([target, limit, measured, met, date]) => [target, `| ${target} | ${limit} | ${measured} | ${met} | ${day(date)} |`]));
  const ordered = [...keptRows].map(([target, row]) => rows.get(target) ?? row);
  const added = [...rows].filter(([target]) => !keptRows.has(target)).map(([, row]) => row);
  return [...ordered, ...added].join("\n");
}

// The test suite (scripts/test.mjs), as recorded from clean clones (bench/test-suite.mjs).
const suiteSection = suiteReport(suiteRuns);

const report = `# Benchmark results

The last runs of \`npm run bench\` (or of each bench alone) against their targets, written by
\`node bench/report.mjs\`; the targets are described in [docs/performance.md](../docs/performance.md).
A few points of performance score or about 100 ms of TBT are noise on this shared machine.

## Against the targets

| target | limit | measured | met? | measured on |
| --- | --- | --- | --- | --- |
${targetTable()}

${pageSection}
${tapSection}
${buildSection}
${searches.length > 0 ? searchSection(searches) : `${keptSection("Search on a slow phone", `## Search on a slow phone\n\n${notMeasured("npm run build && node bench/search.mjs")}\n`)}\n`}${typingSection}
${suiteSection}`;
fs.writeFileSync(path.join(bench, "RESULTS.md"), report);
console.log("bench/report: wrote bench/RESULTS.md");
