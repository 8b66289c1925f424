#!/usr/bin/env node
/**
 * Makes sure the other engines the end-to-end tests run in are installed (tests/engines): Debian's
 * Firefox ESR (driven by Puppeteer over WebDriver BiDi), WebKitGTK's WebKitWebDriver with its
 * MiniBrowser, and Xvfb for the display WebKitGTK needs. As root it installs Debian's packages;
 * otherwise it says what to install. Never a downloaded browser (Playwright's and Puppeteer's own
 * builds come from outside the package registries).
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

const needed = [
  { file: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr", pkg: "firefox-esr" },
  { file: process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver", pkg: "webkit2gtk-driver" },
  { file: "/usr/bin/xvfb-run", pkg: "xvfb" },
];
const missing = () => needed.filter(({ file }) => !fs.existsSync(file));

if (missing().length === 0) process.exit(0);

if (process.getuid?.() === 0) {
  const packages = missing().map(({ pkg }) => pkg);
  console.log(`Installing Debian's ${packages.join(", ")} for the tests in Firefox and WebKit...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(" ")} xauth`, { stdio: "inherit" });
  if (missing().length === 0) process.exit(0);
}

console.error(
  `The end-to-end tests in Firefox and WebKit need ${missing().map(({ file, pkg }) => `${file} (Debian package ${pkg})`).join(", ")}. ` +
    `Install them (as root: apt-get install -y ${missing().map(({ pkg }) => pkg).join(" ")}), or set FIREFOX_PATH / WEBKIT_DRIVER_PATH.`,
);
process.exit(1);
