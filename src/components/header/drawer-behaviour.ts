/**
 * What the drawer adds to the plain popover once it has been opened (loaded
 * then, so it costs the first load nothing): Tab and Shift+Tab stay inside,
 * choosing a link closes it, and the products list collapses when it closes.
 */
export function enhanceDrawer(drawer: HTMLElement): void {
  drawer.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = [...drawer.querySelectorAll<HTMLElement>("a[href], button, summary")].filter((element) => element.checkVisibility());
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
    if ((event.target as Element).closest("a[href]")) drawer.hidePopover();
  });
  drawer.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "closed") drawer.querySelectorAll("details").forEach((details) => (details.open = false));
  });
}
