import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link } from "gatsby";
import { mainNavigation } from "../../lib/navigation";
import { productPath } from "../../lib/routes";
import { Icon } from "../icons/icons";
import type { HeaderContent } from "./types";
import {
  closeButton,
  drawer,
  drawerHead,
  drawerLink,
  drawerList,
  subList,
  subListInner,
  subToggle,
  subTrigger,
} from "./mobile-drawer.module.css";

interface DrawerDialogProps {
  id: string;
  content: HeaderContent;
  open: boolean;
  /** Closes the drawer; `refocus` returns focus to the menu button (Escape, close button, backdrop). */
  onClose: (refocus: boolean) => void;
}

/** The drawer itself: loaded when the visitor first reaches for the menu button (see mobile-drawer.tsx). */
export function DrawerDialog({ id, content, open, onClose }: DrawerDialogProps) {
  const [productsExpanded, setProductsExpanded] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const subListId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) setProductsExpanded(false);
  }, [open]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const closeOnBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose(true);
  };

  const link = (to: string, label: string) => (
    <Link to={to} className={drawerLink} onClick={() => onClose(false)}>
      {label}
    </Link>
  );

  return (
    // Escape is handled through the dialog's cancel event; the click only closes on the backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={id}
      className={drawer}
      aria-label={content.labels.drawerLabel}
      onCancel={(event) => {
        event.preventDefault();
        onClose(true);
      }}
      onKeyDown={keepFocusInside}
      onClick={closeOnBackdropClick}
    >
      <div className={drawerHead}>
        <button
          type="button"
          className={closeButton}
          aria-label={content.labels.closeLabel}
          onClick={() => onClose(true)}
        >
          <Icon name="close" size={28} />
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul className={drawerList}>
          {mainNavigation.map(({ name, to }) =>
            name === "products" ? (
              <li key={name}>
                <div className={subTrigger}>
                  {link(to, content.navigation.products)}
                  <button
                    type="button"
                    className={subToggle}
                    aria-expanded={productsExpanded}
                    aria-controls={subListId}
                    aria-label={content.labels.productsMenuLabel}
                    onClick={() => setProductsExpanded((current) => !current)}
                  >
                    <Icon name="chevron-down" size={22} />
                  </button>
                </div>
                <div id={subListId} className={subList} data-expanded={productsExpanded}>
                  <ul className={subListInner}>
                    {content.products.map((product) => (
                      <li key={product.slug}>{link(productPath(product.slug), product.name)}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ) : (
              <li key={name}>{link(to, content.navigation[name])}</li>
            ),
          )}
        </ul>
      </nav>
    </dialog>
  );
}
