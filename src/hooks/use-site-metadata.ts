import { graphql, useStaticQuery } from "gatsby";

/** What every page's <head> needs: the site address, company facts and the default share image. */
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
          description
          foundingYear
          logo {
            publicURL
          }
        }
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
            countryCode
          }
        }
        social {
          url
        }
      }
      homeJson {
        hero {
          image {
            childImageSharp {
              share: resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
                src
              }
            }
          }
        }
      }
    }
  `);
  const site = data.siteJson;
  if (!site) throw new Error("content/site.json produced no data");
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
    logoPath: site.company.logo?.publicURL ?? "",
    shareImagePath: data.homeJson?.hero.image?.childImageSharp?.share?.src ?? "",
  };
}
