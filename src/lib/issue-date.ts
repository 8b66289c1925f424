/**
 * The date a product's spec sheet is issued, as printed on it ("23 November 2026"): the day of the
 * build that made it. gatsby-node.ts gives it to each product page as page context, not through a
 * query of Gatsby's `site.buildTime`, which changes on every build and would make every product's
 * query run again on every build.
 */
export function issueDate(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
