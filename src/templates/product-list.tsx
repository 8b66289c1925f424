import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ProductRange } from "../components/catalogue/product-range";
import { Seo, type SeoContext } from "../components/seo/seo";
import { fillIn } from "../lib/fill-in";
import { required } from "../lib/required";

type Data = Queries.ProductListPageQuery;

/**
 * Set by gatsby-node.ts (src/build/listing-pages.ts, category-pages.ts): the language, the category
 * listed ("" for the whole product range), the categories whose products it lists and those it links
 * to, and which page of the listing this is.
 */
type Context = { locale: string; category: string; page: number; pageCount: number } & SeoContext;

/** A page of the product range, or of one category: its cards, the category links above them, and the links to its other pages. */
export default function ProductListPage({ data, pageContext }: PageProps<Data, Context>) {
  return (
    <ProductRange
      content={required(data.catalogueJson, "content/catalogue.json")}
      category={data.category}
      categories={data.allCategory.nodes}
      products={data.allProduct.nodes}
      page={pageContext.page}
      pageCount={pageContext.pageCount}
    />
  );
}

export const Head: HeadFC<Data, Context> = ({ data, location, pageContext }) => {
  const catalogue = required(data.catalogueJson, "content/catalogue.json");
  const { page, alternates } = pageContext;
  // A category's own words, as the Grains and Pulses products are named as their categories.
  const title = data.category ? fillIn(catalogue.categoryTitle, { category: data.category.name }) : catalogue.title;
  return (
    <Seo
      title={page > 1 ? `${title}, ${catalogue.pageLabel} ${page}` : title}
      description={data.category?.intro ?? catalogue.description}
      pathname={location.pathname}
      alternates={alternates}
    />
  );
};

export const query = graphql`
  query ProductListPage($locale: String!, $category: String!, $categories: [String!]!, $categoryLinks: [String!]!, $skip: Int!, $limit: Int!) {
    ...SiteLayout
    catalogueJson(locale: { eq: $locale }) {
      title
      categoryTitle
      description
      ...ProductRange
    }
    category(slug: { eq: $category }, locale: { eq: $locale }) {
      slug
      name
      intro
    }
    allCategory(filter: { locale: { eq: $locale }, slug: { in: $categoryLinks } }, sort: { position: ASC }) {
      nodes {
        slug
        name
      }
    }
    allProduct(filter: { locale: { eq: $locale }, category: { in: $categories } }, sort: { position: ASC }, skip: $skip, limit: $limit) {
      nodes {
        ...ProductCard
      }
    }
  }
`;
