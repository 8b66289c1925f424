import { graphql, type PageProps } from "gatsby";
import { HomeView } from "../components/home/home-view";
import { screenHead } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  return <HomeView content={required(data.homeJson, "content/home.json")} products={data.allProduct.nodes} />;
}

export const Head = screenHead<Data>((data) => data.homeJson, "content/home.json");

export const query = graphql`
  query HomePage($locale: String!) {
    ...SiteLayout
    homeJson(locale: { eq: $locale }) {
      title
      description
      ...HomeView
    }
    allProduct(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
