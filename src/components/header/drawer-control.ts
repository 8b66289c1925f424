import { supportsPopover } from "../../lib/browser-support";

/**
 * Opening and closing the drawer in every browser: as a popover where the browser has the popover
 * attribute (then the HTML alone does it, before and without the scripts); as a modal `<dialog>`
 * where it does not (Safari 16, Chrome 113 and older: the scripts open it from the menu button, and
 * before them the menu link makes it the address's target, mobile-drawer.tsx);
 * by its `open` attribute where even `<dialog>` is missing (Safari 15.3 and older).
 */
export function isDrawerOpen(drawer: HTMLDialogElement): boolean {
  return supportsPopover() ? drawer.matches(":popover-open") : drawer.hasAttribute("open");
}

/** Opens it; where it is not a popover, focus goes back where it was when it closes, as a popover's does. */
export function openDrawer(drawer: HTMLDialogElement): void {
  if (supportsPopover()) return drawer.showPopover();
  const opener = document.activeElement as HTMLElement | null;
  drawer.addEventListener("close", () => opener?.focus(), { once: true });
  if (typeof drawer.showModal === "function") drawer.showModal();
  else {
    drawer.setAttribute("open", "");
    drawer.querySelector("button")?.focus();
  }
}

export function closeDrawer(drawer: HTMLDialogElement): void {
  if (supportsPopover()) drawer.hidePopover();
  else if (typeof drawer.close === "function") drawer.close();
  else {
    drawer.removeAttribute("open");
    // What <dialog> would announce, so the drawer's other behaviours hear of it the same way.
    drawer.dispatchEvent(new Event("close"));
  }
}
