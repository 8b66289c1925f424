#!/usr/bin/env node
/**
 * The "Search on a slow phone" section of bench/RESULTS.md, from bench/search-10.json and
 * bench/search-{N}.json (bench/search.mjs) and the machine's calibration (bench/calibrate.mjs):
 * bench/report.mjs includes it, and run alone this writes it into RESULTS.md in place of the last
 * one, so a search measurement needs no rerun of the whole bench.
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
  return `${HEADING}

\`node bench/search.mjs --runs ${sample.runs}\` (the build in \`public/\`, ${sample.products} products) and \`node bench/search.mjs --grown N\`
(a scratch site of N products in four languages, grown by \`scripts/grown-catalogue.mjs\` as the tests grow it),
measured ${[...new Set(runs.map((run) => `${run.date.slice(0, 10)} (${run.products})`))].join(", ")} on ${sample.cpus} cores${calibration ? `, calibration ${calibration} (\`node bench/calibrate.mjs\`)` : ""}: Debian's Chromium at 375 px with touch,
${sample.network.latency} ms round trip, ${((sample.network.downloadThroughput * 8) / 1e6).toFixed(1)} Mbit/s down, the CPU slowed ${sample.cpuSlowdown}x, a cold cache each run. On the
About page, once its scripts run, the header's field is tapped and the query typed one key at a time.
"First query" is every byte fetched from the tap to the first results painted, bodies as sent with
their headers (search's chunk, Pagefind's script, its entry file, the language's WebAssembly
engine, about 60 kB, index meta, the index's outline and the first key's index chunks, and the language's results file; not
Gatsby's own prefetching of linked pages' data); "with pictures" adds the results' thumbnails,
fetched after. Times are from
the key's event to the frame that paints its results: median (slowest). Keys are typed "at once"
(each as soon as the one before has its results painted, often 30 to 60 ms apart: faster than
anyone types) or, with \`--pace MS\`, "every MS ms" whatever has come, as a buyer types (a fast
phone typist: 200 ms; a key overtaken by the next before its results came is left out). Targets:
first results within 1.5 s of the first key, each further key within 100 ms.

| products | keys typed | language | query | first query | with pictures | first key to results | each further key | search requests before the tap |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

Indexing (\`scripts/search-index.mjs\`, in \`npm run build\`): ${indexing.length > 0 ? indexing.join("; ") : "see bench/FINDINGS.md"}.

`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--calibration");
  const section = searchSection(searchRuns(), at > 0 ? process.argv[at + 1] : undefined);
  const file = path.join(bench, "RESULTS.md");
  const results = fs.readFileSync(file, "utf8");
  const start = results.indexOf(HEADING);
  const next = start < 0 ? -1 : results.indexOf("\n## ", start + HEADING.length);
  const anchor = results.indexOf("## Against the targets");
  const written =
    start >= 0 ? `${results.slice(0, start)}${section}${next < 0 ? "" : results.slice(next + 1)}` : `${results.slice(0, anchor)}${section}${results.slice(anchor)}`;
  fs.writeFileSync(file, written);
  console.log("bench/search-report: wrote the search section of bench/RESULTS.md");
}
