import { localeOf, type LocaleCode } from "./locales";

/**
 * The date a product's spec sheet is issued, as printed on it in the page's language ("23 November
 * 2026", "23 نوفمبر 2026"): the day of the
 * build that made it. gatsby-node.ts gives it to each product page as page context, not through a
 * query of Gatsby's `site.buildTime`, which changes on every build and would make every product's
 * query run again on every build.
 */
export function issueDate(date: Date, code: LocaleCode): string {
  // A day that is none (a draft's, half typed, in the editor's preview): said so, as toLocaleDateString says it, where formatToParts would throw.
  if (Number.isNaN(date.getTime())) return String(date);
  const { dates } = localeOf(code);
  const parts = new Intl.DateTimeFormat(dates, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).formatToParts(date);
  // French writes the first of a month as an ordinal, "1er avril 2027", which Intl does not.
  const firstInFrench = (type: string, value: string) => type === "day" && value === "1" && dates.split("-")[0] === "fr";
  return parts.map(({ type, value }) => (firstInFrench(type, value) ? "1er" : value)).join("");
}

/**
 * Days written YYYY-MM-DD (a certificate's), each as the page's language writes it: made at build
 * time and handed to the page in its context, so that the browser, whose own date formats may
 * differ, draws the same text the page was built with.
 */
export function daysIn(days: readonly (string | null | undefined)[], code: LocaleCode): Record<string, string> {
  return Object.fromEntries(days.filter((day): day is string => Boolean(day)).map((day) => [day, issueDate(new Date(`${day}T00:00:00Z`), code)]));
}
