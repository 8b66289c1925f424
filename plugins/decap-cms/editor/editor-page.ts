/**
 * What the editor's page does around Decap, where Decap has no option for it. No React here.
 *
 * - **Opening another file by its address** (typing it, or a link to it) while a file is open:
 *   Decap's editor loads an entry only when it first opens, and kept the first file's texts under
 *   the second's title, so saving mixed the two. The page is loaded afresh at the new address
 *   (Decap still asks first if there are unsaved changes).
 * - **Removing a list entry** (a product, a specification...) asks first, naming it: Decap removes
 *   it at one click on its ×.
 * - **The Workflow board's "New Post" menu** lists the collections whose entries staff can
 *   create; every file here already exists, so it opened empty: it is hidden.
 * - **A save that the form refuses** already says why in red above each box, and **a save that
 *   fails** says why in a red message ("Not saved: …"); Decap also leaves each as an unhandled
 *   promise (with no reason, or with its failure action), reported as an error. Those are not.
 * - **Decap's messages** (its toasts, react-toastify's) were white on colours too light for their
 *   text (on red 3.8:1, on green 2.9:1), 320 px wide for a message of four lines: darker colours
 *   (at least 4.5:1, WCAG AA) and room to read.
 */

/** "#/collections/catalogue/entries/products": the file open, or null on another screen. */
export function entryOf(hash: string): string | null {
  const match = /^#\/collections\/([^/?#]+)\/entries\/([^/?#]+)/.exec(hash);
  return match ? `${match[1]}/${match[2]}` : null;
}

export function reloadOnAnotherEntry(target: Window = window): void {
  let open = entryOf(target.location.hash);
  target.addEventListener("hashchange", () => {
    const next = entryOf(target.location.hash);
    if (open !== null && next !== null && next !== open) {
      target.location.reload();
      return;
    }
    open = next;
  });
}

/**
 * The × of a list entry: the last button of the entry's top bar, whose first is the button that
 * opens and closes it (decap-cms-ui-default's ListItemTopBar). Its name is the entry's summary,
 * shown beside the bar.
 */
function removedEntryName(button: HTMLButtonElement): string | null {
  const bar = button.parentElement;
  if (!bar || bar.lastElementChild !== button || bar.children.length !== 3) return null;
  const first = bar.firstElementChild;
  if (!(first instanceof HTMLButtonElement) || first === button) return null;
  const label = bar.nextElementSibling?.textContent?.trim();
  return label ?? "";
}

export function confirmRemovals(target: Window = window): void {
  target.document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest?.("button");
      if (!(button instanceof HTMLButtonElement)) return;
      const name = removedEntryName(button);
      if (name === null) return;
      const what = name ? `“${name}”` : "this entry";
      if (!target.confirm(`Remove ${what}? It goes from the website when this change is published. (Until you save, closing the file without saving keeps it.)`)) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    true,
  );
}

/**
 * Decap's actions for a save, or a list of files, that failed (decap-cms-core's actions), which it
 * rejects with after showing its message (and the list's is said by request-faults.ts too).
 */
const SHOWN_FAILURES = new Set(["UNPUBLISHED_ENTRY_PERSIST_FAILURE", "ENTRY_PERSIST_FAILURE", "ENTRIES_FAILURE"]);

export function quietShownFailures(target: Window = window): void {
  target.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as { type?: unknown } | undefined;
    if (reason === undefined || SHOWN_FAILURES.has(String(reason?.type))) event.preventDefault();
  });
}

/** The label of the Workflow board's menu of new entries (Decap's workflow.workflow.newPost). */
const NEW_ENTRY_MENU = "New Post";

export function hideEmptyNewEntryMenu(target: Window = window): void {
  const hide = () => {
    if (!target.location.hash.startsWith("#/workflow")) return;
    for (const element of target.document.querySelectorAll<HTMLElement>("[role='button'], button")) {
      // Decap styles the button's display, which would outweigh the hidden attribute's.
      if (element.textContent?.trim() === NEW_ENTRY_MENU && element.style.display !== "none") element.style.display = "none";
    }
  };
  new MutationObserver(hide).observe(target.document.body, { childList: true, subtree: true });
}

/**
 * react-toastify's colours and width, through the variables of its style sheet, set on its own
 * container (decap-cms-core's Toast, "colored" theme), and a box's refusals in the case they are written in. The editor's policy allows inline styles, as
 * Decap's own (emotion) need.
 */
export const MESSAGE_STYLE = `
.Toastify {
  --toastify-color-error: #b42318;
  --toastify-color-success: #1e7b34;
  --toastify-color-info: #1f5f99;
  --toastify-color-warning: #f1c40f;
  --toastify-text-color-warning: #1e2532;
  --toastify-toast-width: min(28rem, calc(100vw - 2rem));
  --toastify-font-family: system-ui, sans-serif;
}
/* A box's refusals as written, not in capitals (Decap's ControlErrorsList, whose emotion class this outweighs): they quote what to type, such as {days, plural, one {# day} other {# days}}. */
ul[class*="-ControlErrorsList"] {
  text-transform: none;
}
`;

export function styleMessages(target: Window = window): void {
  const style = target.document.createElement("style");
  style.textContent = MESSAGE_STYLE;
  target.document.head.append(style);
}
