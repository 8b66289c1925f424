/**
 * The not-found pages: "Product not found." under /products/ in each language, and the page for
 * every other unknown address (src/pages/404.tsx, made by Gatsby and localized in screen-pages.ts).
 */
import path from "node:path";
import { localizedPath } from "../lib/locales";
import { PRODUCT_NOT_FOUND_PATH, routes } from "../lib/routes";
import { slicesOf, type PagePlan } from "./page-plan";

export function createProductNotFoundPages({ actions, languages }: PagePlan) {
  for (const code of languages.codes) {
    // Hosts serve this file for unknown paths under /products/, so the page says
    // "Product not found." even without JavaScript; the match path lets the
    // browser render it at the requested URL instead of redirecting to it.
    actions.createPage({
      path: localizedPath(code, PRODUCT_NOT_FOUND_PATH),
      matchPath: `${localizedPath(code, routes.products)}*`,
      component: path.resolve("src/pages/404.tsx"),
      context: { locale: code, notFound: true },
      slices: slicesOf(code),
    });
  }
}
