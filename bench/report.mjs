#!/usr/bin/env node
/**
 * Writes bench/RESULTS.md from the figures of the last runs
 * (bench/lighthouse.json, bench/interaction.json, bench/build-scaling.json, bench/search-*.json): every target of the
 * performance issue next to what was measured, then bench/FINDINGS.md
 * (where the time and bytes go, written by hand).
 *
 * Usage: node bench/report.mjs (npm run bench runs it last)
 */
import fs from "node:fs";
import path from "node:path";
import { FIRST_LOAD_JS_LIMIT } from "../scripts/first-load-js.mjs";
import { describeCalibration } from "./calibration-figure.mjs";
import { searchRuns, searchSection } from "./search-report.mjs";

const bench = import.meta.dirname;
const read = (name) => JSON.parse(fs.readFileSync(path.join(bench, name), "utf8"));
const page = read("lighthouse.json");
const scaling = read("build-scaling.json");
const taps = read("interaction.json");
// Typing in the content editor (bench/editor-typing.mjs), when it has been run.
const typing = fs.existsSync(path.join(bench, "editor-typing.json")) ? read("editor-typing.json") : null;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const bytes = (count) => `${count.toLocaleString("en")} B`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok) => (ok ? "yes" : "**no**");
const day = (iso) => iso.slice(0, 10);

const targets = [
  ["Performance", (r) => r.performance, (v) => v === 100, (v) => String(v), "100"],
  ["LCP", (r) => r.lcp, (v) => v <= 1200, seconds, "<= 1.2 s"],
  ["TBT", (r) => r.tbt, (v) => v <= 50, (v) => `${Math.round(v)} ms`, "<= 50 ms"],
  ["CLS", (r) => r.cls, (v) => v <= 0.01, (v) => v.toFixed(3), "<= 0.01"],
  ["FCP", (r) => r.fcp, (v) => v <= 1000, seconds, "<= 1.0 s"],
  ["First-load JS (gzip -9)", (r) => r.firstLoadJs, (v) => v <= FIRST_LOAD_JS_LIMIT, bytes, `<= 75 KB (${bytes(FIRST_LOAD_JS_LIMIT)})`],
  ["Accessibility", (r) => r.accessibility, (v) => v === 100, String, "100"],
  ["Best practices", (r) => r.bestPractices, (v) => v === 100, String, "100"],
  ["SEO", (r) => r.seo, (v) => v === 100, String, "100"],
];

