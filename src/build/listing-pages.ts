/**
 * The product range (/products/) in each language, in pages of CARDS_PER_PAGE cards
 * (/products/page/2/, ...), each reached by plain links from the others (src/templates/product-list.tsx).
 * A catalogue that fits one page has the one page, as the specification draws it.
 */
import path from "node:path";
import { listingPages, type ListingPage } from "../lib/catalogue";
import { localizedPath, type LocaleCode } from "../lib/locales";
import { routes } from "../lib/routes";
import { inLanguages } from "./languages";
import { categoriesOfProducts, categoriesWithPages, slicesOf, type PagePlan } from "./page-plan";

const productListTemplate = () => path.resolve("src/templates/product-list.tsx");

export function createListingPages({ actions, catalogue, languages }: PagePlan) {
  const shown = languages.codes.filter((code) => languages.pageShown(code, routes.products));
  const pagesIn = new Map(shown.map((code) => [code, listingPages(routes.products, catalogue[code].products.length)]));
  for (const code of shown) {
    for (const page of pagesIn.get(code)!) {
      const context = { locale: code, category: "", categories: categoriesOfProducts(catalogue[code]), categoryLinks: categoriesWithPages(catalogue[code]) };
      createListingPage(actions, code, page, context, languagesWithPage(pagesIn, page));
    }
  }
}

/** The languages whose listing has this page (a language that withholds products may have fewer pages). */
export function languagesWithPage(pagesIn: ReadonlyMap<LocaleCode, readonly ListingPage[]>, { page }: ListingPage): LocaleCode[] {
  return [...pagesIn].filter(([, pages]) => pages.length >= page).map(([code]) => code);
}

/** One page of a listing (the product range or a category) in one language. */
export function createListingPage(
  actions: PagePlan["actions"],
  code: LocaleCode,
  { path: englishPath, ...page }: ListingPage,
  context: { locale: LocaleCode; category: string; categories: string[]; categoryLinks: string[] },
  languages: readonly LocaleCode[],
) {
  const pagePath = localizedPath(code, englishPath);
  actions.createPage({ path: pagePath, component: productListTemplate(), context: { ...context, ...page, ...inLanguages(pagePath, languages) }, slices: slicesOf(code) });
}
