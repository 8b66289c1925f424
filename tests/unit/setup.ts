import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { resetIntersectionMocking, setupIntersectionMocking } from "react-intersection-observer/test-utils";

// Component tests run in jsdom, which has no IntersectionObserver; pure-function tests run in node.
if (typeof window !== "undefined") {
  beforeEach(() => setupIntersectionMocking(jest.fn));
  afterEach(() => resetIntersectionMocking());
}

// Waiting for what a component does next (waitFor, findBy...) gives up after 10 s, not the library's 1 s: the unit
// tests also run on the production Node at the lowest CPU priority beside the engines' tests (scripts/production-node.mjs),
// where an editor widget's answer once took longer than 1 s (the clean run of b205c35). A test that passes waits no longer.
configure({ asyncUtilTimeout: 10_000 });

// A warning or an error printed by a test (React's "not wrapped in act(...)", a failed prop type, a
// component's own console.error) fails it: printed, it scrolls past in npm test's output unread. A test
// that expects one mocks the console itself (jest.spyOn(console, "error").mockImplementation(...)).
// Each message names the test it came in (work a test left running may print in the next, or after the last).
const printed: string[] = [];
for (const level of ["error", "warn"] as const) {
  const original = console[level];
  console[level] = (...args: unknown[]) => {
    printed.push(`console.${level} in "${expect.getState().currentTestName ?? "no test"}": ${args.map(String).join(" ").split("\n")[0]}`);
    original(...args);
  };
}
const failIfPrinted = () => {
  const said = printed.splice(0);
  if (said.length > 0) throw new Error(`${said.length} warning(s) or error(s) printed:\n${said.join("\n")}`);
};
afterEach(failIfPrinted);
afterAll(failIfPrinted);
