import { graphql, type PageProps } from "gatsby";
import { AboutView } from "../components/about/about-view";
import { screenHead } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.AboutPageQuery;

export default function AboutPage({ data }: PageProps<Data>) {
  return (
    <AboutView
      content={required(data.aboutJson, "content/about.json")}
      certifications={required(data.siteJson, "content/site.json").certifications}
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
  }
`;
