import { useCallback, useRef } from "react";
import { observe } from "react-intersection-observer";

/**
 * - "initial": as rendered on the server, fully visible, so the page reads
 *   without JavaScript and nothing above the fold waits for hydration;
 * - "waiting": below the fold once hydrated, hidden until scrolled to;
 * - "shown": visible; from "waiting" the CSS transition plays, once.
 */
type RevealState = "initial" | "waiting" | "shown";

const nothingToStop = () => {};

/**
 * Scroll-in animation: spread the result onto the element to animate.
 *
 * The state is the element's own `data-reveal`, set by the observer, not React state: a state
 * change re-rendered the whole component the element belongs to (the contact page's form, the
 * About page), three times as a page hydrated, the first at once inside hydration's last task
 * (a callback ref's update is synchronous). React never writes the attribute again, since the
 * prop it renders stays "initial" (docs/performance.md, 2026-12-06).
 */
export function useReveal() {
  const stop = useRef(nothingToStop);
  const ref = useCallback((element: HTMLElement | null) => {
    stop.current();
    stop.current = element
      ? observe(
          element,
          (inView) => {
            element.dataset.reveal = (inView ? "shown" : "waiting") satisfies RevealState;
            // Shown once: no longer observed. Later than now: the observer is going through its callbacks,
            // and a browser without IntersectionObserver calls this before `observe` has returned.
            if (inView) queueMicrotask(() => stop.current());
          },
          {},
          // A browser without IntersectionObserver shows it at once.
          true,
        )
      : nothingToStop;
  }, []);
  return { ref, "data-reveal": "initial" satisfies RevealState };
}
