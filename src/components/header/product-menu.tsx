import { Link } from "gatsby";
import { localizedPath, type LocaleCode } from "../../lib/locales";
import { productPath } from "../../lib/routes";
import type { ProductLink } from "./types";
import { drawerLink, subListInner } from "./mobile-drawer.module.css";
import { item, menu, menuLink } from "./products-dropdown.module.css";

/** Where a product menu is shown: the wide screens' dropdown or the narrow screens' drawer. */
export type ProductMenuPlace = "dropdown" | "drawer";

interface ProductMenuProps {
  products: readonly ProductLink[];
  locale: LocaleCode;
  place: ProductMenuPlace;
}

/**
 * Every product, in the catalogue's order, as the dropdown and the drawer list them. It is rendered
 * once per language (the product-menu slice), not on every page, so it takes its language as a
 * prop rather than from the page's context.
 */
export function ProductMenu({ products, locale, place }: ProductMenuProps) {
  const inDropdown = place === "dropdown";
  return (
    <ul className={inDropdown ? menu : subListInner}>
      {products.map((product) => (
        <li key={product.slug} className={inDropdown ? item : undefined}>
          <Link to={localizedPath(locale, productPath(product.slug))} className={inDropdown ? menuLink : drawerLink}>
            {product.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
