export interface CalibrationRun {
  pictures: number;
  sheets: number;
}
export interface Calibration {
  seconds: number;
  pictures: number;
  sheets: number;
  runs: CalibrationRun[];
}
export declare function median(values: readonly number[]): number;
export declare function summarize(runs: CalibrationRun[]): Calibration;
export declare function describeCalibration(calibration: Calibration | undefined): string;
