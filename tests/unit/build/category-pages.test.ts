/**
 * The pages the build makes for the categories and the product range (src/build/): which
 * categories have a page in which language, how many numbered pages each listing gets, and which
 * languages each page names as its versions.
 */
import type { Actions } from "gatsby";
import { createCategoryPages } from "../../../src/build/category-pages";
import { createListingPages } from "../../../src/build/listing-pages";
import { LanguagesShown } from "../../../src/build/languages";
import { categoriesOfProducts, categoriesWithPages, type PagePlan } from "../../../src/build/page-plan";
import { CARDS_PER_PAGE } from "../../../src/lib/catalogue";
import type { CatalogueInLanguage } from "../../../src/lib/content-schema";
import type { LocaleCode } from "../../../src/lib/locales";

const products = (category: string, count: number) => Array.from({ length: count }, (_, index) => ({ slug: `${category}-${index + 1}`, name: `${category} ${index + 1}`, category }));
const named = (...slugs: string[]) => slugs.map((slug) => ({ slug, name: slug }));

/** English: 13 oil meals and 2 oils; Spanish: the same products, the oils' category not translated yet; French: only the meals; Arabic: nothing. */
const catalogue: Record<LocaleCode, CatalogueInLanguage> = {
  en: { products: [...products("oil-meals", 13), ...products("oils", 2)], categories: named("oil-meals", "oils", "spices") },
  es: { products: [...products("oil-meals", 13), ...products("oils", 2)], categories: named("oil-meals", "spices") },
  fr: { products: products("oil-meals", 13), categories: named("oil-meals", "oils") },
  ar: { products: [], categories: named("oil-meals") },
};

/** The pages made, as path -> context. */
function pagesMade(make: (plan: PagePlan) => void): Map<string, Record<string, unknown>> {
  const made = new Map<string, Record<string, unknown>>();
  const actions = { createPage: ({ path, context }: { path: string; context: Record<string, unknown> }) => made.set(path, context) } as unknown as Actions;
  make({ actions, catalogue, languages: new LanguagesShown([]), featured: [], today: "2026-11-29", register: [], facts: {} });
  return made;
}

test("a category has a page in a language that has translated it and shows one of its products", () => {
  expect(categoriesWithPages(catalogue.en)).toEqual(["oil-meals", "oils"]);
  // Not translated in Spanish: no page, and its products are still listed there.
  expect(categoriesWithPages(catalogue.es)).toEqual(["oil-meals"]);
  expect(categoriesOfProducts(catalogue.es)).toEqual(["oil-meals", "oils"]);
  // Translated in French, but none of its products is.
  expect(categoriesWithPages(catalogue.fr)).toEqual(["oil-meals"]);
  expect(categoriesWithPages(catalogue.ar)).toEqual([]);
});

test("each category page has numbered pages of 12 cards, in the languages that have it, and links only the categories with pages", () => {
  expect(CARDS_PER_PAGE).toBe(12);
  const made = pagesMade(createCategoryPages);
  expect([...made.keys()].sort()).toEqual(
    [
      "/products/category/oil-meals/",
      "/products/category/oil-meals/page/2/",
      "/products/category/oils/",
      "/es/products/category/oil-meals/",
      "/es/products/category/oil-meals/page/2/",
      "/fr/products/category/oil-meals/",
      "/fr/products/category/oil-meals/page/2/",
    ].sort(),
  );
  expect(made.get("/es/products/category/oil-meals/page/2/")).toMatchObject({ locale: "es", category: "oil-meals", categories: ["oil-meals"], categoryLinks: ["oil-meals"], skip: 12, limit: 12 });
  expect(made.get("/products/category/oils/")).toMatchObject({ categoryLinks: ["oil-meals", "oils"], skip: 0, languages: ["en"] });
  // Each page names the languages that have it, for its hreflang and language switcher.
  expect([...(made.get("/products/category/oil-meals/page/2/")!.languages as string[])].sort()).toEqual(["en", "es", "fr"]);
});

test("the product range lists every product of a language, its categories translated or not, in numbered pages", () => {
  const made = pagesMade(createListingPages);
  // Arabic shows no product: its product range is one empty page.
  expect([...made.keys()].sort()).toEqual(["/ar/products/", "/es/products/", "/es/products/page/2/", "/fr/products/", "/fr/products/page/2/", "/products/", "/products/page/2/"].sort());
  expect(made.get("/es/products/page/2/")).toMatchObject({ category: "", categories: ["oil-meals", "oils"], categoryLinks: ["oil-meals"], skip: 12 });
});
