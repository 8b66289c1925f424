import { graphql, useStaticQuery } from "gatsby";

export type ProductLink = Queries.ProductLinksQuery["allProduct"]["nodes"][number];

/** Every product's name and slug, in catalogue order, for the header menus. */
export function useProductLinks(): readonly ProductLink[] {
  const data = useStaticQuery<Queries.ProductLinksQuery>(graphql`
    query ProductLinks {
      allProduct(sort: { position: ASC }) {
        nodes {
          slug
          name
        }
      }
    }
  `);
  return data.allProduct.nodes;
}
