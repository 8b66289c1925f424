#!/usr/bin/env node
/**
 * Makes sure a Chromium is installed for the build (which prints the product
 * spec sheets with it, plugins/spec-sheets) and the end-to-end tests, found
 * as they find it (plugins/spec-sheets/chromium.mjs). It never downloads a
 * browser build: as root it installs Debian's package, otherwise it says what
 * to install.
 */
import { execSync } from "node:child_process";
import { chromiumIfAny, chromiumMissingMessage } from "../plugins/spec-sheets/chromium.mjs";

if (chromiumIfAny()) process.exit(0);

// A CHROMIUM_PATH that points nowhere is a mistake to fix, not a reason to install another browser.
if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
  console.log("No Chromium found: installing Debian's chromium package...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (chromiumIfAny()) process.exit(0);
}

console.error(chromiumMissingMessage());
process.exit(1);
