#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is installed for the end-to-end tests. It never
 * downloads a browser build: as root it installs the Debian package, otherwise
 * it says what to install.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (fs.existsSync(chromium)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log(`${chromium} is missing: installing Debian's chromium package...`);
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (fs.existsSync(chromium)) process.exit(0);
}

console.error(
  `Chromium was not found at ${chromium}.\n` +
    "Install Debian's package (as root: apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary.",
);
process.exit(1);
