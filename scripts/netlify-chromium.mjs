#!/usr/bin/env node
/**
 * Prints the path of a Chromium for a build on Netlify (netlify.toml). Netlify's
 * build image has no Chromium, and its build does not run as root, so Debian's
 * package cannot be installed: this gives the machine's own Chromium if it has
 * one (plugins/spec-sheets/chromium.mjs), else the Chromium shipped inside the
 * npm package @sparticuz/chromium (which netlify.toml's command installs without
 * saving it), unpacked into the temporary folder. Nothing comes from outside the
 * npm registry.
 *
 * Usage: CHROMIUM_PATH="$(node scripts/netlify-chromium.mjs)" && export CHROMIUM_PATH && npm run build
 */
import { chromiumIfAny } from "../plugins/spec-sheets/chromium.mjs";

const found = chromiumIfAny();
if (found) {
  console.log(found);
} else {
  const { default: chromium } = await import("@sparticuz/chromium");
  console.log(await chromium.executablePath());
}
