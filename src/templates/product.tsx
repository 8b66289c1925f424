import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ProductDetail } from "../components/product/product-detail";
import { Seo } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.ProductPageQuery;

export default function ProductPage({ data }: PageProps<Data>) {
  return (
    <ProductDetail
      product={required(data.product, "The product")}
      labels={required(data.catalogueJson, "content/catalogue.json")}
      site={required(data.siteJson, "content/site.json")}
      siteUrl={required(data.site?.siteMetadata?.siteUrl, "siteMetadata.siteUrl")}
      issued={required(data.site?.buildTime, "The build time")}
    />
  );
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const product = required(data.product, "The product");
  const image = product.image?.childImageSharp?.share?.src ?? undefined;
  return (
    <Seo
      title={product.name}
      description={product.shortDescription}
      pathname={location.pathname}
      image={image}
      type="product"
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
    siteJson {
      ...ProductSheetSite
    }
    site {
      siteMetadata {
        siteUrl
      }
      # The day, not the time: a page's data then changes once a day, not on every build.
      buildTime(formatString: "D MMMM YYYY")
    }
  }
`;
