import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link } from "gatsby";
import { productPath, routes } from "../../lib/routes";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../icons/icons";
import type { HeaderContent } from "./types";
import {
  closeButton,
  drawer,
  drawerHead,
  drawerLink,
  drawerList,
  menuButton,
  subList,
  subListInner,
  subToggle,
  subTrigger,
} from "./mobile-drawer.module.css";

/**
 * Narrow screens: the menu button opens a right-side drawer, a modal dialog
 * (the page behind is inert, Tab cycles inside it, Escape closes it and focus
 * returns to the menu button). Choosing any link closes it, and the products
 * sub-list collapses whenever it closes.
 */
export function MobileDrawer({ content }: { content: HeaderContent }) {
  const [open, setOpen] = useState(false);
  const [productsExpanded, setProductsExpanded] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const subListId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => {
    setOpen(false);
    setProductsExpanded(false);
  };
  const closeAndRefocus = () => {
    close();
    menuButtonRef.current?.focus();
  };

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
    if (event.target === event.currentTarget) closeAndRefocus();
  };

  const link = (to: string, label: string, partiallyActive = false) => (
    <Link to={to} className={drawerLink} onClick={close} partiallyActive={partiallyActive}>
      {label}
    </Link>
  );

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        className={menuButton}
        aria-label={content.labels.menuLabel}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={28} />
      </button>
      {/* Escape is handled through the dialog's cancel event; the click only closes on the backdrop. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={drawerId}
        className={drawer}
        aria-label={content.labels.drawerLabel}
        onCancel={(event) => {
          event.preventDefault();
          closeAndRefocus();
        }}
        onKeyDown={keepFocusInside}
        onClick={closeOnBackdropClick}
      >
        <div className={drawerHead}>
          <button
            type="button"
            className={closeButton}
            aria-label={content.labels.closeLabel}
            onClick={closeAndRefocus}
          >
            <CloseIcon size={28} />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={drawerList}>
            <li>{link(routes.home, content.navigation.home)}</li>
            <li>
              <div className={subTrigger}>
                {link(routes.products, content.navigation.products, true)}
                <button
                  type="button"
                  className={subToggle}
                  aria-expanded={productsExpanded}
                  aria-controls={subListId}
                  aria-label={content.labels.productsMenuLabel}
                  onClick={() => setProductsExpanded((current) => !current)}
                >
                  <ChevronDownIcon size={22} />
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
            <li>{link(routes.about, content.navigation.about, true)}</li>
            <li>{link(routes.contact, content.navigation.contact, true)}</li>
          </ul>
        </nav>
      </dialog>
    </>
  );
}
