import type React from "react";
import { useBuildYear } from "../../hooks/use-build-year";
import { useProductLinks } from "../../hooks/use-product-links";
import { useSiteContent } from "../../hooks/use-site-content";
import { Layout } from "./layout";

/** The Layout, fed from content: wrapPageElement puts every page inside it. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  const site = useSiteContent();
  const products = useProductLinks();
  const buildYear = useBuildYear();
  return (
    <Layout
      header={{ companyName: site.company.name, navigation: site.navigation, labels: site.header, products }}
      footer={{ site, buildYear }}
    >
      {children}
    </Layout>
  );
}
