/** What every page-making module of src/build/ is given: Gatsby's actions, the catalogue in each language, the languages shown, and the products staff feature. */
import type { Actions } from "gatsby";
import type { CatalogueInLanguage } from "../lib/content-schema";
import { certificatesShown } from "../lib/certificates";
import type { Certificate, Product } from "../lib/content-model";
import { daysIn } from "../lib/issue-date";
import { loadsShown } from "../lib/packing";
import { priceShown } from "../lib/price";
import type { LocaleCode } from "../lib/locales";
import type { LanguagesShown } from "./languages";

export interface PagePlan {
  actions: Actions;
  catalogue: Record<LocaleCode, CatalogueInLanguage>;
  languages: LanguagesShown;
  /** The products staff chose for the home page's carousel (home.json, featured.products), in their order. */
  featured: readonly string[];
  /** The build's today, YYYY-MM-DD (certificates.ts siteToday). */
  today: string;
  /** The register of certificates (site.json), as far as which page shows which, and until when. */
  register: readonly Pick<Certificate, "id" | "issuedOn" | "validUntil" | "coversProducts" | "coversCategories">[];
  /** Each product's facts that are the same in every language (products.json), by id: its packing, months, samples and price, and the days its limits by market were reviewed. */
  facts: Readonly<Record<string, Pick<Product, "packing" | "availableMonths" | "samples" | "price"> & { reviewedOn: readonly string[] }>>;
}

/**
 * What a page that shows certificates is given in its context (CertificatesShown, src/lib/certificates.ts):
 * worked out at build time on the build's day, so the browser draws the page as built, with no date
 * logic of its own.
 */
export function certificatesIn({ today, register }: Pick<PagePlan, "today" | "register">, code: LocaleCode, product?: { slug: string; category: string }) {
  return certificatesShown(register, today, code, product);
}

/**
 * What a product page is given of its packing, loads and months (LoadsShown, src/lib/packing.ts):
 * the numbers and the months' names as its language writes them, made at build time as its
 * certificates' days are.
 */
export function loadsIn({ facts }: Pick<PagePlan, "facts">, code: LocaleCode, slug: string) {
  const product = facts[slug];
  return { loads: loadsShown(product ?? { packing: [], availableMonths: [] }, code) };
}

/** A product page's indicative price as its language writes it, on the build's day (PriceShown, src/lib/price.ts); null where none is current. */
export function priceIn({ facts, today }: Pick<PagePlan, "facts" | "today">, code: LocaleCode, slug: string) {
  const price = facts[slug]?.price;
  return { price: price ? priceShown(price, today, code) : null };
}

/** The days a product's limits by market were reviewed, as its page's language writes them, by day ("2026-12-01"). */
export function reviewedIn({ facts }: Pick<PagePlan, "facts">, code: LocaleCode, slug: string) {
  return { reviewed: daysIn(facts[slug]?.reviewedOn ?? [], code) };
}

/**
 * The header's product menus are one slice per language (src/templates/product-menu.tsx), rendered
 * once and stitched into each page, which fills its `<Slice alias="product-menu">` with its own
 * language's: renaming a product renders that slice again, not every page that lists it.
 */
export const productMenuSlice = (code: LocaleCode) => `product-menu-${code}`;
export const slicesOf = (code: LocaleCode) => ({ "product-menu": productMenuSlice(code) });

/** The categories of a language that have a page there: translated, with at least one product shown, in the file's order. */
export function categoriesWithPages({ products, categories }: CatalogueInLanguage): string[] {
  const used = new Set(products.map(({ category }) => category));
  return categories.map(({ slug }) => slug).filter((slug) => used.has(slug));
}

/** The category ids of a language's products, translated or not (a product whose category is not translated yet is still listed). */
export function categoriesOfProducts({ products }: CatalogueInLanguage): string[] {
  return [...new Set(products.map(({ category }) => category))];
}
