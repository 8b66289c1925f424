import { observe } from "react-intersection-observer";
import { useElementSetup } from "./use-element-setup";

/**
 * - "initial": as rendered on the server, fully visible, so the page reads
 *   without JavaScript and nothing above the fold waits for hydration;
 * - "waiting": below the fold once hydrated, hidden until scrolled to;
 * - "shown": visible; from "waiting" the CSS transition plays, once.
 */
type RevealState = "initial" | "waiting" | "shown";

/**
 * Scroll-in animation: spread the result onto the element to animate.
 *
 * The state is the element's own `data-reveal`, written by the observer, not React state: a state
 * change rendered the whole component the element belongs to (the contact page's form, the About
 * page) again, three times as a page hydrated, the first at once inside hydration's last task (an
 * update from a callback ref is synchronous). React renders "initial" always, so it never writes
 * the attribute again.
 */
export function useReveal() {
  const ref = useElementSetup((element) => {
    const unobserve = observe(
      element,
      (inView) => {
        element.dataset.reveal = (inView ? "shown" : "waiting") satisfies RevealState;
        // Shown once: no longer observed. In a microtask, since a browser without IntersectionObserver
        // calls this before `observe` has returned.
        if (inView) queueMicrotask(() => unobserve());
      },
      {},
      // A browser without IntersectionObserver shows it at once.
      true,
    );
    return unobserve;
  }, []);
  return { ref, "data-reveal": "initial" satisfies RevealState };
}
