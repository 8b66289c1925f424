import { graphql, type HeadFC, type PageProps } from "gatsby";
import { HomeView } from "../components/home/home-view";
import { Seo } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.HomePageQuery;

export default function HomePage({ data }: PageProps<Data>) {
  return <HomeView content={required(data.homeJson, "content/home.json")} products={data.allProduct.nodes} />;
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const page = required(data.homeJson, "content/home.json");
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
};

export const query = graphql`
  query HomePage {
    homeJson {
      title
      description
      ...HomeView
    }
    allProduct(sort: { position: ASC }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
