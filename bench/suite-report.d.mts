export interface PhaseCounts {
  passed: number;
  flaky?: number;
  failed?: number;
}
/** A run of `npm test` as bench/test-suite.json records it (scripts/test-timing.mjs's timing(), with its label). */
export interface SuiteRun {
  label: string;
  commit: string;
  note?: string;
  date: string;
  node: string;
  cpus: number;
  seconds: number;
  phases: { name: string; seconds: number; counts?: PhaseCounts }[];
  slowestFiles: { file: string; tests: number; seconds: number; phase: string }[];
  slowestTests: { title: string; seconds: number; phase: string }[];
}
export declare const SUITE_HEADING: string;
export declare function suiteReport(runs: SuiteRun[]): string;
