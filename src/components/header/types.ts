import type { ProductLink } from "../../hooks/use-product-links";
import type { SiteContent } from "../../hooks/use-site-content";

/** What the header shows: plain data, so the header renders anywhere (site, tests, CMS preview). */
export interface HeaderContent {
  companyName: string;
  navigation: SiteContent["navigation"];
  labels: SiteContent["header"];
  products: readonly ProductLink[];
}
