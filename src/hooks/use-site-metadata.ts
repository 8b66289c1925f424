import { graphql, useStaticQuery } from "gatsby";

/** The public site address and the company name, for titles and absolute URLs. */
export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        company {
          name
        }
      }
    }
  `);
  return {
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    companyName: data.siteJson?.company.name ?? "",
  };
}
