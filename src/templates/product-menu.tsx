import { graphql, type SliceComponentProps } from "gatsby";
import { ProductMenu, type ProductMenuPlace } from "../components/header/product-menu";
import { menuListsCategories } from "../lib/catalogue";
import type { LocaleCode } from "../lib/locales";

/**
 * Set by gatsby-node.ts (src/build/product-menu.ts): the language, its categories that have a page,
 * and how many products to ask for (one more than a menu lists by name).
 */
type Context = { locale: LocaleCode; categories: string[]; productLimit: number };

/**
 * The header's product menus, as a Gatsby Slice: one per language, rendered once and stitched into
 * every page of that language. Renaming a product then renders this slice again, not every page.
 * Up to PRODUCT_MENU_MAX products they list every product; past it, the categories and All products.
 */
export default function ProductMenuSlice({ data, sliceContext, place }: SliceComponentProps<Queries.ProductMenuQuery, Context, { place: ProductMenuPlace }>) {
  const { allProduct, allCategory, catalogueJson } = data;
  const entries = menuListsCategories(allProduct.totalCount)
    ? { categories: allCategory.nodes, allLabel: catalogueJson?.allProductsLabel ?? "" }
    : { products: allProduct.nodes };
  return <ProductMenu {...entries} locale={sliceContext.locale} place={place} />;
}

export const query = graphql`
  query ProductMenu($locale: String!, $categories: [String!]!, $productLimit: Int!) {
    allProduct(filter: { locale: { eq: $locale } }, sort: { position: ASC }, limit: $productLimit) {
      totalCount
      nodes {
        slug
        name
      }
    }
    allCategory(filter: { locale: { eq: $locale }, slug: { in: $categories } }, sort: { position: ASC }) {
      nodes {
        slug
        name
      }
    }
    catalogueJson(locale: { eq: $locale }) {
      allProductsLabel
    }
  }
`;
