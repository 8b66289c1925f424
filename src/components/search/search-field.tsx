import type { SearchLabels } from "../header/types";
import type { SearchPlacement } from "./search-box";
import { field, form } from "./search-field.module.css";

interface SearchFieldProps {
  labels: SearchLabels;
  /** The search page in the page's language; none: the page itself (the search page's own field). */
  action?: string;
  /** Where its results go: a popup under the header's field, or the search page's list below its own. */
  placement?: SearchPlacement;
}

/**
 * A search field that is a plain form to the search page, so that typed and sent before the
 * scripts run, or without them, it leads there (`?q=`). Its behaviour (search-box.tsx, a chunk of
 * its own) is fetched when the field is first focused, or typed in (a field focused before the
 * scripts ran), and given the labels of the page's language each time. Every byte here is in
 * every page's first-load JavaScript: hence no state, no effect, and Pagefind only in the chunk.
 */
export function SearchField({ labels, action, placement }: SearchFieldProps) {
  const enhance = ({ currentTarget }: { currentTarget: HTMLFormElement }) =>
    void import("./search-box").then(
      ({ mountSearchBox }) => mountSearchBox(currentTarget, labels, placement),
      () => undefined, // the form still leads to the search page
    );
  return (
    <form role="search" action={action} className={form} onFocus={enhance} onInput={enhance}>
      <input type="search" name="q" className={field} aria-label={labels.label} placeholder={labels.label} autoComplete="off" />
    </form>
  );
}
