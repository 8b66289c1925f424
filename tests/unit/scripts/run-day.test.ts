/**
 * @jest-environment node
 */
import { pinRunDay } from "../../../scripts/run-day.mjs";

describe("the day a run builds and tests for", () => {
  it("is the UTC day the run began on, kept when the clock passes midnight", () => {
    const environment: Record<string, string | undefined> = {};
    expect(pinRunDay(environment, new Date("2026-12-06T23:59:59.999Z"))).toBe("2026-12-06");
    expect(pinRunDay(environment, new Date("2026-12-07T00:20:00Z"))).toBe("2026-12-06");
    expect(environment.SITE_TODAY).toBe("2026-12-06");
  });

  it("is the day already set, when a test or a person pinned one", () => {
    const environment: Record<string, string | undefined> = { SITE_TODAY: "2027-03-11" };
    expect(pinRunDay(environment, new Date("2026-12-06T12:00:00Z"))).toBe("2027-03-11");
    expect(pinRunDay({ SITE_TODAY: "" }, new Date("2026-12-06T12:00:00+05:30"))).toBe("2026-12-06");
  });
});
