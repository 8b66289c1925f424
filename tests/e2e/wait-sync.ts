/** Waits `ms` without returning to the event loop, for the tests' synchronous helpers (a lock, a git command) that wait for another process. */
export function waitSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
