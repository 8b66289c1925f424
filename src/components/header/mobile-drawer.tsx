import { lazy, Suspense, useId, useRef, useState } from "react";
import { Icon } from "../icons/icons";
import type { HeaderContent } from "./types";
import { menuButton } from "./mobile-drawer.module.css";

const loadDialog = () => import("./drawer-dialog");
const DrawerDialog = lazy(() => loadDialog().then(({ DrawerDialog: component }) => ({ default: component })));

/**
 * Narrow screens: the menu button opens a right-side drawer, a modal dialog
 * (the page behind is inert, Tab cycles inside it, Escape closes it and focus
 * returns to the menu button). Choosing any link closes it, and the products
 * sub-list collapses whenever it closes.
 *
 * The drawer's code is not part of the first load: it is fetched as soon as
 * the visitor points at, touches or focuses the menu button, and the drawer
 * opens once it has arrived.
 */
export function MobileDrawer({ content }: { content: HeaderContent }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) menuButtonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        className={menuButton}
        aria-label={content.labels.menuLabel}
        aria-expanded={open}
        aria-controls={wanted ? drawerId : undefined}
        onPointerEnter={loadDialog}
        onTouchStart={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" size={28} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <DrawerDialog id={drawerId} content={content} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
