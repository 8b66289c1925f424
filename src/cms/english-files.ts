/**
 * The English content files as the editor was built (bundled with it): what the translations'
 * previews and status (translation-status-widget.tsx) compare each translation with.
 */
import about from "../../content/about.json";
import catalogue from "../../content/catalogue.json";
import contact from "../../content/contact.json";
import home from "../../content/home.json";
import productsFile from "../../content/products.json";
import site from "../../content/site.json";
import type { ContentFileName } from "../lib/content-model";

export { catalogue, site };

export const englishFiles: Record<ContentFileName, unknown> = {
  "products.json": productsFile,
  "site.json": site,
  "home.json": home,
  "about.json": about,
  "contact.json": contact,
  "catalogue.json": catalogue,
};
