import { isRendered, supportsPopover } from "../../lib/browser-support";
import { closeDrawer, isDrawerOpen, openDrawer } from "./drawer-control";

/**
 * What the drawer adds to the plain popover once it has been opened (loaded
 * then, so it costs the first load nothing): Tab and Shift+Tab stay inside,
 * choosing a link closes it, and the products list collapses when it closes.
 * Where it opens as a modal dialog instead (drawer-control.ts; the menu button then calls
 * openDrawer), the close button and a tap outside close it too, as they do a popover, and Escape
 * where the browser does not do that itself.
 */
export function enhanceDrawer(drawer: HTMLDialogElement): void {
  drawer.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && typeof drawer.showModal !== "function") closeDrawer(drawer);
    if (event.key !== "Tab") return;
    const focusable = [...drawer.querySelectorAll<HTMLElement>("a[href], button, summary")].filter(isRendered);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  drawer.addEventListener("click", (event) => {
    const target = event.target as Element;
    const closes = supportsPopover() ? target.closest("a[href]") : target.closest("a[href], [popovertargetaction=hide]") || outside(drawer, event);
    if (closes) closeDrawer(drawer);
  });
  const collapse = () => isDrawerOpen(drawer) || drawer.querySelectorAll("details").forEach((details) => (details.open = false));
  drawer.addEventListener("toggle", collapse);
  drawer.addEventListener("close", collapse);
}

/** A click on a modal dialog's backdrop reaches the dialog itself, outside its box. */
function outside(drawer: HTMLElement, { target, clientX, clientY }: MouseEvent): boolean {
  if (target !== drawer) return false;
  const box = drawer.getBoundingClientRect();
  return clientX < box.left || clientX > box.right || clientY < box.top || clientY > box.bottom;
}

/**
 * Where the drawer opens as a modal dialog, the buttons take the places of the links that open and
 * close it before the scripts (mobile-drawer.tsx) once this script is here: `replace` gets what opens
 * the drawer, and has swapped them when it returns. A drawer the link has opened (the address's
 * target) stays open, as the dialog, and the address drops its fragment. Not while the link is
 * pressed, though: React would remove the element under the pointer, and the browser then sends the
 * press no click at all (WebKit), so a tap begun before the scripts ran did nothing. Such a press ends
 * as a click on the link, which opens the drawer; the button comes once the press is over. Either way
 * the menu button has the focus back when the drawer closes.
 */
export function replaceLink(drawer: HTMLDialogElement, link: HTMLElement | null, replace: (open: () => void) => void): void {
  const place = link?.parentElement;
  let swapped = false;
  const withButtons = () => {
    if (!swapped) replace(() => openDrawer(drawer));
    swapped = true;
  };
  /** Opens it for a tap on the link; the menu button, in the link's place, has the focus when it closes. */
  const openForLink = () => {
    openDrawer(drawer);
    drawer.addEventListener("close", () => place?.querySelector<HTMLElement>("button[data-opens]")?.focus(), { once: true });
  };
  if (!link?.matches(":active")) {
    // The address, not :target: a client-side navigation leaves :target on the drawer but takes the fragment away.
    const openedByLink = location.hash === `#${drawer.id}`;
    withButtons();
    if (!openedByLink) return;
    openForLink();
    // The dialog holds it open now: the address forgets the fragment, so that a reload or a shared address does not open the menu.
    history.replaceState(history.state, "", location.pathname + location.search);
    return;
  }
  const clicked = (event: Event) => {
    event.preventDefault();
    // The press is over: the buttons first, so that the dialog opens with its close button there to take the focus.
    withButtons();
    openForLink();
  };
  const over = () => {
    removeEventListener("pointerup", over, true);
    removeEventListener("pointercancel", over, true);
    // After the click that ends the press, which the browser sends in the same task as its pointerup.
    setTimeout(() => {
      link.removeEventListener("click", clicked);
      withButtons();
    });
  };
  link.addEventListener("click", clicked);
  addEventListener("pointerup", over, true);
  addEventListener("pointercancel", over, true);
}
