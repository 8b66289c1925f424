import { graphql, useStaticQuery } from "gatsby";
import { useSiteContent } from "./use-site-content";

/** What every page's <head> needs: the site address, company facts, the logo and the default share image. */
export function useSiteMetadata() {
  const site = useSiteContent();
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        company {
          logo {
            publicURL
          }
        }
      }
      homeJson {
        hero {
          image {
            childImageSharp {
              ...ShareImage
            }
          }
        }
      }
    }
  `);
  return {
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    company: site.company,
    organization: {
      ...site.company,
      phone: site.contact.phone,
      emails: site.contact.emails,
      address: site.contact.address,
      social: site.social,
    },
    logoPath: data.siteJson?.company.logo?.publicURL ?? "",
    shareImagePath: data.homeJson?.hero.image?.childImageSharp?.share?.src ?? "",
  };
}
