/**
 * The changes to Gatsby's webpack configuration for the browser and server
 * bundles of a production build. Each takes the configuration Gatsby made and
 * changes it in place; each stops the build (TweakMismatch) when it no longer
 * finds what it changes.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Compilation, sources, type Compiler } from "webpack";
import { TweakMismatch } from "./tweak";

/** The parts of webpack's configuration these tweaks read and write. */
export interface WebpackConfig {
  devtool?: string | false;
  module: { rules: unknown };
  output: { chunkLoadTimeout?: number; filename?: unknown; chunkFilename?: unknown; hashDigestLength?: number };
  resolve: { alias?: Record<string, string | false | string[]> };
  plugins: ({ constructor: { name: string }; options?: Record<string, unknown>; apply?: (compiler: Compiler) => void } | null | undefined)[];
  optimization?: { minimizer?: unknown[] };
}

/**
 * "card-3f2a1" rather than Gatsby's "product-card-module--card--3f2a1": every
 * class name is repeated in the page HTML and in the scripts that hydrate it.
 */
export function shortCssClassNames(config: WebpackConfig): void {
  const modules = cssModuleOptions(config.module.rules);
  if (modules.length === 0) throw new TweakMismatch("short-css-class-names", "no css-loader with CSS Modules options in webpack's rules");
  for (const options of modules) options.localIdentName = "[local]-[hash:hex:5]";
}

/**
 * Gatsby's production scripts end with a comment naming their source map
 * (`//# sourceMappingURL=app-….js.map`): about 50 B gzip a script, 211 B of
 * the contact page's first-load JavaScript, which no visitor uses. The maps are
 * still written beside the scripts, for a developer's tools to be given.
 */
export function hiddenSourceMaps(config: WebpackConfig): void {
  if (config.devtool !== "source-map") throw new TweakMismatch("hidden-source-maps", `webpack's devtool is ${JSON.stringify(config.devtool)}, not "source-map"`);
  config.devtool = "hidden-source-map";
}

/** How many hex digits of its content's hash name a script or stylesheet (hosting-headers.mjs marks such files immutable). */
export const CONTENT_HASH_DIGITS = 12;

/**
 * Scripts and styles named by 12 hex digits of their content's hash, not webpack's 20: the runtime
 * every page loads maps each lazily loaded chunk to its hash (16 of them), and hex digits barely
 * compress (114 B less first-load JavaScript on `/contact/`, 2026-12-06). A name is cached for a
 * year as immutable; 48 bits leave two versions of one chunk a chance under one in a million of
 * the same name after 10,000 versions.
 */
export function shortContentHashes(config: WebpackConfig): void {
  const { filename, chunkFilename } = config.output;
  const gatsbys = "[name]-[contenthash].js";
  if (filename !== gatsbys || chunkFilename !== gatsbys) {
    throw new TweakMismatch("short-content-hashes", `webpack names scripts ${JSON.stringify(filename)} and chunks ${JSON.stringify(chunkFilename)}, not "${gatsbys}"`);
  }
  config.output.hashDigestLength = CONTENT_HASH_DIGITS;
}

/** How long webpack waits for a lazily loaded script chunk before it gives up (spec §7). */
export function chunkLoadTimeout(config: WebpackConfig, milliseconds: number): void {
  config.output.chunkLoadTimeout = milliseconds;
}

/**
 * Gatsby's internal Partytown plugin does nothing in a production browser
 * (its one hook returns at once outside development), but its CommonJS
 * requires put gatsby-script and Partytown's integration, 2 KiB gzip, into
 * every page's scripts. The site has no <Script> (ESLint forbids importing
 * it), so both go.
 */
export function withoutPartytown(config: WebpackConfig, resolve: (request: string) => string): void {
  let partytown: string;
  try {
    partytown = resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js");
  } catch {
    throw new TweakMismatch("without-partytown", "gatsby/dist/internal-plugins/partytown/gatsby-browser.js is gone");
  }
  config.resolve.alias = { ...config.resolve.alias, [partytown]: false, "gatsby-script": false };
}

/**
 * Gatsby's runtime bundles its service-worker registration (1.1 KB) into
 * every page, to run only when a plugin implements `registerServiceWorker`.
 * None of this site's plugins does (the build stops if one ever does), so it goes.
 */
