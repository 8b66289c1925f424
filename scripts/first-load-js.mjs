/**
 * First-load JavaScript of each built page, read from Gatsby's build output:
 * the scripts its HTML loads (webpack runtime, framework, app; started by the
 * loader of plugins/delivery/defer-scripts.ts) plus every
 * chunk of its page component and of the slices it uses (public/webpack.stats.json,
 * which the loader fetches before it hydrates the page), each gzipped at level 9. Used by the byte budgets in npm test and by npm run bench.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const KIB = 1024;
/** The performance issue's limit per route, 75 KB, read as 75,000 bytes (the stricter sense); npm test and npm run bench both hold the build to it. */
export const FIRST_LOAD_JS_LIMIT = 75_000;

/** @param {string} file @returns {number} gzip -9 size in bytes */
function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * @param {string} publicDir the build output
 * @param {string} route a page's path, such as "/" or "/products/soya-meal/"
 * @returns {{ route: string, files: { name: string, gzip: number }[], total: number }}
 */
export function firstLoadJs(publicDir, route) {
  const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
  const pageDataPath = path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json");
  const { componentChunkName, slicesMap = {} } = JSON.parse(fs.readFileSync(pageDataPath, "utf8"));
  const sliceChunkNames = Object.values(slicesMap).map(
    (slice) => JSON.parse(fs.readFileSync(path.join(publicDir, "slice-data", `${slice}.json`), "utf8")).componentChunkName,
  );
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const pageChunks = [componentChunkName, ...sliceChunkNames].flatMap((name) => (stats.namedChunkGroups[name]?.assets ?? []).map((asset) => `/${asset.name ?? asset}`));
  const htmlScripts = [
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map(([, src]) => src),
    // Started once the page has loaded by the loader of plugins/delivery/defer-scripts.ts.
    ...JSON.parse(/<script id="deferred-scripts">\(function\(\)\{var s=(\[[^\]]*\])/.exec(html)?.[1] ?? "[]"),
  ];
  const names = [...new Set([...htmlScripts, ...pageChunks])].filter((name) => name.endsWith(".js"));
  const files = names.map((name) => ({ name, gzip: gzipSize(path.join(publicDir, name)) }));
  return { route, files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}
