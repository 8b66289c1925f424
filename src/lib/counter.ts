/** The value an animated counter shows `elapsedMs` into its count-up to `target`. */
export function counterValue(elapsedMs: number, durationMs: number, target: number): number {
  if (elapsedMs <= 0) return 0;
  if (elapsedMs >= durationMs) return target;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.round(eased * target));
}
