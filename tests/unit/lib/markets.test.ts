import { formatProblem, marketNotices } from "../../../src/lib/content-rules";
import { REVIEW_WITHIN_DAYS, statementsToReview } from "../../../src/lib/markets";

const statement = (reviewedOn: string) => ({ market: "European Union", limit: "Aflatoxin B1 20 µg/kg", source: "https://eur-lex.europa.eu/eli/dir/2002/32/oj", standing: "on-request", detail: "Tested per lot", reviewedOn });

describe("statementsToReview", () => {
  it("names a statement reviewed more than 180 days before the day, and not one reviewed 180 days before or since", () => {
    expect(REVIEW_WITHIN_DAYS).toBe(180);
    // 2026-12-01 + 180 days = 2027-05-30.
    expect(statementsToReview([statement("2026-12-01")], "2027-05-30")).toEqual([]);
    expect(statementsToReview([statement("2026-12-01")], "2027-05-31")).toEqual([{ index: 0, days: 181 }]);
    expect(statementsToReview([statement("2027-05-31"), statement("2026-06-01"), statement("2026-12-01")], "2027-05-31")).toEqual([
      { index: 1, days: 364 },
      { index: 2, days: 181 },
    ]);
  });
});

describe("marketNotices", () => {
  it("names file, product, market and field, with the day reviewed and how long ago", () => {
    const products = [
      { id: "soya-meal", markets: [statement("2027-01-01")] },
      { id: "groundnut-meal", markets: [statement("2027-01-01"), { ...statement("2026-08-23"), market: "United Kingdom" }] },
    ];
    expect(marketNotices(products, "2027-03-11", "content/products.json").map(formatProblem)).toEqual([
      'content/products.json, products[1] (id "groundnut-meal").markets[1] ("United Kingdom"), field "reviewedOn": last reviewed on 2026-08-23, 200 days ago (more than 180): check the limit against the law it cites, correct what changed, and set the day reviewed',
    ]);
  });
});
