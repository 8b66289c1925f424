/** The real content files, so tests assert what staff wrote rather than copies of it. */
import fs from "node:fs";
import path from "node:path";
import about from "../../content/about.json";
import catalogue from "../../content/catalogue.json";
import categories from "../../content/categories.json";
import contact from "../../content/contact.json";
import home from "../../content/home.json";
import privacy from "../../content/privacy.json";
import products from "../../content/products.json";
import site from "../../content/site.json";
import { translationPath } from "../../src/lib/content-files";
import type { ContentFileName } from "../../src/lib/content-model";
import { DEFAULT_LOCALE, localeOf, type LocaleCode } from "../../src/lib/locales";
import { localizedContent } from "../../src/lib/localized-content";

export const content = { about, catalogue, categories: categories.categories, contact, home, privacy, products: products.products, site };

/** The content of every file in a language: the English files with that language's texts in place, as the build makes it. */
export function contentIn(code: LocaleCode) {
  const file = <T>(name: ContentFileName, english: T): T =>
    code === DEFAULT_LOCALE ? english : localizedContent(name, english, JSON.parse(fs.readFileSync(path.join("content", translationPath(code, name)), "utf8")), localeOf(code));
  return {
    about: file("about.json", about),
    catalogue: file("catalogue.json", catalogue),
    categories: file("categories.json", categories).categories,
    contact: file("contact.json", contact),
    home: file("home.json", home),
    privacy: file("privacy.json", privacy),
    products: file("products.json", products).products,
    site: file("site.json", site),
  };
}
