import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ProductDetail } from "../components/product/product-detail";
import { Seo } from "../components/seo/seo";
import { useSiteContent } from "../hooks/use-site-content";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { required } from "../lib/required";
import { catalogueTrailLd, productLd } from "../lib/structured-data";

type Data = Queries.ProductPageQuery;

export default function ProductPage({ data }: PageProps<Data>) {
  return (
    <ProductDetail
      product={required(data.product, "The product")}
      labels={required(data.catalogueJson, "content/catalogue.json")}
    />
  );
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const product = required(data.product, "The product");
  const { siteUrl, company } = useSiteMetadata();
  const { navigation } = useSiteContent();
  const url = `${siteUrl}${location.pathname}`;
  const image = product.image?.childImageSharp?.share?.src ?? undefined;
  return (
    <Seo
      title={product.name}
      description={product.shortDescription}
      pathname={location.pathname}
      image={image}
      type="product"
      jsonLd={[
        productLd(product, url, `${siteUrl}${image}`, siteUrl, company.name),
        catalogueTrailLd(siteUrl, navigation, { name: product.name, url }),
      ]}
    />
  );
};

export const query = graphql`
  query ProductPage($slug: String!) {
    product(slug: { eq: $slug }) {
      ...ProductDetail
      shortDescription
      image {
        childImageSharp {
          ...ShareImage
        }
      }
    }
    catalogueJson {
      ...ProductDetailLabels
    }
  }
`;
