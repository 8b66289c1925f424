/**
 * Starts the build clean when the code that makes the site's nodes has changed.
 *
 * Gatsby keeps the nodes it made in .cache, and makes a node again only when its file changed
 * (onCreateNode). It starts clean when gatsby-node.ts, gatsby-config.ts, package.json or a plugin's
 * folder changed, but not when a module they import did: a build after a change to
 * src/build/content-nodes.ts or what it imports (src/lib/typography.ts, localized-content.ts, ...)
 * served pages made from the old nodes, with nothing said. So `npm run build` first hashes the
 * modules that make nodes, with everything they import, and starts clean (as `gatsby clean` does:
 * .cache and public/) when the hash differs from the one the last successful build recorded
 * (`--check`, before `gatsby build`; `--record`, after it). Pages, queries and the schema are made
 * again at every build, so their code needs no such check. A content-only change, the publish path
 * (scripts/test-content.mjs), keeps the cache; so does CI's, whose cache key holds every file but
 * the content (.github/workflows/site.yml).
 *
 * Usage: node scripts/build-code.mjs --check|--record [site folder]
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Where the last build's hash is kept: inside .cache, so that a clean build has none. */
export const HASH_FILE = path.join(".cache", "build-code.sha256");

/** The module gatsby-node.ts takes its onCreateNode from (a unit test holds them to each other). */
export const CONTENT_NODES = path.join("src", "build", "content-nodes.ts");

/** The modules that make nodes: the site's content nodes, and a local plugin's gatsby-node that makes its own. */
export function entryPoints(site) {
  const plugins = path.join(site, "plugins");
  const pluginNodes = fs.existsSync(plugins)
    ? fs
        .readdirSync(plugins)
        .flatMap((name) => ["gatsby-node.ts", "gatsby-node.js"].map((file) => path.join(plugins, name, file)))
        .filter((file) => fs.existsSync(file) && /\bonCreateNode\b/.test(fs.readFileSync(file, "utf8")))
    : [];
  return [path.join(site, CONTENT_NODES), ...pluginNodes].filter((file) => fs.existsSync(file));
}

const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs", ".json", "/index.ts", "/index.tsx", "/index.mjs", "/index.js"];

/** The module a relative specifier names, as TypeScript and Node resolve it; undefined if none (a generated file not made yet). */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  // TypeScript's ESM style names a .ts module by its .js output.
  const stems = /\.[mc]?js$/.test(base) ? [base, base.replace(/\.([mc]?)js$/, ".$1ts")] : [base];
  for (const stem of stems) {
    for (const extension of EXTENSIONS) {
      const candidate = stem + extension;
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
  }
  return undefined;
}

/** Every module the entry points import through relative paths, themselves included, in a stable order. */
export function buildModules(site) {
  const seen = new Set();
  const queue = entryPoints(site);
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith(".json")) continue;
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(SPECIFIERS)) {
      const module = resolve(file, specifier);
      if (module && !module.includes(`${path.sep}node_modules${path.sep}`)) queue.push(module);
    }
  }
  return [...seen].sort();
}

/** The hash of those modules: their paths in the site and their contents. */
export function buildCodeHash(site) {
  const hash = crypto.createHash("sha256");
  for (const file of buildModules(site)) hash.update(`${path.relative(site, file)}\0`).update(fs.readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/** Removes .cache and public/ when the build code's hash is not the one the last build recorded (or none is). Returns whether it did. */
export function cleanIfBuildCodeChanged(site) {
  const cache = path.join(site, ".cache");
  const hashFile = path.join(site, HASH_FILE);
  const recorded = fs.existsSync(hashFile) ? fs.readFileSync(hashFile, "utf8").trim() : undefined;
  if (!fs.existsSync(cache) || recorded === buildCodeHash(site)) return false;
  for (const folder of [cache, path.join(site, "public")]) fs.rmSync(folder, { recursive: true, force: true });
  return true;
}

/** Records the hash of the code a build has just succeeded with (after it: Gatsby's own clean would remove it). */
export function recordBuildCode(site) {
  fs.mkdirSync(path.join(site, ".cache"), { recursive: true });
  fs.writeFileSync(path.join(site, HASH_FILE), `${buildCodeHash(site)}\n`);
}

// Run as a command (not imported by the unit tests, which Jest compiles without import.meta).
if (path.basename(process.argv[1] ?? "") === "build-code.mjs") {
  const [mode, folder = "."] = process.argv.slice(2);
  const site = path.resolve(folder);
  if (mode === "--record") recordBuildCode(site);
  else if (mode === "--check") {
    if (cleanIfBuildCodeChanged(site)) console.log("build-code: the code that makes the nodes changed since the last build (or the build left no record), so this build starts clean: .cache and public/ removed");
  } else {
    console.error("Usage: node scripts/build-code.mjs --check|--record [site folder]");
    process.exit(2);
  }
}
