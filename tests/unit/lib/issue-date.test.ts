import { issueDate } from "../../../src/lib/issue-date";

test("a spec sheet's issue date is the build's day in words, the same in every time zone", () => {
  expect(issueDate(new Date("2026-11-23T00:00:00Z"), "en")).toBe("23 November 2026");
  expect(issueDate(new Date("2026-11-23T23:59:59Z"), "en")).toBe("23 November 2026");
  expect(issueDate(new Date("2027-01-05T12:00:00Z"), "en")).toBe("5 January 2027");
  // In each language, with the digits the site's figures use.
  expect(issueDate(new Date("2026-11-23T12:00:00Z"), "ar")).toBe("23 نوفمبر 2026");
  expect(issueDate(new Date("2026-11-23T12:00:00Z"), "es")).toBe("23 de noviembre de 2026");
  expect(issueDate(new Date("2026-11-23T12:00:00Z"), "fr")).toBe("23 novembre 2026");
});
