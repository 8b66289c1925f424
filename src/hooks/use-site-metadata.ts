import { graphql, useStaticQuery } from "gatsby";
import { useSiteContent } from "./use-site-content";

/** What every page's <head> needs: the site address, the company's name and the default share image. */
export function useSiteMetadata() {
  const site = useSiteContent();
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          siteUrl
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
    shareImagePath: data.homeJson?.hero.image?.childImageSharp?.share?.src ?? "",
  };
}
