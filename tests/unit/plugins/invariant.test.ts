/**
 * The browser bundle's `invariant` (plugins/delivery/invariant.ts, webpack-tweaks.ts slimInvariant)
 * throws what the package throws, for every kind of call reach-router makes and the package allows.
 */
import slimmed from "../../../plugins/delivery/invariant";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package as reach-router imports it: CommonJS, its browser build
const original = require("invariant/browser.js") as (condition: unknown, format?: string, ...args: unknown[]) => void;

function thrown(call: () => void): string | undefined {
  try {
    call();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

describe("the browser bundle's invariant", () => {
  it.each([
    ["a condition that holds", [true, "<Router>: never thrown"]],
    ["a truthy condition that is not a boolean", ["/products/", "never thrown"]],
    ["reach-router's message, written whole", [false, '<Redirect from="/a" to="/b"/> requires both "from" and "to" props when inside a <Router>.']],
    ["a message with %s places", [0, "%s is a reserved name in %s", "uri", "/a/:uri"]],
  ] as const)("%s: the same as the package", (_, [condition, format, ...args]) => {
    expect(thrown(() => slimmed(condition, format, ...args))).toBe(thrown(() => original(condition, format, ...args)));
  });

  it("throws without a message too, as the package does (with its own words)", () => {
    expect(thrown(() => original(false))).toBeDefined();
    expect(thrown(() => slimmed(false))).toBe("Invariant failed");
  });
});
