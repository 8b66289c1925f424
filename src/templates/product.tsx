import { graphql, type HeadFC, type PageProps } from "gatsby";
import type { CertificatesShown } from "../components/certifications/certifications";
import type { LoadsShown } from "../components/product/packing-loads";
import { ProductDetail } from "../components/product/product-detail";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { Seo, type SeoContext } from "../components/seo/seo";
import type { NamesByLanguage } from "../lib/other-names";
import type { PriceShown } from "../lib/price";
import { required } from "../lib/required";

type Data = Queries.ProductPageQuery;

/**
 * Set by gatsby-node.ts: the page's language, the product's slug and category, the day its spec
 * sheet is issued, its other names in runs marked English or not, the certificates that cover it, its container loads, months and samples, its price, the days its
 * limits by market were reviewed (and the languages it is in).
 */
type Context = { locale: string; slug: string; category: string; issued: string; aliases: NamesByLanguage; loads: LoadsShown; price: PriceShown | null; reviewed: Record<string, string> } & CertificatesShown;

export default function ProductPage({ data, pageContext }: PageProps<Data, Context>) {
  const { siteUrl } = useSiteMetadata();
  return (
    <ProductDetail
      product={required(data.product, "The product")}
      category={data.category}
      shown={pageContext}
      loads={pageContext.loads}
      price={pageContext.price}
      reviewed={pageContext.reviewed}
      labels={required(data.catalogueJson, "content/catalogue.json")}
      site={required(data.siteJson, "content/site.json")}
      siteUrl={siteUrl}
      issued={pageContext.issued}
      aliases={pageContext.aliases}
    />
  );
}

export const Head: HeadFC<Data> = ({ data, location, pageContext }) => {
  const product = required(data.product, "The product");
  return (
    <Seo
      title={product.name}
      description={product.shortDescription}
      pathname={location.pathname}
      shareImage={product.image?.childImageSharp}
      type="product"
      alternates={(pageContext as SeoContext).alternates}
    />
  );
};

export const query = graphql`
  query ProductPage($slug: String!, $category: String!, $locale: String!) {
    ...SiteLayout
    product(slug: { eq: $slug }, locale: { eq: $locale }) {
      ...ProductDetail
      shortDescription
      image {
        childImageSharp {
          ...ShareImage
        }
      }
    }
    category(slug: { eq: $category }, locale: { eq: $locale }) {
      slug
      name
    }
    catalogueJson(locale: { eq: $locale }) {
      ...ProductDetailLabels
    }
    siteJson(locale: { eq: $locale }) {
      ...ProductSheetSite
    }
  }
`;
