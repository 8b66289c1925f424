/** @jest-environment node */
import { counterValue } from "../../../src/lib/counter";

describe("counter easing", () => {
  it("starts at 0 and ends exactly on the target", () => {
    expect(counterValue(0, 2000, 75)).toBe(0);
    expect(counterValue(2000, 2000, 75)).toBe(75);
    expect(counterValue(5000, 2000, 75)).toBe(75);
  });

  it("rises steadily and is between the ends halfway", () => {
    const values = Array.from({ length: 21 }, (_, step) => counterValue(step * 100, 2000, 75));
    values.slice(1).forEach((value, index) => expect(value).toBeGreaterThanOrEqual(values[index]!));
    expect(counterValue(1000, 2000, 75)).toBeGreaterThan(0);
    expect(counterValue(1000, 2000, 75)).toBeLessThan(75);
  });
});
