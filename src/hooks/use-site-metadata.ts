import { graphql, useStaticQuery } from "gatsby";

/**
 * What every page's <head> needs, the same in every language: the site address, the company's
 * name (a `shared` text) and the default share image. Static queries take no variables: "en" is
 * the default locale, whose nodes every language's share these facts with.
 */
export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson(locale: { eq: "en" }) {
        company {
          name
        }
      }
      homeJson(locale: { eq: "en" }) {
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
  // Never null: the build checks the configuration and every content file before a page renders.
  // Asserted rather than chained, since Babel writes each optional chain out longhand into every page's chunk.
  return {
    siteUrl: data.site!.siteMetadata!.siteUrl!,
    companyName: data.siteJson!.company.name,
    shareImagePath: data.homeJson!.hero.image!.childImageSharp!.share!.src,
  };
}
