import { graphql, type PageProps } from "gatsby";
import { AboutView } from "../components/about/about-view";
import type { CertificatesShown } from "../components/certifications/certifications";
import { screenHead } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.AboutPageQuery;

/** Set by src/build/screen-pages.ts: the certificates as the build worked them out on its day, and what each covers in the page's language. */
type Context = CertificatesShown & { scopes: Record<string, string> };

export default function AboutPage({ data, pageContext }: PageProps<Data, Context>) {
  return (
    <AboutView
      content={required(data.aboutJson, "content/about.json")}
      register={{
        certificates: required(data.siteJson, "content/site.json").certifications,
        labels: required(data.catalogueJson, "content/catalogue.json"),
        shown: pageContext,
        scopes: pageContext.scopes,
      }}
    />
  );
}

export const Head = screenHead<Data>((data) => data.aboutJson, "content/about.json");

export const query = graphql`
  query AboutPage($locale: String!) {
    ...SiteLayout
    aboutJson(locale: { eq: $locale }) {
      title
      description
      ...AboutView
    }
    siteJson(locale: { eq: $locale }) {
      ...Certifications
    }
    catalogueJson(locale: { eq: $locale }) {
      ...CertificateLabels
    }
  }
`;