export function withoutServiceWorker(config: WebpackConfig, registration: string, pluginsThatRegister: readonly string[]): void {
  if (pluginsThatRegister.length > 0) {
    throw new TweakMismatch("without-service-worker", `${pluginsThatRegister.join(", ")} registers a service worker, which this tweak would remove`);
  }
  if (!fs.existsSync(registration)) throw new TweakMismatch("without-service-worker", `${registration} is gone`);
  config.resolve.alias = { ...config.resolve.alias, [registration]: false };
}

/**
 * gatsby-plugin-manifest's browser hook only switches the page's manifest
 * between languages, when its `localize` option lists one manifest per
 * language; without it the hook does nothing, but still puts itself and its
 * path matching into every page's scripts. The site has one manifest, so the
 * hook goes; a `localize` option stops the build instead.
 */
export function withoutManifestBrowser(config: WebpackConfig, resolve: (request: string) => string, options: Record<string, unknown>): void {
  if (options.localize) throw new TweakMismatch("without-manifest-browser", "gatsby-plugin-manifest has a localize option, which its browser hook serves");
  let hook: string;
  try {
    hook = resolve("gatsby-plugin-manifest/gatsby-browser.js");
  } catch {
    throw new TweakMismatch("without-manifest-browser", "gatsby-plugin-manifest/gatsby-browser.js is gone");
  }
  config.resolve.alias = { ...config.resolve.alias, [hook]: false };
}

/**
 * Gatsby's browser entry re-exports its Slice component with all its renderers
 * (server, slice, inline) and dev-time prop checks, 1 KB gzip in every page's
 * scripts, of which the browser only ever runs the inline one. The browser
 * bundle gets browser-slice.js instead: that inline branch alone, reading the
 * slice contexts Gatsby's browser runtime provides (slice/context.js).
 */
export function slimSlices(config: WebpackConfig, slice: string, browserSlice: string): void {
  if (!fs.existsSync(slice)) throw new TweakMismatch("slim-slices", `${slice} is gone`);
  if (!fs.existsSync(path.join(path.dirname(slice), "slice", "context.js"))) throw new TweakMismatch("slim-slices", "Gatsby's slice/context.js is gone");
  config.resolve.alias = { ...config.resolve.alias, [slice]: browserSlice };
}

/**
 * reach-router, Gatsby's router, imports the `invariant` package for its checks of a <Router>'s
 * children, which every page's scripts then carry; the browser bundle gets invariant.ts instead,
 * which throws the same messages in less (132 B less first-load JavaScript on every page).
 */
export function slimInvariant(config: WebpackConfig, resolve: (request: string) => string, slimmed: string): void {
  try {
    resolve("invariant");
  } catch {
    throw new TweakMismatch("slim-invariant", "the invariant package is gone");
  }
  config.resolve.alias = { ...config.resolve.alias, invariant$: slimmed };
}

/**
 * Gatsby's browser runtime bundles `match-paths.json`: each page with a match
 * path and, ahead of them, every page such a path would also match. Here the
 * pages with match paths are the not-found pages, whose paths cover the whole
 * site, so the list named every page of every language in every page's
 * scripts (673 B of first-load JavaScript at 10 products, 25.9 KB at 1,000), and a published
 * product changed the app's script. The browser bundle gets match-paths.ts
 * instead: one route, to the not-found page the server answered with.
 */
export function servedMatchPath(config: WebpackConfig, productionApp: string, servedMatchPaths: string): void {
  if (!fs.existsSync(productionApp) || !fs.readFileSync(productionApp, "utf8").includes('"$virtual/match-paths.json"')) {
    throw new TweakMismatch("served-match-path", "Gatsby's production-app.js no longer imports $virtual/match-paths.json");
  }
  // First, so that it wins over Gatsby's alias of the whole $virtual folder.
  config.resolve.alias = { "$virtual/match-paths.json$": servedMatchPaths, ...config.resolve.alias };
}

/**
 * CSS Modules are scoped per component, so the order in which pages import
 * them into the one stylesheet does not matter; silence the order warnings.
 */
export function ignoreCssOrder(config: WebpackConfig): void {
  const extractors = config.plugins.filter((plugin) => plugin?.constructor.name === "MiniCssExtractPlugin");
  if (extractors.length === 0) throw new TweakMismatch("ignore-css-order", "no MiniCssExtractPlugin among webpack's plugins");
  for (const plugin of extractors) {
    if (!plugin?.options) throw new TweakMismatch("ignore-css-order", "MiniCssExtractPlugin has no options object");
    plugin.options.ignoreOrder = true;
  }
}

