/**
 * Work that can wait for the frame a key paints: the editor's checks of a whole file (the
 * translation status), which in the key's own task would delay what the translator sees
 * (decision record 0028).
 */

/** Calls `callback` in a task after the next frame is painted; returns what cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
