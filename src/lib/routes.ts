import { splitLocalePath } from "./locales";

/** Every route of the site, in English, in the one trailing-slash form the config declares (localizedPath gives it in another language). */
export const routes = {
  home: "/",
  products: "/products/",
  about: "/about/",
  contact: "/contact/",
  /** Where the contact form is sent: the host records the inquiry (Netlify's forms; locally scripts/serve.mjs, with scripts/inquiry-forms.mjs) and this page says so. Not one of the spec's screens. */
  inquiryReceived: "/contact/received/",
  /** The privacy notice: what the contact form records, where, for how long. Not one of the spec's screens. */
  privacy: "/privacy/",
} as const;

/** A lowercase URL slug such as "groundnut-meal": a product's or a category's id, the last part of its address. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function productPath(slug: string): string {
  return `${routes.products}${slug}/`;
}

/**
 * The product range's own addresses under /products/, beside the products': its numbered pages
 * (/products/page/2/) and each category's pages (/products/category/oil-meals/, .../page/2/).
 * No product may take one of these ids (content-rules.ts, validateReferences).
 */
export const PRODUCT_RANGE_SEGMENTS = ["category", "page"] as const;

export function categoryPath(id: string): string {
  return `${routes.products}category/${id}/`;
}

/** Page `page` (1 is the first) of a listing whose first page is `firstPage`: "/products/", "/products/page/2/". */
export function listingPagePath(firstPage: string, page: number): string {
  return page <= 1 ? firstPage : `${firstPage}page/${page}/`;
}

/** The product's one-page spec sheet, made at build time from its page (plugins/spec-sheets). */
export function specSheetPath(slug: string): string {
  return `${productPath(slug)}spec-sheet.pdf`;
}

/** The page a host serves, with status 404, for unknown paths under /products/. */
export const PRODUCT_NOT_FOUND_PATH = "/products/404.html";

/** Whether a path, in any language, is under /products/ (a product's page, or an unknown one). */
export function isProductPath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return path.startsWith(routes.products) && path !== routes.products;
}

/** The contact page, with the product to ask about (the form starts with it chosen, and its sample box ticked when a sample is asked for). */
export function inquiryPath(slug: string, { sample = false } = {}): string {
  return `${routes.contact}?${INQUIRY_PARAM}=${encodeURIComponent(slug)}${sample ? `&${SAMPLE_PARAM}` : ""}`;
}

export const INQUIRY_PARAM = "product";
/** Present (with any value) when Request a sample sent the visitor. */
export const SAMPLE_PARAM = "sample";

/** The search page: where the header's search field leads without scripts, and the results with them. Not one of the spec's screens. */
export const SEARCH_PATH = "/search/";
