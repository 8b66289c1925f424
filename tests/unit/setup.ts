import "@testing-library/jest-dom";
import { resetIntersectionMocking, setupIntersectionMocking } from "react-intersection-observer/test-utils";

// Component tests run in jsdom, which has no IntersectionObserver; pure-function tests run in node.
if (typeof window !== "undefined") {
  beforeEach(() => setupIntersectionMocking(jest.fn));
  afterEach(() => resetIntersectionMocking());
}
