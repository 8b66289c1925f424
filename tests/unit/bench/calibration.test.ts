import { describeCalibration, median, summarize } from "../../../bench/calibration-figure.mjs";

test("the median is the middle value, or the mean of the two middle ones", () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([7])).toBe(7);
  expect(() => median([])).toThrow();
});

test("a calibration is each part's median and the median run's total", () => {
  const runs = [
    { pictures: 10, sheets: 12 },
    { pictures: 9, sheets: 30 }, // a run the machine slowed
    { pictures: 11, sheets: 10 },
  ];
  expect(summarize(runs)).toEqual({ seconds: 22, pictures: 10, sheets: 12, runs });
});

test("it is written beside a build figure with its parts and its runs' spread", () => {
  const calibration = summarize([
    { pictures: 10.04, sheets: 9.96 },
    { pictures: 10.5, sheets: 10.1 },
    { pictures: 9.8, sheets: 9.9 },
  ]);
  expect(describeCalibration(calibration)).toBe("20.0 s (pictures 10.0 s, sheets 10.0 s; 3 runs 19.7 to 20.6 s)");
  expect(describeCalibration(summarize([{ pictures: 1, sheets: 2 }]))).toBe("3.0 s (pictures 1.0 s, sheets 2.0 s)");
  // A run from before the calibration existed.
  expect(describeCalibration(undefined)).toBe("not measured");
});
