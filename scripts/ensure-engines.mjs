#!/usr/bin/env node
/**
 * Makes sure the engines the end-to-end tests run in are installed: Debian's Firefox ESR (driven
 * by Puppeteer over WebDriver BiDi) and WebKitGTK's WebKitWebDriver with its MiniBrowser
 * (tests/engines), Xvfb for the display WebKitGTK needs, and Chromium's headless shell, which runs
 * Chromium's tests in less time than the full browser (plugins/spec-sheets/chromium.mjs; without it
 * they run in the build's Chromium). As root it installs Debian's packages; otherwise it says what
 * to install. Never a downloaded browser (Playwright's and Puppeteer's own builds come from outside
 * the package registries).
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import { HEADLESS_SHELL } from "../plugins/spec-sheets/chromium.mjs";

const needed = [
  { file: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr", pkg: "firefox-esr" },
  { file: process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver", pkg: "webkit2gtk-driver" },
  { file: "/usr/bin/xvfb-run", pkg: "xvfb" },
];
/** Wanted, not needed: the tests run without it, in more time. */
const headlessShell = { file: HEADLESS_SHELL, pkg: "chromium-headless-shell" };
const missing = () => needed.filter(({ file }) => !fs.existsSync(file));
const shellMissing = () => !process.env.CHROMIUM_PATH && !fs.existsSync(headlessShell.file);

if (missing().length === 0 && !shellMissing()) process.exit(0);

if (process.getuid?.() === 0) {
  const packages = [...missing(), ...(shellMissing() ? [headlessShell] : [])].map(({ pkg }) => pkg);
  console.log(`Installing Debian's ${packages.join(", ")} for the end-to-end tests...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")} xauth`, { stdio: "inherit" });
  if (missing().length === 0) process.exit(0);
} else if (missing().length === 0) {
  console.log(`Chromium's tests run in the full browser: ${headlessShell.file} is not installed (as root: apt-get install -y ${headlessShell.pkg}), which takes them less time.`);
  process.exit(0);
}

console.error(
  `The end-to-end tests in Firefox and WebKit need ${missing().map(({ file, pkg }) => `${file} (Debian package ${pkg})`).join(", ")}. ` +
    `Install them (as root: apt-get install -y ${missing().map(({ pkg }) => pkg).join(" ")}), or set FIREFOX_PATH / WEBKIT_DRIVER_PATH.`,
);
process.exit(1);