/** The `modules` options of every css-loader in a webpack rule tree. */
function cssModuleOptions(rules: unknown): { localIdentName?: string }[] {
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((rule) => {
    if (!rule || typeof rule !== "object") return [];
    const { oneOf, use, loader, options } = rule as Record<string, unknown>;
    const own =
      typeof loader === "string" && loader.includes("css-loader") && options && typeof options === "object"
        ? [(options as { modules?: unknown }).modules].filter((m): m is { localIdentName?: string } => !!m && typeof m === "object")
        : [];
    return [...own, ...cssModuleOptions(oneOf), ...cssModuleOptions(use)];
  });
}

/** Gatsby's `plugins.minifyJs`: its TerserPlugin, with terser's options laid over its own. */
export type MinifyJs = (options: { terserOptions: Record<string, unknown> }) => unknown;

/**
 * Gatsby's terser writes ECMAScript 5 (`{a:a}`, `function(){}`), although the
 * scripts it minifies are already ES2015 and later for the browsers Gatsby
 * targets (babel keeps their arrows, classes and spread). Minifying for ES2015,
 * with a second compress pass, writes the same code shorter.
 */
export function modernMinify(config: WebpackConfig, minifyJs: MinifyJs): void {
  const minimizer = config.optimization?.minimizer;
  const index = minimizer?.findIndex(isTerserPlugin) ?? -1;
  if (!minimizer || index < 0) throw new TweakMismatch("modern-minify", "no TerserPlugin among webpack's minimizers");
  minimizer[index] = minifyJs({ terserOptions: { parse: { ecma: 2020 }, compress: { ecma: 2015, passes: 2 }, output: { ecma: 2015 }, mangle: { safari10: true } } });
}

/** Whether a webpack minimizer is Gatsby's TerserPlugin. */
export function isTerserPlugin(plugin: unknown): boolean {
  return (plugin as { constructor?: { name?: string } } | null)?.constructor?.name === "TerserPlugin";
}

/**
 * Gatsby writes webpack's compilation hash into every page (its scripts
 * slice), and the running app reloads when a deploy changes it. But the first
 * incremental build after a clean one gets a new hash for the very same
 * scripts (gatsby#33450), so Gatsby stitches the new hash into every page
 * and the pages are delivered again: at 1,000 products in 4 languages, a
 * first warm rebuild rewrote all 4,026 pages instead of the 1,010 whose menu
 * changed. The hash is made from what the browser gets instead: the emitted
 * scripts and styles, after webpack has named them by their content.
 */
export function contentCompilationHash(config: WebpackConfig): void {
  config.plugins.push(new ContentCompilationHash());
}

class ContentCompilationHash {
  /** Not given to the content editor's bundle (plugins/decap-cms). */
  readonly siteBundleOnly = true;

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(ContentCompilationHash.name, (compilation) =>
      compilation.hooks.processAssets.tap({ name: ContentCompilationHash.name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const hash = crypto.createHash("sha256");
        for (const name of Object.keys(assets).filter((file) => !file.endsWith(".map")).sort()) hash.update(name).update("\0").update(assets[name]!.buffer());
        compilation.fullHash = hash.digest("hex");
        // The compilation hash's 20 digits, as webpack gives it (not the files' CONTENT_HASH_DIGITS): Gatsby compares it whole.
        compilation.hash = compilation.fullHash.slice(0, 20);
      }),
    );
  }
}

/** V8's explicit compile hint: as a script's first line, it has all of the script's functions compiled at once. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Chromium compiles a script's functions lazily, on the main thread, the
 * first time each is called, and starting the app calls most of React's and
 * Gatsby's: that compiling made a good part of the long tasks in which the
 * page starts. With V8's explicit compile hint (Chromium 136 and later) the
 * whole script is compiled eagerly, on a background thread while it streams
 * in. Given to the chunks every page starts with; other browsers read a
 * comment. Added after terser, which would drop it, and before the source
 * maps, which then count the extra line.
 */
export function compileHints(config: WebpackConfig, chunkNames: readonly string[]): void {
  config.plugins.push(new CompileHints(chunkNames));
}

class CompileHints {
  /** Not given to the content editor's bundle (plugins/decap-cms). */
  readonly siteBundleOnly = true;

  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(CompileHints.name, (compilation) =>
      compilation.hooks.processAssets.tap({ name: CompileHints.name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const name of this.chunkNames) {
          const chunk = compilation.namedChunks.get(name);
          if (!chunk) throw new TweakMismatch("compile-hints", `webpack made no "${name}" chunk`);
          for (const file of chunk.files) {
            if (file.endsWith(".js")) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      }),
    );
  }
}
