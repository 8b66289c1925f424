/** Runs `work` once the browser is idle (Safari has no requestIdleCallback: 200 ms later there). */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => work());
  else window.setTimeout(work, 200);
}
