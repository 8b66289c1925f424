import { useState } from "react";
import { Link } from "gatsby";
import { productPath, routes } from "../../lib/routes";
import { Icon } from "../icons/icons";
import type { HeaderContent } from "./types";
import { navLink } from "./header.module.css";
import { chevron, dropdown, item, menu, menuLink, trigger } from "./products-dropdown.module.css";
import { useLocalizedPath } from "../../hooks/use-locale";

/**
 * Wide screens: every product, shown by CSS alone while the mouse is over
 * Products or the keyboard is on it (so it works from the first paint and
 * without JavaScript); on a touch screen, Products leads to the product range.
 * Once the scripts run, choosing a product or pressing Escape also hides it,
 * until the pointer or the focus leaves.
 */
export function ProductsDropdown({ content }: { content: HeaderContent }) {
  const localized = useLocalizedPath();
  const [dismissed, setDismissed] = useState(false);

  return (
    // The wrapper only listens for Escape and for the pointer or focus leaving; its links are the controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={dropdown}
      data-dismissed={dismissed || undefined}
      onPointerLeave={() => setDismissed(false)}
      onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || setDismissed(false)}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        setDismissed(true);
        // Its first link is Products itself: focus stays in the header instead of on a hidden product.
        event.currentTarget.querySelector("a")?.focus();
      }}
    >
      <Link to={localized(routes.products)} className={`${navLink} ${trigger}`}>
        {content.navigation.products}
        <Icon name="chevron-down" size={18} className={chevron} />
      </Link>
      <ul className={menu}>
        {content.products.map((product) => (
          <li key={product.slug} className={item}>
            <Link to={localized(productPath(product.slug))} className={menuLink} onClick={() => setDismissed(true)}>
              {product.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
