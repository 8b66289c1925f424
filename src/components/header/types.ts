import type { SiteContent } from "../layout/site-layout";

/** What the header shows: plain data, so the header renders anywhere (site, tests, CMS preview). */
export interface HeaderContent {
  companyName: string;
  navigation: SiteContent["navigation"];
  labels: SiteContent["header"];
  /** The page's path, for the language switcher's links to the same page in each language. */
  pathname: string;
}

/** A product as the header's menus list it (the product-menu slice, src/templates/product-menu.tsx). */
export type ProductLink = { slug: string; name: string };
