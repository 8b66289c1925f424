import { graphql, type PageProps } from "gatsby";
import { ProductRange } from "../components/catalogue/product-range";
import { screenHead } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.ProductsPageQuery;

export default function ProductsPage({ data }: PageProps<Data>) {
  return <ProductRange content={required(data.catalogueJson, "content/catalogue.json")} products={data.allProduct.nodes} />;
}

export const Head = screenHead<Data>((data) => data.catalogueJson, "content/catalogue.json");

export const query = graphql`
  query ProductsPage($locale: String!) {
    ...SiteLayout
    catalogueJson(locale: { eq: $locale }) {
      title
      description
      ...ProductRange
    }
    allProduct(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
