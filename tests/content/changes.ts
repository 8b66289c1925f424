/**
 * The pages a content change reached, as scripts/test-content.mjs found them
 * (CONTENT_CHANGES names its file); without it (npm test), every page of the build.
 * The checks in a browser (each page, each spec sheet) take a sample when a change reaches more
 * than 100 pages (site.json's footer is on every page): the first 3 pages of each screen in each
 * language. The checks of files (links, HTML, budgets) take every page.
 */
import fs from "node:fs";
import path from "node:path";
import { builtPages } from "../../scripts/built-pages.mjs";
import { splitLocalePath } from "../../src/lib/locales";
import { routes } from "../../src/lib/routes";

export const publicDir = path.resolve(__dirname, "..", "..", "public");

export interface ContentChanges {
  everything: boolean;
  changed: string[];
  removed: string[];
}

export function contentChanges(): ContentChanges {
  const file = process.env.CONTENT_CHANGES;
  if (file) return JSON.parse(fs.readFileSync(file, "utf8")) as ContentChanges;
  return { everything: true, changed: allPages().sort(), removed: [] };
}

/** Every page of the build, by the path it is served at. */
export function allPages(): string[] {
  return [...builtPages(publicDir).keys()];
}

/**
 * A page's screen: its route in English with a product's or a category's id and a page number
 * replaced, so each language and screen is one group: "/products/{id}/" is a product page only.
 */
export function screenOf(route: string): string {
  const { code, path: english } = splitLocalePath(route);
  const screen = english
    .replace(/^\/products\/category\/[^/]+\//, "/products/category/{category}/")
    .replace(/\/page\/\d+\/$/, "/page/{n}/")
    // One segment under /products/ is a product: the range's own pages are two or more (PRODUCT_RANGE_SEGMENTS).
    .replace(/^\/products\/[^/]+\/$/, `${routes.products}{id}/`);
  return `${code} ${screen}`;
}

/** Up to `perScreen` pages of each language's screen when there are more than `limit`; all of them otherwise. */
export function sample(pages: readonly string[], limit = 100, perScreen = 3): string[] {
  if (pages.length <= limit) return [...pages];
  const taken = new Map<string, number>();
  return pages.filter((route) => {
    const screen = screenOf(route);
    const count = taken.get(screen) ?? 0;
    taken.set(screen, count + 1);
    return count < perScreen;
  });
}
