import type { SiteFacts } from "../../lib/content-model";

/**
 * content/site.json in the page's language, as the frame and the pages read it: the model's shape
 * (the logo is drawn from the icon sprite). The trade facts (certifications, ports, Incoterms) are
 * queried by the pages that show them. A module of its own, with no component, so the header,
 * the footer and the pages take the frame's types without importing the frame.
 */
export type SiteContent = Omit<SiteFacts, "company" | "search" | TradeFacts> & {
  company: Omit<SiteFacts["company"], "logo" | "shortName">;
  /** What the header's search field and its results say; the search page queries the rest. */
  search: Pick<SiteFacts["search"], "label" | "noResults" | "resultsLabel" | "didYouMean" | "leftOut" | "otherNamesLabel">;
};
type TradeFacts = "certifications" | "portsOfLoading" | "incoterms";

/** What every page's query holds for its frame (it spreads ...SiteLayout, site-layout.tsx), in the page's language. */
export interface SiteLayoutData {
  siteLayout: SiteContent | null;
}
