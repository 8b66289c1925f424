import { graphql, useStaticQuery } from "gatsby";
import type { SiteFacts } from "../lib/content-model";

/**
 * content/site.json as every page's components read it: the model's shape (the logo is drawn from the
 * icon sprite). The trade facts (certifications, ports, Incoterms) are queried by the pages that show them.
 */
export type SiteContent = Omit<SiteFacts, "company" | TradeFacts> & { company: Omit<SiteFacts["company"], "logo" | "shortName"> };
type TradeFacts = "certifications" | "portsOfLoading" | "incoterms";

/** Company facts, contact details and shared labels from content/site.json. */
export function useSiteContent(): SiteContent {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      siteJson {
        company {
          name
          description
          foundingYear
        }
        siteDescription
        contact {
          phone
          emails {
            department
            address
          }
          address {
            street
            locality
            region
            postalCode
            country
            countryCode
          }
        }
        chat {
          label
          number
          greeting
        }
        social {
          label
          url
        }
        navigation {
          home
          products
          about
          contact
        }
        header {
          menuLabel
          closeLabel
          drawerLabel
          productsMenuLabel
          skipLinkLabel
        }
        footer {
          quickLinksHeading
          contactHeading
          followHeading
          scrollToTopLabel
          copyright
        }
        notFound {
          title
          text
          productTitle
          productText
          homeLabel
          productsLabel
        }
      }
    }
  `);
  if (!data.siteJson) throw new Error("content/site.json produced no data");
  const site: SiteContent = data.siteJson;
  return site;
}
