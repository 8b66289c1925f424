import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Link } from "gatsby";
import { productPath, routes } from "../../lib/routes";
import { Icon } from "../icons/icons";
import type { HeaderContent } from "./types";
import { navLink } from "./header.module.css";
import { dropdown, item, menu, menuLink, toggle, trigger } from "./products-dropdown.module.css";

/**
 * Wide screens: hovering Products with a mouse shows every product. Touch and
 * keyboard users open it with the chevron button (tap, Enter or Space);
 * Escape, moving focus away or choosing a product closes it.
 */
export function ProductsDropdown({ content }: { content: HeaderContent }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pressedWith = useRef("");

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    // The wrapper only listens for hover, Escape and focus leaving; its link and button are the controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={dropdown}
      onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <div className={trigger}>
        <Link to={routes.products} className={navLink}>
          {content.navigation.products}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={content.labels.productsMenuLabel}
          onPointerDown={(event) => (pressedWith.current = event.pointerType)}
          // A mouse has already opened the menu by hovering; its click should not close it again.
          onClick={() => setOpen((current) => (pressedWith.current === "mouse" ? true : !current))}
          onKeyDown={() => (pressedWith.current = "")}
        >
          <Icon name="chevron-down" size={18} />
        </button>
      </div>
      <ul id={menuId} className={menu} hidden={!open}>
        {content.products.map((product) => (
          <li key={product.slug} className={item}>
            <Link to={productPath(product.slug)} className={menuLink} onClick={() => setOpen(false)}>
              {product.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
