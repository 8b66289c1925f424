/**
 * What each product meets in the markets it is offered to (content/products.json, `markets`): per
 * market, the limit its buyers check, where the product stands, and the day that statement was last
 * reviewed against the law it cites. Laws change: the build names every statement reviewed more than
 * REVIEW_WITHIN_DAYS before its day (marketNotices), where staff see it (the publish check and the
 * editor's preview), as it names certificates that expire.
 */
import { daysBetween } from "./certificates";

/** Where a product stands against a market's limit: meets it as standard, meets it on request (a grade, a test), or is not offered there. */
export const STANDINGS = ["as-standard", "on-request", "not-offered"] as const;
export type Standing = (typeof STANDINGS)[number];

/** What a product is sold for: its buyers' use, which decides the limits that apply (a feed limit is not a food limit). */
export const USES = ["food", "feed", "fertiliser", "industrial"] as const;
export type Use = (typeof USES)[number];

/** How many days a statement stays current after its review before the build names it. */
export const REVIEW_WITHIN_DAYS = 180;

/** A statement as far as its review goes. */
export interface MarketStatement {
  market: string;
  reviewedOn: string;
}

/** Each statement reviewed more than REVIEW_WITHIN_DAYS before `today`: its index in the product's list, and how many days ago. */
export function statementsToReview(markets: readonly MarketStatement[], today: string): { index: number; days: number }[] {
  return markets.flatMap(({ reviewedOn }, index) => {
    const days = daysBetween(reviewedOn, today);
    return days > REVIEW_WITHIN_DAYS ? [{ index, days }] : [];
  });
}
