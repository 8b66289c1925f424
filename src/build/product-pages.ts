/**
 * A page for each product in each language that shows it (src/templates/product.tsx); its first
 * paint waits for its title, not its whole HTML (FIRST_SCREEN_END_FIELD, src/lib/first-screen.ts).
 */
import path from "node:path";
import { FIRST_SCREEN_END_FIELD, PRODUCT_TITLE_ID } from "../lib/first-screen";
import { issueDate } from "../lib/issue-date";
import { DEFAULT_LOCALE, localeOf, localizedPath, type LocaleCode } from "../lib/locales";
import { namesByLanguage } from "../lib/other-names";
import { productPath } from "../lib/routes";
import { inLanguages } from "./languages";
import { certificatesIn, loadsIn, priceIn, reviewedIn, slicesOf, type PagePlan } from "./page-plan";

export function createProductPages(plan: PagePlan) {
  const { actions, catalogue, languages } = plan;
  const component = path.resolve("src/templates/product.tsx");
  const today = new Date(`${plan.today}T00:00:00Z`);
  const slugsIn = new Map(languages.codes.map((code) => [code, new Set(catalogue[code].products.map(({ slug }) => slug))]));
  const englishNames = new Map(catalogue[DEFAULT_LOCALE].products.map(({ slug, name }) => [slug, name]));
  for (const code of languages.codes) {
    for (const { slug, category, alsoKnownAs } of catalogue[code].products) {
      // The languages this product's page is in, for its hreflang alternates and language switcher.
      const shownIn = languages.codes.filter((other) => slugsIn.get(other)!.has(slug));
      const pagePath = localizedPath(code, productPath(slug));
      actions.createPage({
        path: pagePath,
        component,
        context: { locale: code, slug, category, [FIRST_SCREEN_END_FIELD]: PRODUCT_TITLE_ID, issued: issueDate(today, code), aliases: aliasesIn(alsoKnownAs, code === DEFAULT_LOCALE ? "" : (englishNames.get(slug) ?? ""), code), ...certificatesIn(plan, code, { slug, category }), ...loadsIn(plan, code, slug), ...priceIn(plan, code, slug), ...reviewedIn(plan, code, slug), ...inLanguages(pagePath, shownIn) },
        slices: slicesOf(code),
      });
    }
  }
}

/** A product's other names in runs, English or not (namesByLanguage), worked out here so the page's scripts carry no language rules of their own. */
function aliasesIn(alsoKnownAs: string | undefined, englishName: string, code: LocaleCode) {
  return namesByLanguage(alsoKnownAs ?? "", englishName, localeOf(code).name);
}
