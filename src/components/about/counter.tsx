import { useCountUp } from "../../hooks/use-count-up";
import { counters } from "../../lib/behaviour";
import { counter, figure, caption } from "./counter.module.css";

/**
 * One animated figure. Screen readers get the final figure once, from the
 * hidden text, instead of every step of the count. The figure is as wide as
 * its final value from the start and its text starts at the same place
 * throughout, so counting up moves nothing.
 */
export function Counter({ target, suffix, label }: { target: number; suffix: string; label: string }) {
  const { ref, value } = useCountUp(target, counters.durationMs);
  return (
    <p ref={ref} className={counter}>
      <span className={figure} data-final={`${target}${suffix}`} aria-hidden="true">
        {`${value}${suffix}`}
      </span>
      <span className="visually-hidden">
        {target}
        {suffix}
      </span>
      <span className={caption}>{label}</span>
    </p>
  );
}
