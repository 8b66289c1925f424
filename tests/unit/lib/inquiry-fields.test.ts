import { QUANTITY_PATTERN } from "../../../src/lib/inquiry-fields";

/** As a browser reads a field's `pattern`: the whole value, with the v flag (HTML's "compile a pattern"). */
const takes = (value: string) => new RegExp(`^(?:${QUANTITY_PATTERN})$`, "v").test(value);

describe("QUANTITY_PATTERN", () => {
  it("takes a number of 0 or more as buyers write it: any decimal mark, grouping, any script's digits", () => {
    for (const value of ["0", "25", "25.5", "25,5", "1,250.75", "1.250,75", "1 250,75", "1\u00a0250", "1'000", "٢٥", "٢٥٫٥", "١٬٢٥٠", "۱۲", "२५", "２５", " 40 "]) {
      expect({ value, taken: takes(value) }).toEqual({ value, taken: true });
    }
  });

  it("refuses what is not such a number: a sign, a unit, letters, a mark without digits on both sides", () => {
    for (const value of ["-5", "+5", "25 MT", "25t", "1e3", "abc", "2..5", "2,,5", ".5", "5.", "25 - 30", "٢٥ طن"]) {
      expect({ value, taken: takes(value) }).toEqual({ value, taken: false });
    }
  });
});
