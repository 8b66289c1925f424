import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Compilation, sources } from "webpack";
import {
  chunkLoadTimeout,
  COMPILE_HINT,
  compileHints,
  contentCompilationHash,
  hiddenSourceMaps,
  ignoreCssOrder,
  shortContentHashes,
  modernMinify,
  shortCssClassNames,
  slimSlices,
  slimInvariant,
  servedMatchPath,
  withoutManifestBrowser,
  withoutPartytown,
  withoutServiceWorker,
  type WebpackConfig,
} from "../../../plugins/delivery/webpack-tweaks";

class MiniCssExtractPlugin {
  options: Record<string, unknown> = { ignoreOrder: false };
}

/** The parts of a production webpack configuration as Gatsby 5.16 makes it. */
function gatsbyConfig(): WebpackConfig {
  return {
    module: {
      rules: [
        { test: /\.js$/, use: [{ loader: "/node_modules/babel-loader/lib/index.js" }] },
        {
          oneOf: [
            {
              test: /\.module\.css$/,
              use: [
                { loader: "/node_modules/mini-css-extract-plugin/dist/loader.js" },
                { loader: "/node_modules/css-loader/dist/cjs.js", options: { modules: { localIdentName: "[name]--[local]--[hash:hex:5]" } } },
              ],
            },
            { test: /\.css$/, use: [{ loader: "/node_modules/css-loader/dist/cjs.js", options: { modules: false } }] },
          ],
        },
      ],
    },
    output: { filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    resolve: { alias: { "@reach/router": "/node_modules/@gatsbyjs/reach-router" } },
    plugins: [new MiniCssExtractPlugin(), null],
  };
}

const mismatch = (tweak: string) => new RegExp(`delivery tweak "${tweak}" .*checked against Gatsby 5\\.16\\.1`);

describe("webpack tweaks", () => {
  it("shortCssClassNames names CSS Module classes by their local name and a short hash", () => {
    const config = gatsbyConfig();
    shortCssClassNames(config);
    expect(JSON.stringify(config.module.rules)).toContain('"localIdentName":"[local]-[hash:hex:5]"');
    expect(JSON.stringify(config.module.rules)).not.toContain("[name]--");
  });

  it("shortContentHashes names scripts and styles by 12 hex digits of their content's hash, and stops the build when Gatsby names them otherwise", () => {
    const config = gatsbyConfig();
    shortContentHashes(config);
    expect(config.output.hashDigestLength).toBe(12);
    // The names are Gatsby's still (hosting-headers.mjs's HASHED_ASSET finds them by their hash: tests/unit/plugins/hosting-headers.test.ts).
    expect(config.output.filename).toBe("[name]-[contenthash].js");
    expect(() => shortContentHashes({ ...gatsbyConfig(), output: { filename: "[name].js", chunkFilename: "[name]-[contenthash].js" } })).toThrow(mismatch("short-content-hashes"));
    expect(() => shortContentHashes({ ...gatsbyConfig(), output: { filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash:8].js" } })).toThrow(/"short-content-hashes".*chunks "\[name\]-\[contenthash:8\]\.js"/);
  });

  it("chunkLoadTimeout sets how long a lazy chunk may take", () => {
    const config = gatsbyConfig();
    chunkLoadTimeout(config, 120_000);
    expect(config.output.chunkLoadTimeout).toBe(120_000);
  });

  it("withoutPartytown aliases Gatsby's internal Partytown plugin and gatsby-script to nothing, keeping other aliases", () => {
    const config = gatsbyConfig();
    withoutPartytown(config, (request) => `/node_modules/${request}`);
    expect(config.resolve.alias).toEqual({
      "@reach/router": "/node_modules/@gatsbyjs/reach-router",
      "/node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js": false,
      "gatsby-script": false,
    });
  });

  it("withoutPartytown resolves the real file in the installed Gatsby", () => {
    const config = gatsbyConfig();
    withoutPartytown(config, require.resolve);
    expect(Object.keys(config.resolve.alias ?? {})).toContainEqual(expect.stringMatching(/partytown[\\/]gatsby-browser\.js$/));
  });

  it("withoutServiceWorker aliases Gatsby's service-worker registration to nothing", () => {
    const config = gatsbyConfig();
    const registration = require.resolve("gatsby/cache-dir/register-service-worker.js");
    withoutServiceWorker(config, registration, []);
    expect(config.resolve.alias?.[registration]).toBe(false);
  });

  it("withoutServiceWorker stops the build when a plugin registers a service worker, or the file is gone", () => {
    const registration = require.resolve("gatsby/cache-dir/register-service-worker.js");
    expect(() => withoutServiceWorker(gatsbyConfig(), registration, ["gatsby-plugin-offline"])).toThrow(/"without-service-worker".*gatsby-plugin-offline registers a service worker/);
    expect(() => withoutServiceWorker(gatsbyConfig(), path.join("nowhere", "register-service-worker.js"), [])).toThrow(/"without-service-worker".*is gone/);
  });

  it("slimSlices gives the browser bundle the browser's slice renderer alone, and stops the build when Gatsby's slice files are gone", () => {
    const config = gatsbyConfig();
    const slice = require.resolve("gatsby/cache-dir/slice.js");
    slimSlices(config, slice, "browser-slice.js");
    expect(config.resolve.alias?.[slice]).toBe("browser-slice.js");
    expect(() => slimSlices(gatsbyConfig(), path.join("nowhere", "slice.js"), "browser-slice.js")).toThrow(/"slim-slices".*is gone/);
    const withoutContexts = fs.mkdtempSync(path.join(os.tmpdir(), "cache-"));
    fs.writeFileSync(path.join(withoutContexts, "slice.js"), "");
    expect(() => slimSlices(gatsbyConfig(), path.join(withoutContexts, "slice.js"), "browser-slice.js")).toThrow(/"slim-slices".*context\.js is gone/);
    fs.rmSync(withoutContexts, { recursive: true });
  });

  it("slimInvariant gives every import of the invariant package the site's invariant.ts, keeping other aliases, and stops the build when the package is gone", () => {
    const config = gatsbyConfig();
    slimInvariant(config, require.resolve, "invariant.ts");
    expect(config.resolve.alias).toEqual({ "@reach/router": "/node_modules/@gatsbyjs/reach-router", invariant$: "invariant.ts" });
    const missing = () => {
      throw new Error("Cannot find module 'invariant'");
    };
    expect(() => slimInvariant(gatsbyConfig(), missing, "invariant.ts")).toThrow(/"slim-invariant".*invariant package is gone/);
  });

  it("servedMatchPath gives the browser its one route instead of Gatsby's list of every page, ahead of Gatsby's $virtual alias", () => {
    const config = gatsbyConfig();
    config.resolve.alias = { ...config.resolve.alias, $virtual: "/site/.cache/_this_is_virtual_fs_path_/$virtual" };
    servedMatchPath(config, require.resolve("gatsby/cache-dir/production-app.js"), "match-paths.ts");
    expect(Object.entries(config.resolve.alias)[0]).toEqual(["$virtual/match-paths.json$", "match-paths.ts"]);
    expect(config.resolve.alias.$virtual).toBe("/site/.cache/_this_is_virtual_fs_path_/$virtual");
  });

  it("servedMatchPath stops the build when Gatsby's browser runtime no longer imports the list", () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "cache-"));
    fs.writeFileSync(path.join(elsewhere, "production-app.js"), 'import matchPaths from "./match-paths.json"');
    expect(() => servedMatchPath(gatsbyConfig(), path.join(elsewhere, "production-app.js"), "match-paths.ts")).toThrow(/"served-match-path".*no longer imports/);
    expect(() => servedMatchPath(gatsbyConfig(), path.join("nowhere", "production-app.js"), "match-paths.ts")).toThrow(/"served-match-path"/);
    fs.rmSync(elsewhere, { recursive: true });
  });

  it("withoutManifestBrowser aliases gatsby-plugin-manifest's browser hook to nothing, unless it has manifests per language to switch", () => {
    const config = gatsbyConfig();
    withoutManifestBrowser(config, require.resolve, { name: "Site" });
    expect(config.resolve.alias?.[require.resolve("gatsby-plugin-manifest/gatsby-browser.js")]).toBe(false);
    expect(() => withoutManifestBrowser(gatsbyConfig(), require.resolve, { localize: [{ lang: "ar" }] })).toThrow(/"without-manifest-browser".*localize/);
    const gone = () => {
      throw new Error("Cannot find module");
    };
    expect(() => withoutManifestBrowser(gatsbyConfig(), gone, {})).toThrow(/"without-manifest-browser".*is gone/);
  });

  it("modernMinify has Gatsby's terser write ES2015 with two compress passes, and stops the build without a terser", () => {
    class TerserPlugin {
      constructor(readonly options: unknown) {}
    }
    const config = { ...gatsbyConfig(), optimization: { minimizer: [new TerserPlugin({ ecma: 5 }), "css"] } };
    modernMinify(config, (options) => new TerserPlugin(options));
    expect(config.optimization.minimizer[0]).toEqual(
      new TerserPlugin({ terserOptions: { parse: { ecma: 2020 }, compress: { ecma: 2015, passes: 2 }, output: { ecma: 2015 }, mangle: { safari10: true } } }),
    );
    expect(config.optimization.minimizer[1]).toBe("css");
    expect(() => modernMinify({ ...gatsbyConfig(), optimization: { minimizer: ["css"] } }, (options) => options)).toThrow(/"modern-minify"/);
  });

  it("contentCompilationHash makes webpack's compilation hash from the emitted scripts and styles alone", () => {
    const hashOf = (assets: Record<string, string>) => {
      const config = gatsbyConfig();
      contentCompilationHash(config);
      let emit: (assets: unknown) => void = () => undefined;
      const compilation = { hash: "random", fullHash: "random", hooks: { processAssets: { tap: (_: unknown, step: (assets: unknown) => void) => (emit = step) } } };
      const compiler = { hooks: { thisCompilation: { tap: (_: string, start: (compilation: unknown) => void) => start(compilation) } } };
      config.plugins.at(-1)!.apply!(compiler as never);
      emit(Object.fromEntries(Object.entries(assets).map(([name, text]) => [name, { buffer: () => Buffer.from(text) }])));
      return compilation.hash;
    };
    const app = { "app-1.js": "app()", "styles-2.css": ".a{}" };
    expect(hashOf(app)).toMatch(/^[0-9a-f]{20}$/);
    expect(hashOf(app)).toBe(hashOf({ "styles-2.css": ".a{}", "app-1.js": "app()" }));
    expect(hashOf({ ...app, "app-1.js.map": "{}" })).toBe(hashOf(app));
    expect(hashOf({ ...app, "app-1.js": "app(2)" })).not.toBe(hashOf(app));
  });

  it("hiddenSourceMaps keeps the maps and drops the scripts' comment naming them, and stops the build on a devtool it does not know", () => {
    const config = { ...gatsbyConfig(), devtool: "source-map" as const };
    hiddenSourceMaps(config);
    expect(config.devtool).toBe("hidden-source-map");
    expect(() => hiddenSourceMaps({ ...gatsbyConfig(), devtool: false })).toThrow(/hidden-source-maps.*false/);
  });

  it("compileHints starts the named chunks' scripts with V8's compile hint, after terser and before the source maps", () => {
    const config = gatsbyConfig();
    compileHints(config, ["framework", "app"]);
    const assets: Record<string, sources.Source> = {
      "framework-1.js": new sources.RawSource("react()"),
      "app-2.js": new sources.RawSource("app()"),
      "app-2.css": new sources.RawSource(".a{}"),
      "component---index-3.js": new sources.RawSource("page()"),
    };
    const namedChunks = new Map([
      ["framework", { files: new Set(["framework-1.js"]) }],
      ["app", { files: new Set(["app-2.js", "app-2.css"]) }],
    ]);
    let stage = 0;
    let step = () => undefined as unknown;
    const compilation = {
      namedChunks,
      updateAsset: (file: string, update: (source: sources.Source) => sources.Source) => (assets[file] = update(assets[file]!)),
      hooks: { processAssets: { tap: (options: { stage: number }, run: () => unknown) => ((stage = options.stage), (step = run)) } },
    };
    const compiler = { hooks: { thisCompilation: { tap: (_: string, start: (compilation: unknown) => void) => start(compilation) } } };
    config.plugins.at(-1)!.apply!(compiler as never);
    step();
    expect(stage).toBeGreaterThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
    expect(stage).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING);
    expect(assets["framework-1.js"]!.source()).toBe(`${COMPILE_HINT}react()`);
    expect(assets["app-2.js"]!.source()).toBe(`${COMPILE_HINT}app()`);
    expect(assets["app-2.css"]!.source()).toBe(".a{}");
    expect(assets["component---index-3.js"]!.source()).toBe("page()");
    namedChunks.delete("app");
    expect(step).toThrow(mismatch("compile-hints"));
  });

  it("ignoreCssOrder silences MiniCssExtractPlugin's order warnings", () => {
    const config = gatsbyConfig();
    ignoreCssOrder(config);
    expect(config.plugins[0]?.options).toEqual({ ignoreOrder: true });
  });

  it("each tweak stops the build, naming itself, when Gatsby's configuration no longer has what it changes", () => {
    const bare: WebpackConfig = { module: { rules: [] }, output: {}, resolve: {}, plugins: [] };
    expect(() => shortCssClassNames(bare)).toThrow(mismatch("short-css-class-names"));
    expect(() => ignoreCssOrder(bare)).toThrow(mismatch("ignore-css-order"));
    expect(() =>
      withoutPartytown(bare, () => {
        throw new Error("Cannot find module");
      }),
    ).toThrow(mismatch("without-partytown"));
  });
});
