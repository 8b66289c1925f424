/**
 * Every page of src/pages (home, About, Contact, search, not-found) in every language that shows it, the
 * language in its context; the home page also gets the products its carousel features. The
 * not-found page answers every path no other page claims (in a language, every path under its
 * prefix): hosts serve its 404.html (Gatsby copies /404/ to /404.html itself), and the browser
 * renders it at the requested URL (plugins/delivery, served-match-path).
 */
import type { Actions, Page } from "gatsby";
import { featuredProducts, formListsProducts } from "../lib/catalogue";
import { scopeWords } from "../lib/certificates";
import { DEFAULT_LOCALE, localeOf, localizedPath, type LocaleCode } from "../lib/locales";
import { samplesSent } from "../lib/packing";
import { inquiryEndpoint } from "../../common/inquiry-endpoint.mjs";
import { routes, SEARCH_PATH } from "../lib/routes";
import { inLanguages } from "./languages";
import { categoriesWithPages, certificatesIn, slicesOf, type PagePlan } from "./page-plan";

export function createScreenPages(page: Page, actions: Actions, plan: PagePlan) {
  if ((page.context as { locale?: string } | undefined)?.locale) return;
  actions.deletePage(page);
  const { languages } = plan;
  const shownIn = languages.codes.filter((code) => languages.pageShown(code, page.path));
  for (const code of languages.codes) {
    const pagePath = localizedPath(code, page.path);
    const own = page.path === "/404/" ? { notFound: true } : { ...screenContext(page.path, code, plan), ...inLanguages(pagePath, shownIn) };
    const localized = { ...page, context: { ...page.context, locale: code, ...own }, slices: slicesOf(code) };
    if (page.path !== "/404/") {
      if (shownIn.includes(code)) actions.createPage({ ...localized, path: pagePath });
    } else if (code === DEFAULT_LOCALE) {
      actions.createPage({ ...localized, matchPath: "/*" });
    } else {
      actions.createPage({ ...localized, path: localizedPath(code, "/404.html"), matchPath: localizedPath(code, "/*") });
    }
  }
}

/**
 * What a screen's query needs beyond its language: the home page's featured products, the contact
 * form's product choices (and which of them send no samples) and where it records an inquiry, the categories the search page offers,
 * the About page's register of certificates its time.
 */
function screenContext(route: string, code: LocaleCode, plan: PagePlan) {
  const inLanguage = plan.catalogue[code];
  const chosen = plan.featured;
  const { products } = inLanguage;
  if (route === routes.about) {
    return { ...certificatesIn(plan, code), scopes: scopeWords(plan.register, inLanguage, localeOf(code).comma) };
  }
  if (route === SEARCH_PATH) return { categoryLinks: categoriesWithPages(inLanguage) };
  if (route === routes.home) return { featured: featuredProducts(chosen, products.map(({ slug }) => slug)) };
  // The products the contact form lists to choose from, or none (a text field) in a larger catalogue, and those of them whose samples are not sent.
  if (route === routes.contact) {
    const choices = formListsProducts(products.length) ? products.map(({ slug }) => slug) : [];
    return { productChoices: choices, noSamples: choices.filter((slug) => !samplesSent(plan.facts[slug]?.samples)), recordAt: inquiryRecordAt(code) };
  }
  return {};
}

/**
 * Where a page's contact form records an inquiry (INQUIRY_ENDPOINT, common/inquiry-endpoint.mjs):
 * the received page in its language, which the host (Netlify Forms) answers, or a form service's address.
 */
export function inquiryRecordAt(code: LocaleCode): string {
  const endpoint = inquiryEndpoint(process.env.INQUIRY_ENDPOINT);
  return endpoint.kind === "external" ? endpoint.url : localizedPath(code, routes.inquiryReceived);
}
