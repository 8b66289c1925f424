export interface TimedPhase {
  name: string;
  seconds: number;
  report?: { kind: "jest" | "playwright"; file: string };
}
export interface Counts {
  passed: number;
  flaky: number;
  failed: number;
  /** A run of several projects: each one's tests and their time. */
  projects?: { project: string; tests: number; seconds: number }[];
}
export interface Times {
  files: { file: string; tests: number; seconds: number }[];
  tests: { title: string; seconds: number }[];
  counts: Counts;
}
export interface Timing {
  seconds: number;
  phases: { name: string; seconds: number; counts?: Counts }[];
  slowestFiles: { file: string; tests: number; seconds: number; phase: string }[];
  slowestTests: { title: string; seconds: number; phase: string }[];
}
export function timing(phases: TimedPhase[], wallSeconds?: number): Timing;
export function timingTable(timing: Timing): string;
export function jestTimes(report: unknown): Times;
export function playwrightTimes(report: unknown): Times;
