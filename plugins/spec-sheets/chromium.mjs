/**
 * Where the Chromium that prints the spec sheets (and runs the end-to-end
 * tests) is: CHROMIUM_PATH, else the first of Debian's and Google's usual
 * places. Never a browser of its own: no download, no Playwright cache.
 * Plain JavaScript, so scripts/ensure-chromium.mjs and playwright.config.ts
 * find the same browser as the build.
 */
import fs from "node:fs";

/** Where Debian (chromium), Ubuntu's and older packages (chromium-browser) and Google (google-chrome-stable) put it. */
export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome-stable"];

/** How the build and the tests launch it: no sandbox (root in a container), nothing fetched from the network, no first-run chores. */
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export class ChromiumMissing extends Error {
  constructor(message) {
    super(message);
    this.name = "ChromiumMissing";
  }
}

/** What is missing and how to get it, for the build's and the tests' error. */
export function chromiumMissingMessage(env = process.env) {
  const where = env.CHROMIUM_PATH
    ? `CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which is not an executable file`
    : `no Chromium was found at ${CHROMIUM_CANDIDATES.join(", ")}`;
  return (
    `Chromium is needed to print the product spec sheets (plugins/spec-sheets) and to run the end-to-end tests, but ${where}. ` +
    "Install Debian's package (as root: apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary."
  );
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium binary to use. A CHROMIUM_PATH that points nowhere is an error,
 * not a reason to fall back to another browser.
 */
export function findChromium(env = process.env, usable = isExecutable) {
  if (env.CHROMIUM_PATH) {
    if (usable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new ChromiumMissing(chromiumMissingMessage(env));
  }
  const found = CHROMIUM_CANDIDATES.find((candidate) => usable(candidate));
  if (!found) throw new ChromiumMissing(chromiumMissingMessage(env));
  return found;
}

/**
 * Debian's Chromium built as a headless shell (package chromium-headless-shell): the same engine
 * without the browser's windowing layers, as Playwright runs Chromium's headless tests by default.
 * Here it ran the same end-to-end tests in about 55 to 85% of the full browser's time (docs/testing.md).
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH when set (the same as the build's), else
 * the headless shell when installed (scripts/ensure-engines.mjs installs it as root), else the
 * build's Chromium.
 */
export function findTestChromium(env = process.env, usable = isExecutable) {
  return !env.CHROMIUM_PATH && usable(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium(env, usable);
}

/** The Chromium binary to use, or null when there is none (for the scripts that then install or fetch one). */
export function chromiumIfAny(env = process.env) {
  try {
    return findChromium(env);
  } catch (error) {
    if (error instanceof ChromiumMissing) return null;
    throw error;
  }
}
