import { graphql } from "gatsby";
import type React from "react";
import { useBuildYear } from "../../hooks/use-build-year";
import { LocaleContext } from "../../hooks/use-locale";
import { DEFAULT_LOCALE, type LocaleCode } from "../../lib/locales";
import { isProductPath, routes } from "../../lib/routes";
import { Layout } from "./layout";
import type { SiteLayoutData } from "./site-content";

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
        ...ContactDetails
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
        navigationLabel
        drawerNavigationLabel
        productsMenuLabel
        skipLinkLabel
        languageLabel
      }
      footer {
        quickLinksHeading
        contactHeading
        followHeading
        scrollToTopLabel
        newTabLabel
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
        didYouMean
        leftOut
        otherNamesLabel
      }
    }
  }
`;
