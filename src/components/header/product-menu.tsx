import { Link } from "gatsby";
import { localizedPath, type LocaleCode } from "../../lib/locales";
import { categoryPath, productPath, routes } from "../../lib/routes";
import type { ProductLink } from "./types";
import { drawerLink, subListInner } from "./mobile-drawer.module.css";
import { item, menu, menuLink } from "./products-dropdown.module.css";

/** Where a product menu is shown: the wide screens' dropdown or the narrow screens' drawer. */
export type ProductMenuPlace = "dropdown" | "drawer";

/** What a menu lists: every product, or (a catalogue past PRODUCT_MENU_MAX, src/lib/catalogue.ts) the categories and then All products. */
type MenuEntries = { products: readonly ProductLink[] } | { categories: readonly ProductLink[]; allLabel: string };

type ProductMenuProps = MenuEntries & {
  locale: LocaleCode;
  place: ProductMenuPlace;
};

/**
 * The products (or the categories), in the catalogue's order, as the dropdown and the drawer list
 * them. It is rendered once per language (the product-menu slice), not on every page, so it takes
 * its language as a prop rather than from the page's context.
 */
export function ProductMenu({ locale, place, ...entries }: ProductMenuProps) {
  const inDropdown = place === "dropdown";
  const links =
    "products" in entries
      ? entries.products.map(({ slug, name }) => ({ to: productPath(slug), name }))
      : [...entries.categories.map(({ slug, name }) => ({ to: categoryPath(slug), name })), { to: routes.products, name: entries.allLabel }];
  return (
    <ul className={inDropdown ? menu : subListInner}>
      {links.map(({ to, name }) => (
        <li key={to} className={inDropdown ? item : undefined}>
          <Link to={localizedPath(locale, to)} className={inDropdown ? menuLink : drawerLink}>
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
