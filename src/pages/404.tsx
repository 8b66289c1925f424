import { graphql, type HeadFC, type PageProps } from "gatsby";
import { NotFoundView } from "../components/not-found/not-found-view";
import { Seo } from "../components/seo/seo";
import { isProductPath } from "../lib/routes";
import { required } from "../lib/required";

type Data = Queries.NotFoundPageQuery;

/** Unknown paths, in each language; gatsby-node also builds it at /products/404.html (and /{locale}/products/404.html) for unknown products. */
export default function NotFoundPage({ data, location }: PageProps<Data>) {
  return <NotFoundView content={required(data.siteLayout, "content/site.json").notFound} pathname={location.pathname} />;
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const content = required(data.siteLayout, "content/site.json").notFound;
  const forProduct = isProductPath(location.pathname);
  return (
    <Seo
      title={forProduct ? content.productTitle : content.title}
      description={forProduct ? content.productText : content.text}
      pathname={location.pathname}
      noindex
    />
  );
};

export const query = graphql`
  query NotFoundPage($locale: String!) {
    ...SiteLayout
  }
`;
