import "@testing-library/jest-dom";
import { resetIntersectionMocking, setupIntersectionMocking } from "react-intersection-observer/test-utils";

// Component tests run in jsdom, which has no IntersectionObserver; pure-function tests run in node.
if (typeof window !== "undefined") {
  beforeEach(() => setupIntersectionMocking(jest.fn));
  afterEach(() => resetIntersectionMocking());
}

// A warning or an error printed during a test (React's "not wrapped in act(...)", a failed prop type, a
// component's own console.error) fails it: printed, it scrolls past in npm test's output unread. A test
// that expects one mocks the console itself (jest.spyOn(console, "error").mockImplementation(...)).
const printed: string[] = [];
const original = { error: console.error, warn: console.warn };
beforeEach(() => {
  printed.length = 0;
  for (const level of ["error", "warn"] as const) {
    console[level] = (...args: unknown[]) => {
      printed.push(`console.${level}: ${args.map(String).join(" ").split("\n")[0]}`);
      original[level](...args);
    };
  }
});
afterEach(() => {
  Object.assign(console, original);
  if (printed.length > 0) throw new Error(`The test printed ${printed.length} warning(s) or error(s):\n${printed.join("\n")}`);
});
