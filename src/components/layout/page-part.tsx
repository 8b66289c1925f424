import { Component, createRef, type ReactNode, Suspense, useLayoutEffect } from "react";
import { part } from "./layout.module.css";

/** The parts React has yet to hydrate. */
const hydrating = new Set<PagePart>();

/**
 * Keeps a change of the address's fragment from Gatsby's router while React hydrates the page's parts. A fragment link
 * followed meanwhile (the skip link; the menu's link where the drawer is not a popover) would have the router render
 * the whole page again, and React would throw away the HTML of every part it had not hydrated yet and draw it again
 * (its error 421). The router does not need it: the browser has scrolled to the fragment and focused it, the site
 * reads no fragment from the router, and the router reads the whole address again at its next change. A change of
 * page (path or query) is not held.
 *
 * gatsby-browser.tsx calls this at the client's entry, so its listener comes before the LocationProvider's, which
 * is added as the root commits, in either order a browser keeps at the window: the order they were added (Chromium
 * here, capture or not) or capturing listeners first.
 */
export function holdAddressChanges(): void {
  const { pathname, search } = location;
  addEventListener(
    "popstate",
    (event) => {
      if (hydrating.size && location.pathname === pathname && location.search === search) event.stopImmediatePropagation();
    },
    true,
  );
}

interface PagePartProps {
  children: ReactNode;
}

/**
 * A part of the page (the header, the content, the footer) that React hydrates on its own and that
 * outlives its own scripts failing.
 *
 * - Hydrated apart: React 18 hydrates and commits each Suspense boundary of the server's HTML in a
 *   render of its own, so the browser can paint and take a tap between the parts instead of waiting
 *   for the whole page in one long task (decision record 0040). Nothing suspends outside a boundary of its own.
 * - Kept when it fails: an error thrown while the part renders or in one of its effects would
 *   otherwise unmount the whole page (React 18 removes the root on an error no boundary catches).
 *   Here it stops at this boundary, which puts back the part's HTML as it was first painted (the
 *   server's, or the first render after a client-side navigation): its text, links, popovers,
 *   `<details>` and form then work as they do before the scripts run. The other parts keep theirs.
 * - Its fragment's changes kept from the router until it has hydrated: see `holdAddressChanges`.
 *
 * Its element takes no box of its own (display: contents), so the page lays out as without it.
 */
export class PagePart extends Component<PagePartProps, { failed: boolean }> {
  state = { failed: false };
  private readonly host = createRef<HTMLDivElement>();
  /** The part's HTML as first painted: read before any effect runs, while it is still the server's. */
  private firstHtml = "";
  /** Whether React has drawn what is inside: before the part mounts in the browser's own render, after when it hydrates. */
  private drawn = false;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidMount() {
    this.firstHtml = this.host.current?.innerHTML ?? "";
    // Holding the server's HTML for React to hydrate. Not a part the browser draws itself whose code is still to
    // come (it shows nothing until then): the address is not held for it.
    if (!this.drawn && !this.state.failed && this.firstHtml) hydrating.add(this);
  }

  componentDidUpdate(_: PagePartProps, previous: { failed: boolean }) {
    // React has just removed the failed part's nodes; nothing paints before this runs.
    if (this.state.failed && !previous.failed && this.host.current) this.host.current.innerHTML = this.firstHtml;
    if (this.state.failed) hydrating.delete(this);
  }

  componentWillUnmount() {
    hydrating.delete(this);
  }

  private readonly inside = () => {
    this.drawn = true;
    hydrating.delete(this);
  };

  render() {
    return (
      <div ref={this.host} className={part}>
        {this.state.failed ? null : (
          <Suspense fallback={null}>
            {this.props.children}
            <Drawn then={this.inside} />
          </Suspense>
        )}
      </div>
    );
  }
}

/** Calls `then` once React has hydrated or drawn what is before it; it adds nothing to the page. */
function Drawn({ then }: { then: () => void }) {
  useLayoutEffect(then, [then]);
  return null;
}
