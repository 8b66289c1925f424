/**
 * The calibration's figure (bench/calibrate.mjs) from its timed runs, and how it is written beside
 * a build figure (bench/build-scaling.mjs, bench/report.mjs). Plain functions, for the unit tests.
 */

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The calibration figure of some runs: each part's median and the median run's total, in seconds. */
export function summarize(runs) {
  return {
    seconds: median(runs.map(({ pictures, sheets }) => pictures + sheets)),
    pictures: median(runs.map(({ pictures }) => pictures)),
    sheets: median(runs.map(({ sheets }) => sheets)),
    runs,
  };
}

/** "20.1 s (pictures 10.3 s, sheets 9.8 s; 3 runs 19.8 to 20.6 s)", to print beside a build figure. */
export function describeCalibration(calibration) {
  if (!calibration) return "not measured";
  const totals = calibration.runs.map(({ pictures, sheets }) => pictures + sheets);
  const spread = totals.length > 1 ? `; ${totals.length} runs ${Math.min(...totals).toFixed(1)} to ${Math.max(...totals).toFixed(1)} s` : "";
  return `${calibration.seconds.toFixed(1)} s (pictures ${calibration.pictures.toFixed(1)} s, sheets ${calibration.sheets.toFixed(1)} s${spread})`;
}
