import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ProductRange } from "../components/catalogue/product-range";
import { Seo } from "../components/seo/seo";
import { useSiteContent } from "../hooks/use-site-content";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { required } from "../lib/required";
import { catalogueTrailLd } from "../lib/structured-data";

type Data = Queries.ProductsPageQuery;

export default function ProductsPage({ data }: PageProps<Data>) {
  return <ProductRange content={required(data.catalogueJson, "content/catalogue.json")} products={data.allProduct.nodes} />;
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const page = required(data.catalogueJson, "content/catalogue.json");
  const { siteUrl } = useSiteMetadata();
  const { navigation } = useSiteContent();
  const trail = catalogueTrailLd(siteUrl, navigation);
  return <Seo title={page.title} description={page.description} pathname={location.pathname} jsonLd={[trail]} />;
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
