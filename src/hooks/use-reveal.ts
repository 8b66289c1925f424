import { useEffect, useState } from "react";
import { observe } from "react-intersection-observer";

/**
 * - "initial": as rendered on the server, fully visible, so the page reads
 *   without JavaScript and nothing above the fold waits for hydration;
 * - "waiting": below the fold once hydrated, hidden until scrolled to;
 * - "shown": visible; from "waiting" the CSS transition plays, once.
 */
type RevealState = "initial" | "waiting" | "shown";

/** Scroll-in animation: spread the result onto the element to animate. */
export function useReveal() {
  const [element, ref] = useState<Element | null>(null);
  const [state, setState] = useState<RevealState>("initial");
  const shown = state === "shown";
  useEffect(() => {
    if (!element || shown) return;
    return observe(
      element,
      (inView) => setState((current) => (inView ? "shown" : current === "initial" ? "waiting" : current)),
      {},
      // A browser without IntersectionObserver shows it at once.
      true,
    );
  }, [element, shown]);
  return { ref, "data-reveal": state };
}
