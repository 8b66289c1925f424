import { useEffect, useRef, useState } from "react";
import { observe } from "react-intersection-observer";
import { counterValue } from "../lib/counter";

/**
 * A number that shows 0 until its element is scrolled into view, then counts
 * up to `target` once over `durationMs`. The static HTML (and so a page read
 * without JavaScript) shows `target`, and so does a visitor who prefers reduced motion.
 */
export function useCountUp(target: number, durationMs: number) {
  const [value, setValue] = useState(target);
  // A ref, not a callback ref into state: that state's update re-rendered the counter at once, inside hydration's last task.
  const ref = useRef<HTMLParagraphElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    // A browser without IntersectionObserver counts at once.
    return observe(element, (visible) => visible && setInView(true), {}, true);
  }, [inView]);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setValue(target);
      return;
    }
    if (!inView) {
      setValue(0);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      setValue(counterValue(elapsed, durationMs, target));
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [inView, target, durationMs]);

  return { ref, value };
}
