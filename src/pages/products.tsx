import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ProductRange } from "../components/catalogue/product-range";
import { Seo } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.ProductsPageQuery;

export default function ProductsPage({ data }: PageProps<Data>) {
  return <ProductRange content={required(data.catalogueJson, "content/catalogue.json")} products={data.allProduct.nodes} />;
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const page = required(data.catalogueJson, "content/catalogue.json");
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />;
};

export const query = graphql`
  query ProductsPage {
    catalogueJson {
      title
      description
      ...ProductRange
    }
    allProduct(sort: { position: ASC }) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
