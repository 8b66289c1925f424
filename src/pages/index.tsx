import { graphql, type PageProps } from "gatsby";
import { HomeView } from "../components/home/home-view";
import { screenHead } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.HomePageQuery;

/** Set by gatsby-node.ts (src/build/screen-pages.ts): the products the carousel features, in their order. */
type Context = { locale: string; featured: string[] };

export default function HomePage({ data, pageContext }: PageProps<Data, Context>) {
  const bySlug = new Map(data.allProduct.nodes.map((product) => [product.slug, product]));
  const featured = pageContext.featured.flatMap((slug) => bySlug.get(slug) ?? []);
  return <HomeView content={required(data.homeJson, "content/home.json")} products={featured} />;
}

export const Head = screenHead<Data>((data) => data.homeJson, "content/home.json");

export const query = graphql`
  query HomePage($locale: String!, $featured: [String!]!) {
    ...SiteLayout
    homeJson(locale: { eq: $locale }) {
      title
      description
      ...HomeView
    }
    allProduct(filter: { locale: { eq: $locale }, slug: { in: $featured } }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
