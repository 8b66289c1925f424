import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, Slice } from "gatsby";
import { mainNavigation } from "../../lib/navigation";
import { useLocalizedPath } from "../../hooks/use-locale";
import { Icon } from "../icons/icons";
import { LanguageSwitcher } from "../language-switcher/language-switcher";
import { supportsPopover } from "../../lib/browser-support";
import type { HeaderContent } from "./types";
import {
  closeButton,
  closeLink,
  drawer,
  drawerHead,
  drawerLink,
  drawerList,
  menuButton,
  menuLink,
  subList,
  subToggle,
  subTrigger,
} from "./mobile-drawer.module.css";

/**
 * Narrow screens: the menu button opens a drawer from the inline end (the right, or the left in Arabic). It is plain HTML
 * that works from the first paint and without JavaScript: a popover (the
 * button's `popovertarget`; Escape, the close button or a tap outside close
 * it, and focus returns to the menu button), with the products in a
 * `<details>` list (the language's product-menu slice). The drawer comes
 * before its button in the HTML, so the button is never painted (and tapped)
 * before the element it opens is parsed.
 * The first time it opens with the scripts running, it
 * fetches the rest (drawer-behaviour.ts): focus kept inside, closing on a
 * chosen link, the products list collapsing when it closes.
 *
 * A browser without the popover attribute (Safari 16, Chrome 113 and older) shows links in the
 * buttons' places, which work from the first paint too: the menu link makes the drawer the address's
 * target (`#site-menu`, shown by `:target`), and its close link targets the menu link instead. With
 * the scripts, the drawer's script loads at once and the buttons come back to open and close the
 * same drawer as a modal dialog (drawer-control.ts), once the link is not being pressed; a drawer the
 * link has opened stays open, as that dialog (drawer-behaviour.ts).
 */
const DRAWER_ID = "site-menu";
const MENU_LINK_ID = "site-menu-link";

export function MobileDrawer({ content }: { content: HeaderContent }) {
  const drawerRef = useRef<HTMLDialogElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  /** Without the popover attribute, what opens the drawer once its script is here. */
  const [openWithScript, setOpenWithScript] = useState<(() => void) | null>(null);

  useEffect(() => {
    const dialog = drawerRef.current;
    if (!dialog) return;
    if (!supportsPopover()) {
      // The script opens the drawer here: it loads now, and the buttons take the links' places once it has and no press is on the
      // menu link; at once (flushSync), so that a drawer the link had opened becomes the dialog with its close button already there.
      void loadBehaviour(dialog).then((behaviour) => behaviour?.replaceLink(dialog, linkRef.current, (open) => flushSync(() => setOpenWithScript(() => open))));
      return;
    }
    const enhance = () => void loadBehaviour(dialog);
    // Opened before the scripts ran: enhance it now; otherwise when it first opens.
    if (dialog.matches(":popover-open")) return enhance();
    dialog.addEventListener("toggle", enhance, { once: true });
    return () => dialog.removeEventListener("toggle", enhance);
  }, []);

  const localized = useLocalizedPath();
  const link = (to: string, label: string) => (
    <Link to={localized(to)} className={drawerLink}>
      {label}
    </Link>
  );

  return (
    <>
      <dialog
        ref={drawerRef}
        id={DRAWER_ID}
        popover=""
        className={drawer}
        aria-label={content.labels.drawerLabel}
        data-modal={openWithScript ? "" : undefined}
      >
        <div className={drawerHead}>
          <button type="button" className={closeButton} popovertarget={DRAWER_ID} popovertargetaction="hide" aria-label={content.labels.closeLabel}>
            <Icon name="close" size={28} />
          </button>
          {openWithScript ? null : (
            <a href={`#${MENU_LINK_ID}`} className={closeLink} aria-label={content.labels.closeLabel}>
              <Icon name="close" size={28} />
            </a>
          )}
        </div>
        <nav aria-label={content.labels.drawerNavigationLabel}>
          <ul className={drawerList}>
            {mainNavigation.map(({ name, to }) =>
              name === "products" ? (
                <li key={name} className={subTrigger}>
                  {link(to, content.navigation.products)}
                  <details className={subList}>
                    <summary className={subToggle} aria-label={content.labels.productsMenuLabel}>
                      <Icon name="chevron-down" size={22} />
                    </summary>
                    <Slice alias="product-menu" place="drawer" />
                  </details>
                </li>
              ) : (
                <li key={name}>{link(to, content.navigation[name])}</li>
              ),
            )}
          </ul>
        </nav>
        <LanguageSwitcher pathname={content.pathname} languages={content.languages} label={content.labels.languageLabel} placement="drawer" />
      </dialog>
      {openWithScript ? (
        <button type="button" className={menuButton} data-opens="dialog" aria-haspopup="dialog" aria-label={content.labels.menuLabel} onClick={openWithScript}>
          <Icon name="menu" size={28} />
        </button>
      ) : (
        <>
          <button type="button" className={menuButton} popovertarget={DRAWER_ID} aria-label={content.labels.menuLabel}>
            <Icon name="menu" size={28} />
          </button>
          <a ref={linkRef} id={MENU_LINK_ID} href={`#${DRAWER_ID}`} className={menuLink} aria-label={content.labels.menuLabel}>
            <Icon name="menu" size={28} />
          </a>
        </>
      )}
    </>
  );
}

/** The drawer's script (drawer-behaviour.ts), set to work on it; null if it cannot load (the popover still opens and closes). */
function loadBehaviour(dialog: HTMLDialogElement) {
  return import("./drawer-behaviour").then(
    (behaviour) => {
      behaviour.enhanceDrawer(dialog);
      return behaviour;
    },
    () => null,
  );
}
