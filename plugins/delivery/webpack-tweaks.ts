/**
 * The changes to Gatsby's webpack configuration for the browser and server
 * bundles of a production build. Each takes the configuration Gatsby made and
 * changes it in place; each stops the build (TweakMismatch) when it no longer
 * finds what it changes.
 */
import fs from "node:fs";
import { TweakMismatch } from "./tweak";

/** The parts of webpack's configuration these tweaks read and write. */
export interface WebpackConfig {
  module: { rules: unknown };
  output: { chunkLoadTimeout?: number };
  resolve: { alias?: Record<string, string | false | string[]> };
  plugins: ({ constructor: { name: string }; options?: Record<string, unknown> } | null | undefined)[];
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
 * Gatsby's browser entry re-exports its Slice component, so the slice
 * renderers (1 KB gzip) are in every page's scripts whether a site has slices
 * or not. This site has none (ESLint forbids importing `Slice`), so they go;
 * the contexts production-app provides to slices stay.
 */
export function withoutSlices(config: WebpackConfig, slice: string): void {
  if (!fs.existsSync(slice)) throw new TweakMismatch("without-slices", `${slice} is gone`);
  config.resolve.alias = { ...config.resolve.alias, [slice]: false };
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
