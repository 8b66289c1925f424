import { useElementSetup } from "./use-element-setup";

/**
 * Marks its element `data-scrolled="true"` while the window is scrolled vertically by more than
 * `threshold` pixels, `"false"` otherwise: spread the result onto the element. Written by the
 * scroll listener itself, so crossing the threshold renders nothing again (React renders "false"
 * always, and never writes the attribute again).
 */
export function useScrolledPast(threshold: number) {
  const ref = useElementSetup(
    (element) => {
      const update = () => {
        element.dataset.scrolled = String(window.scrollY > threshold);
      };
      update();
      window.addEventListener("scroll", update, { passive: true });
      return () => window.removeEventListener("scroll", update);
    },
    [threshold],
  );
  return { ref, "data-scrolled": false };
}
