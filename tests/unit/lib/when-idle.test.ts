import { IDLE_FALLBACK_MS, whenIdle } from "../../../src/lib/when-idle";

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
});

test("work waits for the browser's idle callback, where it has one", () => {
  let idle: IdleRequestCallback | undefined;
  window.requestIdleCallback = (callback) => ((idle = callback), 1);
  const work = jest.fn();
  whenIdle(work);
  expect(work).not.toHaveBeenCalled();
  idle!({ didTimeout: false, timeRemaining: () => 10 });
  expect(work).toHaveBeenCalledTimes(1);
});

test("without one (Safari), work runs IDLE_FALLBACK_MS later, not before", () => {
  jest.useFakeTimers();
  expect("requestIdleCallback" in window).toBe(false);
  const work = jest.fn();
  whenIdle(work);
  jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
});
