/**
 * The pages of a build (public/) and what a build changed in them: scripts/test-content.mjs
 * fingerprints the pages before and after a content build, and the content checks
 * (tests/content) look at the pages the change reached. The end-to-end tests find the built
 * pages here too.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Folders of public/ that hold no page of the site: the editor, Gatsby's data and slices, assets. */
const NOT_PAGES = new Set(["admin", "page-data", "_gatsby", "static", "images", "icons"]);

/**
 * Every page of a build: its HTML file, by the path it is served at ("/", "/es/products/",
 * "/products/404.html"); an empty map when there is no build. `editor`: the content editor's page
 * (/admin/) as well.
 *
 * @param {string} publicDir
 * @param {{ editor?: boolean }} [options]
 * @returns {Map<string, string>}
 */
export function builtPages(publicDir, { editor = false } = {}) {
  const pages = new Map();
  const walk = (dir, route) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(route === "/" && NOT_PAGES.has(entry.name) && !(editor && entry.name === "admin"))) walk(file, `${route}${entry.name}/`);
      } else if (entry.name.endsWith(".html")) {
        pages.set(entry.name === "index.html" ? route : `${route}${entry.name}`, file);
      }
    }
  };
  if (fs.existsSync(publicDir)) walk(publicDir, "/");
  return pages;
}

/**
 * Every page of a build, by the path it is served at, with a fingerprint of its HTML.
 *
 * @param {string} publicDir
 * @returns {Map<string, string>}
 */
export function pageFingerprints(publicDir) {
  return new Map([...builtPages(publicDir)].map(([route, file]) => [route, crypto.createHash("sha1").update(fs.readFileSync(file)).digest("hex")]));
}

/**
 * What a build changed: pages added or whose HTML differs, and pages it removed. With no build
 * before, every page is new (`everything`).
 *
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 * @returns {{ everything: boolean, changed: string[], removed: string[] }}
 */
export function comparePages(before, after) {
  return {
    everything: before.size === 0,
    changed: [...after].filter(([route, print]) => before.get(route) !== print).map(([route]) => route).sort(),
    removed: [...before.keys()].filter((route) => !after.has(route)).sort(),
  };
}
