import { graphql, type HeadFC, type PageProps } from "gatsby";
import { NotFoundView } from "../components/not-found/not-found-view";
import { Seo } from "../components/seo/seo";
import { required } from "../lib/required";
import { isProductPath } from "../lib/routes";

type Data = Queries.NotFoundPageQuery;

/** Unknown paths; gatsby-node also builds it at /products/404.html for unknown products. */
export default function NotFoundPage({ data, location }: PageProps<Data>) {
  return <NotFoundView content={required(data.siteJson, "content/site.json").notFound} pathname={location.pathname} />;
}

export const Head: HeadFC<Data> = ({ data, location }) => {
  const content = required(data.siteJson, "content/site.json").notFound;
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
  query NotFoundPage {
    siteJson {
      notFound {
        title
        text
        productTitle
        productText
        homeLabel
        productsLabel
      }
    }
  }
`;
