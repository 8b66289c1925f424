import { Link } from "gatsby";
import { isProductPath, routes } from "../../lib/routes";
import { actions, box, lead, section } from "./not-found-view.module.css";
import { button, buttonOutline } from "../../styles/buttons.module.css";
import { useLocalizedPath } from "../../hooks/use-locale";

interface NotFoundContent {
  title: string;
  text: string;
  productTitle: string;
  productText: string;
  homeLabel: string;
  productsLabel: string;
}

/**
 * The page for an unknown path. Under /products/ it reads "Product not found."
 * (an unknown product id, spec §8) and stays at the requested URL.
 */
export function NotFoundView({ content, pathname }: { content: NotFoundContent; pathname: string }) {
  const localized = useLocalizedPath();
  const forProduct = isProductPath(pathname);
  return (
    <section className={section}>
      <div className={box}>
        <h1>{forProduct ? content.productTitle : content.title}</h1>
        <p className={lead}>{forProduct ? content.productText : content.text}</p>
        <p className={actions}>
          <Link className={button} to={localized(forProduct ? routes.products : routes.home)}>
            {forProduct ? content.productsLabel : content.homeLabel}
          </Link>
          {forProduct && (
            <Link className={buttonOutline} to={localized(routes.home)}>
              {content.homeLabel}
            </Link>
          )}
        </p>
      </div>
    </section>
  );
}
