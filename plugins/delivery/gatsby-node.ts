/**
 * The build side of the delivery plugin (README.md): webpack tweaks for the
 * browser and server bundles, the icon symbols for the server renderer, and,
 * after the build, robots.txt, Netlify's not-found rules, and in every page
 * Gatsby wrote: only its own CSS, the deferred script loader, the current
 * page marked in its slices, and in a not-found page the public security policy.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { chunkLoadTimeoutMs } from "../../src/lib/behaviour";
import { siteUrl } from "../../src/lib/build-settings";
import { iconSymbols } from "../../src/lib/icon-symbols";
import { DEFAULT_LOCALE, localizedPath, locales } from "../../src/lib/locales";
import { PRODUCT_NOT_FOUND_PATH, routes } from "../../src/lib/routes";
import { inlineScriptHashes, isNotFoundPage, parseHeaders, withInquirySources, withPolicyMeta } from "./hosting-headers.mjs";
import { deferGatsbyScripts } from "./defer-scripts";
import { FileStamps, sourceDigest } from "../file-stamps";
import { builtStylesheet, inlinedStylesheetHref, inlineOnlyPageCss, withStylesheet } from "./page-css";
import { markCurrentSliceLinks, pagePathOf } from "./slice-links";
import { chunkLoadTimeout, hiddenSourceMaps, shortContentHashes, ignoreCssOrder, shortCssClassNames, withoutPartytown, withoutServiceWorker, withoutManifestBrowser, slimSlices, slimInvariant, servedMatchPath, modernMinify, compileHints, contentCompilationHash, type MinifyJs, type WebpackConfig } from "./webpack-tweaks";

const siteRequire = createRequire(path.resolve("package.json"));

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins, store }) => {
  if (stage === "build-html" || stage === "develop-html") {
    // Written into every page by gatsby-ssr.tsx. As a constant of the server
    // bundle, a changed sprite changes the bundle, and so every page's HTML.
    const sprite = fs.readFileSync(path.join("static", "icons.svg"), "utf8");
    actions.setWebpackConfig({ plugins: [plugins.define({ __ICON_SYMBOLS__: JSON.stringify(iconSymbols(sprite)) })] });
  }
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig() as WebpackConfig;
  shortCssClassNames(config);
  if (stage === "build-javascript") {
    chunkLoadTimeout(config, chunkLoadTimeoutMs);
    hiddenSourceMaps(config);
    shortContentHashes(config);
    withoutPartytown(config, siteRequire.resolve);
    ignoreCssOrder(config);
    const { flattenedPlugins } = store.getState() as { flattenedPlugins: { name: string; browserAPIs: string[]; pluginOptions: Record<string, unknown> }[] };
    const manifest = flattenedPlugins.find(({ name }) => name === "gatsby-plugin-manifest");
    if (manifest) withoutManifestBrowser(config, siteRequire.resolve, manifest.pluginOptions);
    const registering = flattenedPlugins.filter(({ browserAPIs }) => browserAPIs.includes("registerServiceWorker")).map(({ name }) => name);
    withoutServiceWorker(config, path.resolve(".cache", "register-service-worker.js"), registering);
    slimSlices(config, path.resolve(".cache", "slice.js"), path.resolve("plugins", "delivery", "browser-slice.js"));
    slimInvariant(config, siteRequire.resolve, path.resolve("plugins", "delivery", "invariant.ts"));
    servedMatchPath(config, path.resolve(".cache", "production-app.js"), path.resolve("plugins", "delivery", "match-paths.ts"));
    modernMinify(config, plugins.minifyJs as MinifyJs);
    compileHints(config, ["framework", "app"]);
    contentCompilationHash(config);
    // Module and chunk ids in the order webpack meets them, not hashed from their paths: webpack's
    // default hashes the loaders' paths too, so the ids, the order of every chunk and its gzipped
    // size (by up to 263 B) varied with where the checkout was built.
    config.optimization = { ...config.optimization, moduleIds: "natural", chunkIds: "natural" } as WebpackConfig["optimization"];
  }
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  // Crawl everything, and find the sitemap at the configured site address.
  fs.writeFileSync(path.join("public", "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
  fs.writeFileSync(path.join("public", "_redirects"), notFoundRules());
  // Only the pages Gatsby wrote (or stitched) since the last build: the others are done already. Every page again
  // when the stylesheet changed, which Gatsby does not render pages again for (withStylesheet).
  const stylesheet = builtStylesheet("public");
  const recipe = `${sourceDigest([...ownSources(), HEADERS_FILE, path.join("common", "inquiry-endpoint.mjs")])} ${stylesheet?.href}`;
  const done = new FileStamps(path.join(".cache", "delivery", "pages.json"), recipe);
  for (const file of htmlFiles("public")) {
    if (done.unchanged(file) !== undefined) continue;
    const html = withStylesheet(fs.readFileSync(file, "utf8"), stylesheet);
    const delivered = deferGatsbyScripts(inlineOnlyPageCss(markCurrentSliceLinks(html, pagePathOf("public", file))), file, inlinedStylesheetHref(html));
    fs.writeFileSync(file, isNotFoundPage(path.relative("public", file).split(path.sep).join("/")) ? withPolicyMeta(delivered, publicPolicyOf(delivered)) : delivered);
    done.record(file);
  }
  done.save();
};

const HEADERS_FILE = path.join("static", "_headers");

/**
 * The public pages' security policy (static/_headers), with the hashes of this page's inline scripts:
 * a not-found page carries it in a <meta>, for the unknown top-level paths no public rule covers.
 */
function publicPolicyOf(html: string): string {
  const rule = parseHeaders(fs.readFileSync(HEADERS_FILE, "utf8")).find(({ pattern }) => pattern === "{{PUBLIC_PATHS}}");
  const policy = rule?.headers.find(([name]) => name === "Content-Security-Policy")?.[1];
  if (!policy) throw new Error(`${HEADERS_FILE} has no public Content-Security-Policy ({{PUBLIC_PATHS}} rule)`);
  return withInquirySources(policy).replaceAll("{{INLINE_SCRIPT_HASHES}}", [...inlineScriptHashes(html)].sort().join(" "));
}

/** This plugin's code: when it changes, every page is delivered again. */
function ownSources(): string[] {
  const dir = path.join("plugins", "delivery");
  return fs.readdirSync(dir).filter((name) => /\.(tsx?|mjs)$/.test(name)).sort().map((name) => path.join(dir, name));
}

/**
 * Netlify's _redirects: each language's unknown paths answer 404 with its not-found page, unknown
 * products with "Product not found." (Cloudflare Pages finds the nearest 404.html by itself;
 * nginx: deploy/nginx.conf; locally: scripts/serve.mjs). The most specific rule comes first.
 */
function notFoundRules(): string {
  const rules = locales.flatMap(({ code }) => [
    `${localizedPath(code, routes.products)}*  ${localizedPath(code, PRODUCT_NOT_FOUND_PATH)}  404`,
    ...(code === DEFAULT_LOCALE ? [] : [`${localizedPath(code, "/")}*  ${localizedPath(code, "/404.html")}  404`]),
  ]);
  return `# Written by the build (plugins/delivery): unknown pages answer 404 with the not-found page of their language.\n${rules.join("\n")}\n`;
}

/** Every page Gatsby wrote (page data and its own fragments aside). */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["page-data", "static", "_gatsby"].includes(entry.name) ? [] : htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}
