/**
 * A product's indicative price (content/products.json, `price`): the range its grades sell at, in
 * US dollars a tonne, FOB an Indian port of loading, until a day, as the trade quotes it. Buyers
 * compare it before asking for a quotation, which fixes the price; search engines read it as the
 * product's offer (structured-data.ts), which Google's product results require (a Product needs an
 * offer, a review or a rating). Time is real, as for certificates: from the day after `quotedUntil`
 * the price is shown nowhere, and the build names it, and one that ends within PRICE_NOTICE_DAYS,
 * for staff. 0 and 0 (no day) is a product quoted on request only.
 */
import { daysBetween } from "./certificates";
import { daysIn } from "./issue-date";
import { localeOf, type LocaleCode } from "./locales";

/** The currency of every price, and the unit it is quoted a unit of. */
export const PRICE_CURRENCY = "USD";
/** UN/CEFACT's code for the tonne (1,000 kg), which schema.org's unitCode takes. */
export const PRICE_UNIT_CODE = "TNE";
/** How many days before its last day a price is named as ending: quotes run weeks, not years. */
export const PRICE_NOTICE_DAYS = 14;

export interface PriceFacts {
  lowUsd: number;
  highUsd: number;
  /** Absent (or empty) where the product is quoted on request only. */
  quotedUntil?: string | null;
}

/** Where a price stands on a day: none given, given and current, current but ending within PRICE_NOTICE_DAYS, or past its last day. */
export type PriceState = "none" | "valid" | "ending" | "expired";

export function priceState({ lowUsd, highUsd, quotedUntil }: PriceFacts, today: string): PriceState {
  if (lowUsd <= 0 || highUsd <= 0 || !quotedUntil) return "none";
  const left = daysBetween(today, quotedUntil);
  if (left < 0) return "expired";
  return left <= PRICE_NOTICE_DAYS ? "ending" : "valid";
}

/** A current price as a product page shows it, in its language: the range ("US$480–520") and its last day as the language writes it, with the figures its structured data gives. */
export interface PriceShown {
  range: string;
  until: string;
  lowUsd: number;
  highUsd: number;
  quotedUntil: string;
}

/** A product's price as a page in `code` shows it on `today`: worked out at build time, as its certificates' days are. */
export function priceShown(price: PriceFacts, today: string, code: LocaleCode): PriceShown | null {
  const state = priceState(price, today);
  if (state === "none" || state === "expired") return null;
  const money = new Intl.NumberFormat(localeOf(code).dates, { style: "currency", currency: PRICE_CURRENCY, maximumFractionDigits: 0 });
  const written = price.lowUsd === price.highUsd ? money.format(price.lowUsd) : money.formatRange(price.lowUsd, price.highUsd);
  // In a right-to-left line "$", a neutral, took the line's direction and fell left of "US" ("$US"): a left-to-right mark keeps it with them.
  const range = localeOf(code).dir === "rtl" ? written.replaceAll("$", "$\u200e") : written;
  const quotedUntil = price.quotedUntil!;
  return { range, until: daysIn([quotedUntil], code)[quotedUntil]!, lowUsd: price.lowUsd, highUsd: price.highUsd, quotedUntil };
}
