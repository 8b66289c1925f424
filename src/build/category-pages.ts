/**
 * A page for each category in each language that shows it (translated, with at least one product
 * shown there): its name, introduction and products, in pages like the product range's
 * (/products/category/oil-meals/, .../page/2/).
 */
import { listingPages, type ListingPage } from "../lib/catalogue";
import type { LocaleCode } from "../lib/locales";
import { categoryPath } from "../lib/routes";
import { createListingPage, languagesWithPage } from "./listing-pages";
import { categoriesWithPages, type PagePlan } from "./page-plan";

export function createCategoryPages({ actions, catalogue, languages }: PagePlan) {
  const withPages = new Map(languages.codes.map((code) => [code, categoriesWithPages(catalogue[code])]));
  const ids = new Set([...withPages.values()].flat());
  for (const id of ids) {
    const pagesIn = new Map<LocaleCode, ListingPage[]>();
    for (const code of languages.codes) {
      if (!withPages.get(code)!.includes(id)) continue;
      const count = catalogue[code].products.filter(({ category }) => category === id).length;
      pagesIn.set(code, listingPages(categoryPath(id), count));
    }
    for (const [code, pages] of pagesIn) {
      for (const page of pages) {
        const context = { locale: code, category: id, categories: [id], categoryLinks: withPages.get(code)! };
        createListingPage(actions, code, page, context, languagesWithPage(pagesIn, page));
      }
    }
  }
}
