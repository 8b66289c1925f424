import { onClientEntry, replaceHydrateFunction } from "../../../plugins/delivery/gatsby-browser";

const mockHydrateRoot = jest.fn();
jest.mock("react-dom/client", () => ({ hydrateRoot: (...args: unknown[]) => mockHydrateRoot(...args) }));

beforeEach(() => {
  jest.useFakeTimers();
  mockHydrateRoot.mockClear();
});
afterEach(() => jest.useRealTimers());

/** Resolves once the microtasks queued so far have run: what the same task can still do. */
const flushMicrotasks = () => Promise.resolve().then(() => undefined);

test("Gatsby's start after its modules waits for a fresh task", async () => {
  let started = false;
  const entry = onClientEntry!({} as never, {} as never) as unknown as Promise<void>;
  void entry.then(() => (started = true));
  await flushMicrotasks();
  expect(started).toBe(false);
  jest.runAllTimers();
  await entry;
  expect(started).toBe(true);
});

test("hydration starts in a task of its own, after the one that asked for it", async () => {
  const hydrate = replaceHydrateFunction!({} as never, {} as never) as unknown as (element: unknown, container: unknown) => void;
  const container = {};
  hydrate("page", container);
  await flushMicrotasks();
  expect(mockHydrateRoot).not.toHaveBeenCalled();
  jest.runAllTimers();
  await flushMicrotasks();
  expect(mockHydrateRoot).toHaveBeenCalledWith(container, "page");
});
