/** Where the browser has no requestIdleCallback (Safari), work waits this long instead. */
export const IDLE_FALLBACK_MS = 200;

/** Runs `work` once the browser is idle. */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => work());
  else window.setTimeout(work, IDLE_FALLBACK_MS);
}
