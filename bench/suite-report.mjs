/**
 * The "The test suite" section of bench/RESULTS.md, from the runs of `npm test` recorded in
 * bench/test-suite.json (bench/test-suite.mjs): the last run as the tables scripts/test.mjs prints,
 * then every run in one row each, newest first (each run's own tables stay in the JSON).
 */
import { timingTable } from "../scripts/test-timing.mjs";

export const SUITE_HEADING = "## The test suite";

const phase = (run, name) => run.phases.find((each) => each.name === name);
const seconds = (found) => (found ? found.seconds.toFixed(0) : "");
/** A run's retried and failed tests, over every phase. */
function retries(run) {
  const counts = run.phases.flatMap(({ counts }) => (counts ? [counts] : []));
  const flaky = counts.reduce((sum, { flaky = 0 }) => sum + flaky, 0);
  const failed = counts.reduce((sum, { failed = 0 }) => sum + failed, 0);
  return [flaky && `${flaky} retried`, failed && `**${failed} failed**`].filter(Boolean).join(", ") || "none";
}
const cell = (text) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

export function suiteReport(runs) {
  if (runs.length === 0) return `${SUITE_HEADING}\n\nNot measured in the last runs: \`bash .ci/run\` in a fresh clone, then \`node bench/test-suite.mjs <label> <clone>/test-timing.json\`.\n`;
  const last = runs.at(-1);
  const rows = [...runs].sort((a, b) => b.date.localeCompare(a.date)).map((run) => {
    const row = [run.date.slice(0, 10), run.commit, seconds(run), seconds(phase(run, "end-to-end: chromium")), seconds(phase(run, "end-to-end: engines")), retries(run), cell([run.label, run.note].filter(Boolean).join("; "))];
    return `| ${row.join(" | ")} |`;
  });
  return `${SUITE_HEADING}

\`bash .ci/run\` in a fresh clone with nothing else running, ${last.cpus} cores: \`npm ci\` (not counted here), then
\`npm test\`, whose last lines are these tables (scripts/test.mjs); recorded with
\`node bench/test-suite.mjs <label> <clone>/test-timing.json\`. The target: \`bash .ci/run\` within 900 s. A test file's
time is its tests' added up; Chromium's files run two at a time, so they add up to more than their phase.

### The last run recorded: ${last.label}

${last.commit}, ${last.date.slice(0, 10)}, Node ${last.node}.${last.note ? ` ${last.note}` : ""}

${timingTable(last)}

### Every recorded run, newest first

Seconds of \`npm test\` and of its two end-to-end phases; each run's tables are in \`bench/test-suite.json\`. This host's
speed swings about 2x with the hour: read a run beside its calibration, where its note gives one.

| date | commit | \`npm test\` s | Chromium s | engines s | tests retried | run |
| --- | --- | ---: | ---: | ---: | --- | --- |
${rows.join("\n")}
`;
}
