#!/usr/bin/env node
/**
 * The "Search on a slow phone" section of bench/RESULTS.md, from bench/search-{N}.json and
 * bench/search-{N}-pace-{MS}.json (bench/search.mjs): bench/report.mjs includes it. Run alone, this
 * writes the section into RESULTS.md in place of the last one (the targets table at the top is
 * bench/report.mjs's: run that to update it too).
 *
 * Usage: node bench/search-report.mjs [--calibration "10.4 s"]
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const bench = import.meta.dirname;
const HEADING = "## Search on a slow phone";

/** The runs of bench/search.mjs found in bench/, smallest catalogue first, each as typed at once, then at a typist's pace. */
export function searchRuns() {
  return fs
    .readdirSync(bench)
    .filter((name) => /^search-\d+(-pace-\d+)?\.json$/.test(name))
    .map((name) => JSON.parse(fs.readFileSync(path.join(bench, name), "utf8")))
    .sort((a, b) => a.products - b.products || (a.pace ?? 0) - (b.pace ?? 0));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

export function searchSection(runs, calibration) {
  if (runs.length === 0) return "";
  const rows = runs.flatMap((run) =>
    run.results.map(({ code, query, runs: measured }) => {
      const first = measured.map((m) => m.firstKeyToResultsMs);
      // A key overtaken by the next one before its results came has none (null).
      const further = measured.flatMap((m) => m.furtherKeysMs).filter((ms) => ms !== null);
      return `| ${run.products.toLocaleString("en")} | ${run.pace ? `every ${run.pace} ms` : "at once"} | ${code} | "${query}" | ${kb(median(measured.map((m) => m.firstQueryBytes)))} | ${kb(median(measured.map((m) => m.withPicturesBytes)))} | ${median(first)} ms (${Math.max(...first)}) | ${median(further)} ms (${Math.max(...further)}) | ${Math.max(...measured.map((m) => m.searchRequestsBeforeTap))} |`;
    }),
  );
  const indexing = runs.filter((run) => run.indexing && !run.pace).map((run) => `${run.products.toLocaleString("en")} products x 4 languages: ${run.indexing.pages.toLocaleString("en")} pages indexed (${run.indexing.languages}) in ${run.indexing.seconds} s`);
  const [sample] = runs;
  const measured = [...new Set(runs.map((run) => `${run.date.slice(0, 10)} (${run.products.toLocaleString("en")} products${run.calibration ? `, calibration ${run.calibration.seconds.toFixed(1)} s after` : ""})`))].join(", ");
  return `${HEADING}

\`node bench/search.mjs\` (the build in \`public/\`) and \`--grown N\` (a scratch site of N products in four languages), measured
${measured} on ${sample.cpus} cores${calibration ? `, calibration ${calibration}` : ""}: Chromium at 375 px with touch, ${sample.network.latency} ms round trip,
${((sample.network.downloadThroughput * 8) / 1e6).toFixed(1)} Mbit/s, the CPU slowed ${sample.cpuSlowdown}x, a cold cache each run. On the About page the header's field is tapped
and the query typed a key at a time, "at once" (each key as soon as the last one's results are painted) or
"every MS ms" (\`--pace MS\`, as a buyer types). Times are from a key to its results painted: median (slowest).
"First query" is every byte fetched from the tap to the first results; "with pictures" adds their thumbnails.

| products | keys typed | language | query | first query | with pictures | first key to results | each further key | search requests before the tap |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

Indexing (\`scripts/search-index.mjs\`, in \`npm run build\`): ${indexing.length > 0 ? indexing.join("; ") : "not recorded in these runs"}.

`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--calibration");
  const section = searchSection(searchRuns(), at > 0 ? process.argv[at + 1] : undefined);
  const file = path.join(bench, "RESULTS.md");
  const results = fs.readFileSync(file, "utf8");
  const start = results.indexOf(HEADING);
  const next = start < 0 ? -1 : results.indexOf("\n## ", start + HEADING.length);
  const written = start >= 0 ? `${results.slice(0, start)}${section}${next < 0 ? "" : results.slice(next + 1)}` : `${results.trimEnd()}\n\n${section}`;
  fs.writeFileSync(file, written);
  console.log("bench/search-report: wrote the search section of bench/RESULTS.md (bench/report.mjs writes the targets table)");
}
