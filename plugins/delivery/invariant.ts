/**
 * The `invariant` package in the browser bundle (webpack-tweaks.ts, slimInvariant): reach-router's
 * checks of a <Router>'s children call invariant(condition, message) and throw the message when
 * the condition fails. The package's own build (invariant/browser.js) carries beside that a long
 * message for a call without one and the stack trimming of React's old dev tools, 132 B of
 * every page's first-load JavaScript. This throws the same messages: `format` with each "%s" replaced by the
 * next argument, as the package does.
 */
export default function invariant(condition: unknown, format?: string, ...args: unknown[]): void {
  if (!condition) throw new Error(format === undefined ? "Invariant failed" : format.replace(/%s/g, () => String(args.shift())));
}
