import type { ProductLink, SiteContent } from "../layout/site-layout";

/** What the header shows: plain data, so the header renders anywhere (site, tests, CMS preview). */
export interface HeaderContent {
  companyName: string;
  navigation: SiteContent["navigation"];
  labels: SiteContent["header"];
  products: readonly ProductLink[];
  /** The page's path, for the language switcher's links to the same page in each language. */
  pathname: string;
}
