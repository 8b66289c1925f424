import { graphql, type SliceComponentProps } from "gatsby";
import { ProductMenu, type ProductMenuPlace } from "../components/header/product-menu";
import type { LocaleCode } from "../lib/locales";

/** Set by gatsby-node.ts (createSlice): the language whose product names the menu lists. */
type Context = { locale: LocaleCode };

/**
 * The header's product menus, as a Gatsby Slice: one per language, rendered once and stitched into
 * every page of that language. Renaming a product then renders this slice again, not every page.
 */
export default function ProductMenuSlice({ data, sliceContext, place }: SliceComponentProps<Queries.ProductMenuQuery, Context, { place: ProductMenuPlace }>) {
  return <ProductMenu products={data.allProduct.nodes} locale={sliceContext.locale} place={place} />;
}

export const query = graphql`
  query ProductMenu($locale: String!) {
    allProduct(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`;
