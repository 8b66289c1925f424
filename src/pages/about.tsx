import { graphql, type HeadFC, type PageProps } from "gatsby";
import { AboutView } from "../components/about/about-view";
import { Seo } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.AboutPageQuery;

export default function AboutPage({ data }: PageProps<Data>) {
  return <AboutView content={required(data.aboutJson, "content/about.json")} />;
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const page = required(data.aboutJson, "content/about.json");
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
};

export const query = graphql`
  query AboutPage {
    aboutJson {
      title
      description
      ...AboutView
    }
  }
`;
