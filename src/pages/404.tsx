import type { HeadFC, PageProps } from "gatsby";
import { NotFoundView } from "../components/not-found/not-found-view";
import { Seo } from "../components/seo/seo";
import { useSiteContent } from "../hooks/use-site-content";
import { isProductPath } from "../lib/routes";

/** Unknown paths; gatsby-node also builds it at /products/404.html for unknown products. */
export default function NotFoundPage({ location }: PageProps) {
  return <NotFoundView content={useSiteContent().notFound} pathname={location.pathname} />;
}

export const Head: HeadFC = ({ location }) => {
  const content = useSiteContent().notFound;
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
