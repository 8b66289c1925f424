/**
 * @jest-environment node
 */
/**
 * Gatsby's private build parts that plugins/delivery and plugins/decap-cms read (docs/internals.md),
 * as the installed Gatsby makes them: its store's plugin list once the site's plugins are loaded,
 * and the webpack rules and plugins of the browser bundle. Read in a process of Gatsby's own
 * (gatsby-probe.mjs), each then handed to the code that relies on it.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import config from "../../../gatsby-config";
import { ignoreCssOrder, isTerserPlugin, modernMinify, shortCssClassNames, type WebpackConfig } from "../../../plugins/delivery/webpack-tweaks";

const root = path.resolve(__dirname, "..", "..", "..");

interface Answer {
  flattenedPlugins: { name: unknown; browserAPIs: unknown; pluginOptions: Record<string, unknown> }[] | { notAnArray: string };
  cssModulesRule: unknown;
  dependenciesRule: { use?: unknown };
  minifyJs: { name: string; keepsMinify: boolean; terserOptions: Record<string, unknown> | null };
  extractText: { name: string; options: string };
  pluginClasses: Record<string, string | null>;
}

/** The terser options modernMinify hands Gatsby's `plugins.minifyJs`. */
function modernTerserOptions(): Record<string, unknown> {
  let passed: Record<string, unknown> = {};
  const terser = { constructor: { name: "TerserPlugin" } };
  modernMinify({ module: { rules: [] }, output: {}, resolve: {}, plugins: [], optimization: { minimizer: [terser] } }, ({ terserOptions }) => (passed = terserOptions));
  return passed;
}

let answer: Answer;
beforeAll(() => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gatsby-probe-"));
  try {
    const file = path.join(folder, "answer.json");
    execFileSync(process.execPath, [path.join(__dirname, "gatsby-probe.mjs"), root, JSON.stringify(config.plugins), JSON.stringify(modernTerserOptions()), file], {
      cwd: root,
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 180_000,
    });
    answer = JSON.parse(fs.readFileSync(file, "utf8")) as Answer;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}, 200_000);

describe("Gatsby's store (plugins/delivery/gatsby-node.ts)", () => {
  test("store.getState().flattenedPlugins lists every plugin with its name, browser APIs and options", () => {
    expect(Array.isArray(answer.flattenedPlugins)).toBe(true);
    const plugins = answer.flattenedPlugins as Exclude<Answer["flattenedPlugins"], { notAnArray: string }>;
    for (const plugin of plugins) {
      expect(typeof plugin.name).toBe("string");
      expect(Array.isArray(plugin.browserAPIs)).toBe(true);
      expect(typeof plugin.pluginOptions).toBe("object");
    }
    // The browser APIs are what each plugin's gatsby-browser exports: the delivery plugin's own.
    expect(plugins.find(({ name }) => name === "delivery")?.browserAPIs).toEqual(expect.arrayContaining(["onClientEntry", "replaceHydrateFunction", "onPreRouteUpdate"]));
  });

  test("it finds gatsby-plugin-manifest by its name, with the site's options (no localize), and no plugin that registers a service worker", () => {
    const plugins = answer.flattenedPlugins as Exclude<Answer["flattenedPlugins"], { notAnArray: string }>;
    const manifest = plugins.find(({ name }) => name === "gatsby-plugin-manifest");
    expect(manifest?.pluginOptions).toMatchObject({ start_url: "/", display: "standalone", legacy: false });
    expect(manifest?.pluginOptions.localize).toBeUndefined();
    expect(plugins.filter(({ browserAPIs }) => (browserAPIs as string[]).includes("registerServiceWorker"))).toEqual([]);
  });
});

describe("Gatsby's webpack configuration of the browser bundle (plugins/delivery/webpack-tweaks.ts)", () => {
  test("short-css-class-names: Gatsby's CSS Modules rule has a css-loader with modules options to rename by", () => {
    const site = { module: { rules: [answer.cssModulesRule] }, output: {}, resolve: {}, plugins: [] } as WebpackConfig;
    shortCssClassNames(site);
    expect(JSON.stringify(site.module.rules)).toContain('"localIdentName":"[local]-[hash:hex:5]"');
  });

  test("ignore-css-order: Gatsby's stylesheet extractor is a MiniCssExtractPlugin with an options object", () => {
    expect(answer.extractText).toEqual({ name: "MiniCssExtractPlugin", options: "object" });
    const extractor = { constructor: { name: answer.extractText.name }, options: { ignoreOrder: false } };
    ignoreCssOrder({ module: { rules: [] }, output: {}, resolve: {}, plugins: [extractor] });
    expect(extractor.options.ignoreOrder).toBe(true);
  });

  test("content-compilation-hash: Gatsby takes the browser bundle's compilation hash from webpack's stats, which the tweak sets", () => {
    const build = fs.readFileSync(require.resolve("gatsby/dist/commands/build.js"), "utf8");
    expect(build).toMatch(/\{\s*stats,\s*close\s*\} = await \(0, _buildJavascript\.buildProductionBundle\)\([^]*?webpackCompilationHash = stats\.hash;/);
  });

  test("modern-minify: plugins.minifyJs makes a TerserPlugin with our terser options laid over Gatsby's", () => {
    expect(isTerserPlugin({ constructor: { name: answer.minifyJs.name } })).toBe(true);
    expect(answer.minifyJs.terserOptions).toMatchObject(modernTerserOptions());
  });
});

describe("Gatsby's webpack configuration, turned to the content editor's (plugins/decap-cms/gatsby-node.ts)", () => {
  const source = fs.readFileSync(path.join(root, "plugins", "decap-cms", "gatsby-node.ts"), "utf8");

  test("the site-only plugins it drops are named as Gatsby 5's classes are", () => {
    const listed = [...(/const SITE_ONLY_PLUGINS = \[([^\]]*)\]/.exec(source)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map(([, name]) => name);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(expect.arrayContaining(Object.values(answer.pluginClasses)));
  });

  test("Gatsby's Babel rule for node_modules, which it drops, uses babel-preset-gatsby/dependencies", () => {
    expect(JSON.stringify(answer.dependenciesRule.use)).toMatch(/babel-preset-gatsby[\\/]+dependencies/);
  });

  test("plugins.minifyJs passes its `minify` through to the TerserPlugin (esbuild minifies the editor)", () => {
    expect(answer.minifyJs.keepsMinify).toBe(true);
  });
});
