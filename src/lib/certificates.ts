/**
 * The company's register of certificates (content/site.json, `certifications`): where a certificate
 * stands on a given day, and what it covers. The build checks the register (content-rules.ts, with
 * the kinds of certificate-kinds.ts, and its certificateNotices names what has expired or expires
 * soon) and gives each page the certificates it shows (src/build/page-plan.ts); the editor's
 * previews work them out with the same functions. Pages themselves import none of this.
 *
 * Time is the build's: SITE_TODAY=YYYY-MM-DD sets the day (tests move time with it), else the
 * day the build runs, in UTC. The site is rebuilt every day (.github/workflows/site.yml), so a
 * certificate that expires stops being shown as valid the next morning, with nobody editing.
 */
import { daysIn } from "./issue-date";
import type { LocaleCode } from "./locales";

/** How many days before its date a certificate is named as expiring (the build's notices, the editor). */
export const EXPIRING_WITHIN_DAYS = 30;

/** A day as the content writes it. */
export const DAY_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** The years a day of the content may fall in: a year outside them was typed in part ("0002") or by a slip. */
export const DAY_YEARS = { first: 1900, last: 2099 } as const;

/** Whether `value` is a real day written YYYY-MM-DD (not 2026-02-30), of a year in DAY_YEARS. */
export function isDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const date = new Date(`${value}T00:00:00Z`);
  return year >= DAY_YEARS.first && year <= DAY_YEARS.last && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The build's today, YYYY-MM-DD: SITE_TODAY when set (it must be a real day), else today in UTC. */
export function siteToday(environment: Record<string, string | undefined> = process.env, now = new Date()): string {
  const set = environment.SITE_TODAY;
  if (set === undefined || set === "") return now.toISOString().slice(0, 10);
  if (!isDay(set)) throw new Error(`SITE_TODAY must be a day written YYYY-MM-DD, such as 2026-11-29, but is "${set}"`);
  return set;
}

/** Days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** What a certificate's dates say on `today`. */
export interface CertificateDates {
  issuedOn: string;
  /** Absent (or empty) for a kind without expiry. */
  validUntil?: string | null;
}

/** Where a certificate stands on `today`: valid, valid but expiring within EXPIRING_WITHIN_DAYS, or expired (its last valid day is past). */
export type CertificateState = "valid" | "expiring" | "expired";

export function certificateState({ validUntil }: CertificateDates, today: string): CertificateState {
  if (!validUntil) return "valid";
  const left = daysBetween(today, validUntil);
  if (left < 0) return "expired";
  return left <= EXPIRING_WITHIN_DAYS ? "expiring" : "valid";
}

/** What a certificate covers: products by id, and every product of categories by id. */
export interface CertificateScope {
  coversProducts: readonly string[];
  coversCategories: readonly string[];
}

/** Whether a certificate covers the product `id` of category `category`. */
export function covers(scope: CertificateScope, id: string, category: string): boolean {
  return scope.coversProducts.includes(id) || scope.coversCategories.includes(category);
}

/** The products a certificate covers, in the catalogue's order. */
export function coveredProducts<P extends { id: string; category: string }>(scope: CertificateScope, products: readonly P[]): P[] {
  return products.filter((product) => covers(scope, product.id, product.category));
}

/**
 * Which certificates a page shows, as the build works them out on its day and gives the page in
 * its context (src/build/page-plan.ts): no date is worked out or written in the browser.
 */
export interface CertificatesShown {
  /** Their ids, in the register's order. */
  certificates: readonly string[];
  /** Those past their last day. */
  expired: readonly string[];
  /** Each certificate's days, as the page's language writes them. */
  days: Readonly<Record<string, string>>;
}

/**
 * Which certificates a page shows, worked out on `today` for a page in language `code` (the build
 * gives a page this in its context, src/build/page-plan.ts; the editor's previews work it out
 * alike): a product page's, those that cover the product, else all; which of them have expired; and
 * their days as the language writes them (the register's, the days they were issued too).
 */
export function certificatesShown(
  register: readonly (CertificateScope & CertificateDates & { id: string })[],
  today: string,
  code: LocaleCode,
  product?: { slug: string; category: string },
): CertificatesShown {
  const shown = product ? register.filter((certificate) => covers(certificate, product.slug, product.category)) : register;
  return {
    certificates: shown.map(({ id }) => id),
    expired: shown.filter((certificate) => certificateState(certificate, today) === "expired").map(({ id }) => id),
    // The register says when each was issued too; a product page, how long each is valid.
    days: daysIn([...shown.map(({ validUntil }) => validUntil), ...(product ? [] : shown.map(({ issuedOn }) => issuedOn))], code),
  };
}

/**
 * What each certificate of the register covers, in words (the About page's register): its
 * categories', then its products' names, in the language of `named`, joined by its comma. A
 * category and a product may share an id ("pulses"): each is named from its own list; one not
 * translated yet is left out.
 */
export function scopeWords(
  register: readonly (CertificateScope & { id: string })[],
  named: Record<"categories" | "products", readonly { slug: string; name: string }[]>,
  comma: string,
): Record<string, string> {
  const nameIn = (entries: readonly { slug: string; name: string }[], ids: readonly string[]) => ids.flatMap((id) => entries.find(({ slug }) => slug === id)?.name ?? []);
  return Object.fromEntries(register.map(({ id, coversCategories, coversProducts }) => [id, [...nameIn(named.categories, coversCategories), ...nameIn(named.products, coversProducts)].join(comma)]));
}
