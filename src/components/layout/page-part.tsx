import { Component, createRef, type ReactNode, Suspense } from "react";
import { part } from "./layout.module.css";

interface PagePartProps {
  children: ReactNode;
}

/**
 * A part of the page (the header, the content, the footer) that React hydrates on its own and that
 * outlives its own scripts failing.
 *
 * - Hydrated apart: React 18 hydrates and commits each Suspense boundary of the server's HTML in a
 *   render of its own, so the browser can paint and take a tap between the parts instead of waiting
 *   for the whole page in one long task (decision record 0040). Nothing inside suspends.
 * - Kept when it fails: an error thrown while the part renders or in one of its effects would
 *   otherwise unmount the whole page (React 18 removes the root on an error no boundary catches).
 *   Here it stops at this boundary, which puts back the part's HTML as it was first painted (the
 *   server's, or the first render after a client-side navigation): its text, links, popovers,
 *   `<details>` and form then work as they do before the scripts run. The other parts keep theirs.
 *
 * Its element takes no box of its own (display: contents), so the page lays out as without it.
 */
export class PagePart extends Component<PagePartProps, { failed: boolean }> {
  state = { failed: false };
  private readonly host = createRef<HTMLDivElement>();
  /** The part's HTML as first painted: read before any effect runs, while it is still the server's. */
  private firstHtml = "";

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidMount() {
    this.firstHtml = this.host.current?.innerHTML ?? "";
  }

  componentDidUpdate(_: PagePartProps, previous: { failed: boolean }) {
    // React has just removed the failed part's nodes; nothing paints before this runs.
    if (this.state.failed && !previous.failed && this.host.current) this.host.current.innerHTML = this.firstHtml;
  }

  render() {
    return (
      <div ref={this.host} className={part}>
        {this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>}
      </div>
    );
  }
}
