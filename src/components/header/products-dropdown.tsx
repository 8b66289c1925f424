import { useCallback, useEffect, useState } from "react";
import { Link, Slice } from "gatsby";
import { routes } from "../../lib/routes";
import { Icon } from "../icons/icons";
import type { HeaderContent } from "./types";
import { navLink } from "./header.module.css";
import { chevron, dropdown, trigger } from "./products-dropdown.module.css";
import { useLocalizedPath } from "../../hooks/use-locale";

/**
 * Wide screens: every product, shown by CSS alone while the mouse is over
 * Products or the keyboard is on it (so it works from the first paint and
 * without JavaScript); on a touch screen, Products leads to the product range.
 * Once the scripts run, choosing a product or pressing Escape (wherever the focus is, while the mouse is over it) also hides it,
 * until the pointer or the focus comes back to Products from outside, or Down
 * Arrow is pressed on it. (Clearing it when they leave instead let the list
 * come back over the chosen product's page: the route change moves focus and
 * hover a moment after the click, in an order that differs by engine and
 * load.) The products are the language's
 * product-menu slice (src/templates/product-menu.tsx).
 */
export function ProductsDropdown({ content }: { content: HeaderContent }) {
  const localized = useLocalizedPath();
  const [dismissed, setDismissed] = useState(false);
  // Escape hides it when the mouse showed it too (WCAG 1.4.13): the key then goes to the page, not to it.
  const escape = useCallback((event: KeyboardEvent) => event.key === "Escape" && setDismissed(true), []);
  useEffect(() => () => document.removeEventListener("keydown", escape), [escape]);

  return (
    // The wrapper only listens for Escape, a chosen product, and the pointer or focus coming in; its links are the controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={dropdown}
      data-dismissed={dismissed || undefined}
      onPointerEnter={() => {
        setDismissed(false);
        document.addEventListener("keydown", escape);
      }}
      onPointerLeave={() => document.removeEventListener("keydown", escape)}
      onFocus={(event) => event.currentTarget.contains(event.relatedTarget) || setDismissed(false)}
      // A product chosen (any link but Products itself, the first).
      onClick={(event) => {
        const link = (event.target as Element).closest("a");
        if (link && link !== event.currentTarget.querySelector("a")) setDismissed(true);
      }}
      onKeyDown={(event) => {
        // Down Arrow shows it again after Escape, as a disclosure menu's button does; Tab then enters it.
        if (event.key === "ArrowDown" && dismissed) {
          event.preventDefault();
          setDismissed(false);
        }
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
      <Slice alias="product-menu" place="dropdown" />
    </div>
  );
}
