import { daysIn, issueDate } from "../../../src/lib/issue-date";

test("a spec sheet's issue date is the build's day in words, the same in every time zone", () => {
  expect(issueDate(new Date("2026-11-23T00:00:00Z"), "en")).toBe("23 November 2026");
  expect(issueDate(new Date("2026-11-23T23:59:59Z"), "en")).toBe("23 November 2026");
  expect(issueDate(new Date("2027-01-05T12:00:00Z"), "en")).toBe("5 January 2027");
  // In each language, with the digits the site's figures use.
  expect(issueDate(new Date("2026-11-23T12:00:00Z"), "ar")).toBe("23 نوفمبر 2026");
  expect(issueDate(new Date("2026-11-23T12:00:00Z"), "es")).toBe("23 de noviembre de 2026");
  expect(issueDate(new Date("2026-11-23T12:00:00Z"), "fr")).toBe("23 novembre 2026");
});

test("a day that is none, as a draft in the editor's preview may hold, is said to be invalid, not thrown", () => {
  expect(issueDate(new Date("<img src=x>T00:00:00Z"), "fr")).toBe("Invalid Date");
  expect(daysIn(["2027-13-45", "2027-04-01"], "fr")).toEqual({ "2027-13-45": "Invalid Date", "2027-04-01": "1er avril 2027" });
});

test("French writes the first of a month as an ordinal, and no other day, nor another language", () => {
  expect(issueDate(new Date("2027-04-01T12:00:00Z"), "fr")).toBe("1er avril 2027");
  expect(issueDate(new Date("2027-04-11T12:00:00Z"), "fr")).toBe("11 avril 2027");
  expect(issueDate(new Date("2027-04-21T12:00:00Z"), "fr")).toBe("21 avril 2027");
  expect(issueDate(new Date("2027-04-01T12:00:00Z"), "en")).toBe("1 April 2027");
  expect(issueDate(new Date("2027-04-01T12:00:00Z"), "es")).toBe("1 de abril de 2027");
});
