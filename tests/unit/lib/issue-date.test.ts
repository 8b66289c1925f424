import { issueDate } from "../../../src/lib/issue-date";

test("a spec sheet's issue date is the build's day in words, the same in every time zone", () => {
  expect(issueDate(new Date("2026-11-23T00:00:00Z"))).toBe("23 November 2026");
  expect(issueDate(new Date("2026-11-23T23:59:59Z"))).toBe("23 November 2026");
  expect(issueDate(new Date("2027-01-05T12:00:00Z"))).toBe("5 January 2027");
});
