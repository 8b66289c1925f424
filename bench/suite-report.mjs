/**
 * The "The test suite" section of bench/RESULTS.md: every run of `npm test` recorded in
 * bench/test-suite.json (bench/test-suite.mjs), each as the tables scripts/test.mjs prints.
 */
import { timingTable } from "../scripts/test-timing.mjs";

export const SUITE_HEADING = "## The test suite";

export function suiteReport(runs) {
  if (runs.length === 0) return `${SUITE_HEADING}\n\nNot measured in the last runs: \`bash .ci/run\` in a fresh clone, then \`node bench/test-suite.mjs <label> <clone>/test-timing.json\`.\n`;
  const last = runs.at(-1);
  return `${SUITE_HEADING}

\`bash .ci/run\` in a fresh clone with nothing else running, ${last.cpus} cores: \`npm ci\` (not counted here), then
\`npm test\`, whose last lines are these tables (scripts/test.mjs); recorded with
\`node bench/test-suite.mjs <label> <clone>/test-timing.json\`. The target: \`bash .ci/run\` within 900 s. A test file's
time is its tests' added up; Chromium's files run two at a time, so they add up to more than their phase.

${runs.map((run) => `### ${run.label}\n\n${run.commit}, ${run.date.slice(0, 10)}, Node ${run.node}.${run.note ? ` ${run.note}` : ""}\n\n${timingTable(run)}\n`).join("\n")}`;
}
