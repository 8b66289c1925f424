import { graphql } from "gatsby";
import type React from "react";
import { useBuildYear } from "../../hooks/use-build-year";
import { LocaleContext } from "../../hooks/use-locale";
import type { SiteFacts } from "../../lib/content-model";
import { DEFAULT_LOCALE, type LocaleCode } from "../../lib/locales";
import { isProductPath, routes } from "../../lib/routes";
import { Layout } from "./layout";

/**
 * content/site.json in the page's language, as the frame and the pages read it: the model's shape
 * (the logo is drawn from the icon sprite). The trade facts (certifications, ports, Incoterms) are
 * queried by the pages that show them.
 */
export type SiteContent = Omit<SiteFacts, "company" | "search" | TradeFacts> & {
  company: Omit<SiteFacts["company"], "logo" | "shortName">;
  /** What the header's search field and its results say; the search page queries the rest. */
  search: Pick<SiteFacts["search"], "label" | "noResults" | "resultsLabel">;
};
type TradeFacts = "certifications" | "portsOfLoading" | "incoterms";

/** What every page's query holds for its frame (it spreads ...SiteLayout), in the page's language. */
export interface SiteLayoutData {
  siteLayout: SiteContent | null;
}

interface SiteLayoutProps {
  /** The page's props, as wrapPageElement receives them. */
  page: { data: unknown; pageContext: unknown; location: { pathname: string } };
  children: React.ReactNode;
}

/** The Layout, fed from the page's content in its language: wrapPageElement puts every page inside it. */
export function SiteLayout({ page, children }: SiteLayoutProps) {
  const { siteLayout: site } = page.data as SiteLayoutData;
  const context = page.pageContext as { locale?: LocaleCode; notFound?: boolean; languages?: LocaleCode[] };
  const locale = context.locale ?? DEFAULT_LOCALE;
  // An unknown address has no other language: a not-found page offers the product range or home page in each.
  const { pathname } = page.location;
  const switcherPath = context.notFound ? (isProductPath(pathname) ? routes.products : routes.home) : pathname;
  const buildYear = useBuildYear();
  if (!site) throw new Error("content/site.json produced no data");
  return (
    <LocaleContext.Provider value={locale}>
      <Layout
        header={{
          companyName: site.company.name,
          navigation: site.navigation,
          labels: site.header,
          search: site.search,
          pathname: switcherPath,
          languages: context.languages,
        }}
        footer={{ site, buildYear }}
        pathname={pathname}
      >
        {children}
      </Layout>
    </LocaleContext.Provider>
  );
}

export const query = graphql`
  fragment SiteLayout on Query {
    siteLayout: siteJson(locale: { eq: $locale }) {
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
        languageLabel
      }
      footer {
        quickLinksHeading
        contactHeading
        followHeading
        scrollToTopLabel
        copyright
        privacyLabel
      }
      notFound {
        title
        text
        productTitle
        productText
        homeLabel
        productsLabel
      }
      search {
        label
        noResults
        resultsLabel
      }
    }
  }
`;