const routeRows = page.results.map(
  (r) =>
    `| \`${r.route}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kib(r.transfer)} | ${bytes(r.firstLoadJs)} |`,
);
const everyRun = page.results.map(
  (r) =>
    `- \`${r.route}\`: ${(r.every ?? []).map(({ performance, lcp, tbt }) => `${performance} / ${seconds(lcp)} / ${Math.round(tbt)} ms`).join("; ")}`,
);
const longTasks = page.results.map(
  (r) =>
    `- \`${r.route}\`: ${(r.longTasks ?? []).length ? r.longTasks.map(({ url, duration, startTime }) => `${duration} ms at ${startTime} ms (${url || "no script"})`).join("; ") : "none"}`,
);
const targetRows = targets.map(([name, value, ok, format, target]) => {
  const values = page.results.map(value);
  const failing = page.results.filter((r) => !ok(value(r))).map((r) => `\`${r.route}\``);
  const range = `${format(Math.min(...values))} to ${format(Math.max(...values))}`;
  return `| ${name} on every route | ${target} | ${range} | ${failing.length ? `**no** (${failing.join(", ")})` : "yes"} |`;
});
const home = page.results.find((r) => r.route === "/");
targetRows.push(`| Home page transfer (phone) | <= 350 KB | ${kib(home.transfer)} | ${verdict(home.transfer <= 350_000)} |`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const tapRows = taps.results.map(({ route, runs }) => {
  const opened = runs.filter((run) => run.opened);
  const times = opened.map((run) => run.tapToOpenMs);
  const lighthouse = page.results.find((r) => r.route === route);
  return (
    `| \`${route}\` | ${opened.length}/${runs.length} | ${times.length ? `${median(times)} ms` : "-"} | ${times.length ? `${Math.max(...times)} ms` : "-"} | ` +
    `${median(runs.map((run) => run.paintedMs))} ms | ${runs.filter((run) => !run.hydratedAtTap).length}/${runs.length} | ` +
    `${lighthouse ? `${lighthouse.performance} / ${(lighthouse.every ?? []).map(({ tbt }) => Math.round(tbt)).join(", ")} ms` : "-"} |`
  );
});
const everyTap = taps.results.flatMap(({ runs }) => runs);
const tapsOk = everyTap.every((run) => run.opened && run.tapToOpenMs <= 100);

const memory = ({ peakMb, chromiumPeakMb }) => `${(peakMb / 1024).toFixed(2)} GB (${(chromiumPeakMb / 1024).toFixed(2)} GB)`;
/** The machine's speed beside a build figure: the calibration workload's seconds before the builds, and after them (bench/calibrate.mjs). */
const calibrated = ({ calibration, calibrationAfter }) =>
  calibration ? `${calibration.seconds.toFixed(1)} s${calibrationAfter ? ` before, ${calibrationAfter.seconds.toFixed(1)} s after` : ""}` : "not measured";
const scalingRows = scaling.results.map(
  ({ count, calibration, calibrationAfter, cold, warm, publish }) =>
    `| ${count.toLocaleString("en")} | ${calibrated({ calibration, calibrationAfter })} | ${cold.seconds.toFixed(1)} s | ${memory(cold)} | ${warm.seconds.toFixed(1)} s | ${memory(warm)} | ${publish.seconds.toFixed(1)} s (${publish.reached} page${publish.reached === 1 ? "" : "s"}; checks ${publish.passed ? "passed" : "**failed**"}) | ${memory(publish)} | ${cold.sheets}; ${warm.sheets} |`,
);
const publishSteps = scaling.results.map(
  ({ count, publish }) =>
    `- N=${count.toLocaleString("en")}: ${publish.steps.join("; ")}` +
    (publish.passed ? "" : `. **Failed**: ${publish.failed.titles.join("; ")}: ${publish.failed.found.join("; ")}`),
);
const calibrations = scaling.results.map(
  ({ count, calibration, calibrationAfter }) =>
    `- N=${count.toLocaleString("en")}: ${describeCalibration(calibration)}` + (calibrationAfter ? `; after the builds ${describeCalibration(calibrationAfter)}` : ""),
);
const calibration = scaling.results.find((result) => result.calibration)?.calibration;
const smallest = scaling.results[0];
const largest = scaling.results.at(-1);
/** A publish is met only by a tested public/: in time, and its content checks passed. */
const checksFailed = ({ publish }) => (publish.passed ? "" : " (its content checks failed: not deployable)");
const slowestWarm = scaling.results.reduce((slowest, result) => (result.warm.seconds > slowest.warm.seconds ? result : slowest));
const peak = Math.max(...scaling.results.flatMap(({ cold, warm, publish }) => [cold.peakMb, warm.peakMb, publish.peakMb]));
const perProduct = scaling.results.map(({ count, cold }) => `${(cold.seconds / count).toFixed(2)} s at N=${count}`).join(", ");

const report = `# Benchmark results

Written by \`node bench/report.mjs\` from the last runs; reproduce everything with \`npm run bench\`.
Page speed measured ${day(page.date)}, build scaling ${day(scaling.date)}, on this project's
development machine: ${page.cpus} cores, ${page.memoryGb} GiB memory, Debian's Chromium, Lighthouse
(npm package), Node ${process.versions.node}. The machine is shared and noisy: treat a few points
of performance score or ~100 ms of TBT as noise.

## Page speed: Lighthouse, mobile preset, simulated throttling, median of ${page.runs}

\`npm run build\`, then \`node bench/lighthouse.mjs --runs ${page.runs}${page.host?.benchmarkIndex ? " --calibrated" : ""}\` (serves \`public/\` with
\`scripts/serve.mjs\`, the production headers, Brotli). ${
  page.host?.benchmarkIndex
    ? `The CPU was slowed ${page.host.cpuSlowdown}x, what Lighthouse's calculator gives for this host's benchmarkIndex of ${page.host.benchmarkIndex}.`
    : "The CPU was slowed 4x, Lighthouse's mobile preset (as PageSpeed Insights runs it)."
} Transfer is Lighthouse's total byte weight.
First-load JS is \`scripts/first-load-js.mjs\`: the scripts in the page's HTML plus its page
component's chunks, gzip level 9, the same figure \`npm test\` budgets (tests/e2e/budgets.spec.ts).

| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer | first-load JS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${routeRows.join("\n")}

Every run (performance / LCP / TBT), sorted by performance, then LCP from worst; the middle one is in the table:

${everyRun.join("\n")}

The longest main-thread tasks of each route's middle run (Lighthouse's long-tasks audit: each task
observed on this machine, then slowed 4x, layout 2x, by its simulation, which is what TBT counts):

${longTasks.join("\n")}

## The first tap: real Chromium, throttled

\`node bench/interaction.mjs --runs ${taps.runs}\`, measured ${day(taps.date)}: Debian's Chromium (not Lighthouse's
simulation) at 375 px with touch, the network at ${taps.network.latency} ms round trip,
${((taps.network.downloadThroughput * 8) / 1e6).toFixed(1)} Mbit/s down and ${((taps.network.uploadThroughput * 8) / 1e3).toFixed(0)} kbit/s up, the CPU
slowed ${taps.cpuSlowdown}x, a cold cache on every run. The menu button is tapped in the first frame
it is painted; "open" is the first frame with the drawer open. Lighthouse's performance score
and the TBT of each of its runs stand beside it.

| route | first taps that opened | tap to open (median) | tap to open (slowest) | button painted (median) | taps before hydration | Lighthouse score / TBT of each run |
| --- | --- | --- | --- | --- | --- | --- |
${tapRows.join("\n")}

## Build scaling

\`node bench/build-scaling.mjs ${scaling.results.map(({ count }) => count).join(" ")}\`: N generated products, each with
its own 1600x1200 JPEG and translated into every language of \`content/locales/\` (so N product pages and
N spec sheets in each of the 4 languages, from N pictures encoded once), in a scratch copy of the site; a cold \`${scaling.results[0]?.command ?? "gatsby build"}\` (no \`.cache\`, no
\`public\`), then, once the cold build's files are on disk (\`sync\`), a warm rebuild after renaming one
product (checked on the built page), then a publish on the content path: one product's description
edited, and \`npm run test:content\` (\`scripts/test-content.mjs\`: the build on the previous
\`.cache\` and \`public/\`, with its content and translation checks, then the content checks of
\`tests/content/\` on the pages whose HTML changed), from the edit to a tested \`public/\` ready to
deploy (checked on the built page). Peak
memory is the proportional set size (PSS) of the build and all its worker and browser processes,
sampled every 250 ms, so the pages Chromium's processes share are counted once; in brackets, the
part of it that was the spec sheets' Chromium. The sheets column is the build's own count.
The calibration column is how fast the machine was just before that size's builds, and just
after them: the seconds \`node bench/calibrate.mjs\` takes for its fixed workload
(pictures encoded with sharp and pages printed by Chromium, as the build does; median of 3 runs).
The development VM's speed varies about 2x from day to day, so read a build figure against it: a
slower build beside a slower calibration is the machine, a slower build beside the same calibration
is the code, and a row whose two calibrations differ was measured on a machine that changed speed.

| products | calibration | cold build | peak memory | warm rebuild after one edit | peak memory | publish: edit to tested public/ (pages reached) | peak memory | spec sheets (cold; warm) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${scalingRows.join("\n")}

Each calibration (the median of its runs; ${calibration ? `${calibration.workload.pictures}; ${calibration.workload.sheets}; ${calibration.machine.cpus} cores, sharp ${calibration.machine.sharp}, Chromium ${calibration.machine.chromium}` : "this run predates the calibration"}):

${calibrations.join("\n")}

Where a publish's time went (test:content's phases, then the build's steps of a second or more):

${publishSteps.join("\n")}

Cold build per product: ${perProduct}.

${typing ? typingSection(typing) : ""}${searchSection(searchRuns())}## Against the targets

| target | limit | measured | met? |
| --- | --- | --- | --- |
${targetRows.join("\n")}
| Cold build, ${largest.count.toLocaleString("en")} products x 4 languages | <= 10 min | ${(largest.cold.seconds / 60).toFixed(1)} min (calibration ${calibrated(largest)}) | ${verdict(largest.count >= 1000 && largest.cold.seconds <= 600)} |
| Publish on the content path, one text edited, ${smallest.count.toLocaleString("en")} products | <= 3 min | ${(smallest.publish.seconds / 60).toFixed(1)} min (${smallest.publish.seconds.toFixed(1)} s; calibration ${calibrated(smallest)}) | ${verdict(smallest.publish.passed && smallest.publish.seconds <= 180)}${checksFailed(smallest)} |
| Publish on the content path, one text edited, ${largest.count.toLocaleString("en")} products x 4 languages | <= 5 min | ${(largest.publish.seconds / 60).toFixed(1)} min (${largest.publish.seconds.toFixed(1)} s; calibration ${calibrated(largest)}) | ${verdict(largest.count >= 1000 && largest.publish.passed && largest.publish.seconds <= 300)}${checksFailed(largest)} |
| Warm rebuild after one edit | <= 60 s | ${slowestWarm.warm.seconds.toFixed(1)} s at most (N=${slowestWarm.count.toLocaleString("en")}; calibration ${calibrated(slowestWarm)}) | ${verdict(scaling.results.every(({ warm }) => warm.seconds <= 60))} |
| Every first tap opens the drawer, within 100 ms | all ${everyTap.length} | ${everyTap.filter((run) => run.opened).length} opened, slowest ${Math.max(...everyTap.filter((run) => run.opened).map((run) => run.tapToOpenMs))} ms | ${verdict(tapsOk)} |
| TBT in every Lighthouse run | <= 50 ms | ${Math.round(Math.max(...page.results.flatMap((r) => (r.every ?? []).map(({ tbt }) => tbt))))} ms at most | ${verdict(page.results.every((r) => (r.every ?? []).every(({ tbt }) => tbt <= 50)))} |
| Peak memory | <= 4 GB | ${(peak / 1024).toFixed(2)} GB | ${verdict(peak <= 4096)} |

${fs.readFileSync(path.join(bench, "FINDINGS.md"), "utf8").trim()}
`;
fs.writeFileSync(path.join(bench, "RESULTS.md"), report);

function typingSection(run) {
  const rows = run.results.map((r) => `| ${r.scenario} | ${r.keys} | ${r.medianMs} ms | ${r.p90Ms} ms | ${r.slowestMs} ms | ${r.over50} |`);
  return `## Typing in the content editor

\`node bench/editor-typing.mjs --products ${run.products} --keys ${run.keys}\`, measured ${day(run.date)} on ${run.cpus} cores${run.load ? " (load average " + run.load.map((l) => l.toFixed(1)).join(" before, ") + " after)" : ""}: the built
editor with its local backend on a copy of the content grown to ${run.products} products (in English and every
translation), Debian's Chromium at 1440x900, no throttling. In each form the first product is opened and
characters are typed into its Name, one every 150 ms; a key's latency is what the Event Timing API
reports for it (keydown to the next frame painted, as INP counts it), which it reports from 16 ms only:
a key it does not report is counted as 16 ms. The target is at most 50 ms a key.

| form | keys | median | 90th percentile | slowest | keys over 50 ms |
| --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

`;
}
console.log(`bench/report: wrote bench/RESULTS.md`);
