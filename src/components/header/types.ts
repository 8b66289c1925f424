import type { LocaleCode } from "../../lib/locales";
import type { SiteContent } from "../layout/site-content";

/** What the header shows: plain data, so the header renders anywhere (site, tests, CMS preview). */
export interface HeaderContent {
  companyName: string;
  navigation: SiteContent["navigation"];
  labels: SiteContent["header"];
  search: SearchLabels;
  /** The page's path, for the language switcher's links to the same page in each language. */
  pathname: string;
  /** The languages the page is in (a product a language withholds is not in it); every language when absent. */
  languages?: readonly LocaleCode[];
}

/** A product as the header's menus list it (the product-menu slice, src/templates/product-menu.tsx). */
export type ProductLink = { slug: string; name: string };

/** What the search field and its results say, in the page's language. */
export type SearchLabels = SiteContent["search"];
