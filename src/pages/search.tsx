import { graphql, type HeadFC, type PageProps } from "gatsby";
import { SearchView } from "../components/search/search-view";
import { Seo, type SeoContext } from "../components/seo/seo";
import { required } from "../lib/required";

type Data = Queries.SearchPageQuery;

/** Where the header's search field leads without scripts (`?q=`), and the results of that query with them. */
export default function SearchPage({ data }: PageProps<Data>) {
  const site = required(data.siteLayout, "content/site.json");
  const catalogue = required(data.catalogueJson, "content/catalogue.json");
  return (
    <SearchView
      content={required(data.siteJson, "content/site.json").search}
      labels={site.search}
      catalogue={catalogue}
      categories={data.allCategory.nodes}
    />
  );
}

/**
 * A page for search engines like the others, in the sitemap: its HTML is the same for every query (the form and the
 * categories; the results come from scripts), so its canonical address, without `?q=`, folds every query's address into one.
 */
export const Head: HeadFC<Data> = ({ data, location, pageContext }) => {
  const { title, description } = required(data.siteJson, "content/site.json").search;
  return <Seo title={title} description={description} pathname={location.pathname} alternates={(pageContext as SeoContext).alternates} />;
};

export const query = graphql`
  query SearchPage($locale: String!, $categoryLinks: [String!]!) {
    ...SiteLayout
    siteJson(locale: { eq: $locale }) {
      search {
        title
        description
        noScript
      }
    }
    catalogueJson(locale: { eq: $locale }) {
      categoriesLabel
      allProductsLabel
    }
    allCategory(filter: { locale: { eq: $locale }, slug: { in: $categoryLinks } }, sort: { position: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`;
