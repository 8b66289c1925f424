/**
 * The content editor's build and local backend (README.md). Builds the editor
 * (the `modulePath` option, plugins/decap-cms/editor/cms.tsx) with Decap CMS and this
 * workspace's React 19 into public/admin/, as a webpack compilation of its
 * own beside the site's (which stays on React 18); under `gatsby develop`,
 * serves /admin/ and, when DECAP_SERVER_URL is set (`npm run cms`), forwards
 * the editor's local backend to decap-server.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { transform, version as esbuildVersion } from "esbuild";
import webpack, { type Configuration, type RuleSetRule, type WebpackPluginInstance } from "gatsby/webpack";
import { readEditorContent } from "./editor-content.mjs";
import { configDigest, editorChange, writeEditorRecord } from "./editor-record.mjs";
import { EDITOR_BUILT, forwardToDecapServer, LOCAL_BACKEND_PATH } from "./local-backend.mjs";
import { isTerserPlugin } from "../delivery/webpack-tweaks";

interface EditorOptions extends PluginOptions {
  /** The editor's entry module. */
  modulePath: string;
  /** The editor page's title. */
  htmlTitle: string;
  /** The editor page's icon, an address on the site (a PNG). */
  htmlIcon?: string;
  /**
   * A folder of JSON content the editor reads at run time: every `.json` file under it, by its path
   * there, is written to admin/{contentFile} (EditorContent), not bundled. The two go together:
   * the editor's code names the file it fetches (plugins/decap-cms/editor/editor-content.ts).
   */
  contentDir?: string;
  contentFile?: string;
}

/** Where the editor is served, and written in public/. */
const ADMIN_DIR = "admin";
/** The editor's folder in the build. */
const EDITOR_OUTPUT = path.resolve("public", ADMIN_DIR);
/** The record of the editor's last production build (editor-record.mjs). */
const EDITOR_RECORD = path.resolve(".cache", "decap-cms-editor.json");
/** The entry's name, and so its stylesheet's: the previews load admin/cms.css (plugins/decap-cms/editor/cms.tsx). */
const ENTRY = "cms";

// Gatsby compiles this file into .cache, so paths start from the site's root.
const pluginDir = path.dirname(createRequire(path.resolve("package.json")).resolve("decap-cms/package.json"));
const editorRequire = createRequire(path.join(pluginDir, "package.json"));
const packageRoot = (name: string) => path.dirname(editorRequire.resolve(`${name}/package.json`));

/** Gatsby's plugins that serve the site's own bundle, or its development server, and not the editor's. */
const SITE_ONLY_PLUGINS = [
  "MiniCssExtractPlugin",
  "GatsbyWebpackStatsExtractor",
  "StaticQueryMapper",
  "PartialHydrationPlugin",
  "ReactRefreshPlugin",
  "HotModuleReplacementPlugin",
  "ForceCssHMRForEdgeCases",
  "NoEmitOnErrorsPlugin",
  "ESLintWebpackPlugin",
];

/**
 * Plugins of this site's own that serve only the site's bundle mark themselves `siteBundleOnly`
 * (plugins/delivery: the compilation hash Gatsby stitches into the pages, the compile hints of the
 * framework and app chunks): Gatsby minifies local plugins, so their class names are not kept.
 */
const servesTheEditor = (plugin: { constructor: { name: string }; siteBundleOnly?: boolean } | null | undefined) =>
  plugin && !SITE_ONLY_PLUGINS.includes(plugin.constructor.name) && !plugin.siteBundleOnly;

/** Gatsby's helper that makes a TerserPlugin with its defaults (`plugins.minifyJs` of onCreateWebpackConfig); `minify` replaces terser. */
type MinifyJs = (options: { terserOptions?: object; minify?: typeof esbuildMinify }) => WebpackPluginInstance;

/**
 * An editor already built from these same sources, whose files a production build copies instead
 * of compiling Decap again: the tests' scratch sites (tests/e2e/scratch-site.ts), whose sources
 * are copies of the site's, built after it. Their content is their own, so the content file is
 * still written from it. Decap's compilation is the slowest part of a cold build on two cores.
 */
const PREBUILT_EDITOR = "DECAP_CMS_PREBUILT";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, reporter, plugins }, options) => {
  if (stage !== "develop" && stage !== "build-javascript") return;
  const prebuilt = process.env[PREBUILT_EDITOR];
  if (stage === "build-javascript" && prebuilt) {
    copyPrebuiltEditor(prebuilt, options as EditorOptions);
    return;
  }
  const config = editorConfig(getConfig() as Configuration, stage, options as EditorOptions, plugins.minifyJs as MinifyJs);
  const problems = (stats?: webpack.Stats) => stats?.toString({ all: false, errors: true, errorDetails: true }) ?? "";
  if (stage === "develop") {
    webpack(config).watch({}, (error, stats) => {
      if (error || stats?.hasErrors()) reporter.error(`The content editor did not build: ${error?.message ?? problems(stats)}`);
      else reporter.info(EDITOR_BUILT);
    });
    return;
  }
  const digest = configDigest(config);
  const change = editorChange(EDITOR_RECORD, { config: digest, outputDir: EDITOR_OUTPUT });
  if (change === null) {
    writeContentFile(EDITOR_OUTPUT, options as EditorOptions);
    reporter.info("plugins/decap-cms: the content editor is as last built (nothing it is built from changed)");
    return;
  }
  reporter.info(`plugins/decap-cms: building the content editor (${change})`);
  const compiler = webpack(config);
  return new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() => {
        if (error || !stats || stats.hasErrors()) {
          reject(error ?? new Error(`The content editor did not build:\n${problems(stats)}`));
          return;
        }
        const inputs = [...stats.compilation.fileDependencies, ...buildDependencies()];
        writeEditorRecord(EDITOR_RECORD, { inputs, config: digest, outputDir: EDITOR_OUTPUT, skip: (options as EditorOptions).contentFile ?? "" });
        resolve();
      }),
    ),
  );
};

function copyPrebuiltEditor(prebuilt: string, options: EditorOptions) {
  const from = path.resolve(prebuilt);
  if (!fs.existsSync(path.join(from, "index.html"))) throw new Error(`plugins/decap-cms: ${PREBUILT_EDITOR} names ${from}, which holds no built editor (index.html)`);
  fs.rmSync(EDITOR_OUTPUT, { recursive: true, force: true });
  fs.cpSync(from, EDITOR_OUTPUT, { recursive: true });
  writeContentFile(EDITOR_OUTPUT, options);
}

/** The content file the editor fetches, written from the content (what EditorContent writes in a compilation). */
function writeContentFile(to: string, options: EditorOptions) {
  if (!options.contentDir) return;
  const { files, problems } = readEditorContent(path.resolve(options.contentDir));
  if (problems.length > 0) throw new Error(`The content editor did not build:\n${problems.join("\n")}`);
  fs.writeFileSync(path.join(to, required(options.contentFile, "contentFile, with contentDir")), JSON.stringify(files));
}

/**
 * Gatsby's configuration for the site's browser bundle (its loaders for
 * TypeScript, CSS Modules and images, its `gatsby` alias and defined
 * constants), turned to the editor: one entry, React and Decap bundled from
 * this workspace, the stylesheet kept apart for the preview frame, and none
 * of the site's chunk splitting, page manifests or source maps.
 */
function editorConfig(site: Configuration, stage: "develop" | "build-javascript", options: EditorOptions, minifyJs: MinifyJs): Configuration {
  const production = stage === "build-javascript";
  // The stylesheet's extractor must be the class whose loader Gatsby's CSS rules use.
  const siteCss = site.plugins?.find((plugin) => plugin && plugin.constructor.name === "MiniCssExtractPlugin");
  if (!siteCss) throw new Error("plugins/decap-cms: Gatsby's webpack configuration has no MiniCssExtractPlugin to take for the editor's stylesheet");
  const MiniCssExtractPlugin = siteCss.constructor as new (options: object) => WebpackPluginInstance;
  return {
    ...site,
    name: "decap-cms",
    mode: production ? "production" : "development",
    entry: { [ENTRY]: [path.join(pluginDir, "gatsby-runtime.js"), options.modulePath] },
    // clean: no chunk of an earlier Decap lingers in public/admin/.
    output: { path: EDITOR_OUTPUT, filename: "[name].js", chunkFilename: "[id].js", clean: true },
    module: { ...site.module, rules: (site.module?.rules ?? []).filter((rule) => !transpilesDependencies(rule)) },
    resolve: {
      ...site.resolve,
      alias: {
        ...site.resolve?.alias,
        // Every `react` in the bundle, the site's components' included, is the editor's React 19,
        // and so is `react-is`: with React 16's, Decap's prop-types checks (in the development
        // build of `npm run cms`) took React 19's elements for invalid children.
        react: packageRoot("react"),
        "react-dom": packageRoot("react-dom"),
        "react-is": packageRoot("react-is"),
        // One registry: the editor's decap.ts and every Decap package register with this core.
        "decap-cms-core": packageRoot("decap-cms-core"),
        // Decap's own copy, so that plugins/decap-cms/editor/cms.tsx reaches the very localForage Decap keeps its backups in.
        "decap-cms-lib-util": packageRoot("decap-cms-lib-util"),
      },
      // The editor's other packages (decap.ts's backends and widgets) are its workspace's too, found
      // wherever its sources are: a scratch copy of the site (bench/build-scaling.mjs) has them
      // without the workspace's node_modules, which stay in the checkout this plugin resolves to.
      modules: [...(site.resolve?.modules ?? ["node_modules"]), path.join(pluginDir, "node_modules")],
    },
    externals: [],
    plugins: [
      ...(site.plugins ?? []).filter(servesTheEditor),
      new MiniCssExtractPlugin({ filename: "[name].css", chunkFilename: "[id].css" }),
      new EditorPage(options.htmlTitle, options.htmlIcon),
      ...(options.contentDir ? [new EditorContent(options.contentDir, required(options.contentFile, "contentFile, with contentDir"))] : []),
    ],
    optimization: { minimizer: production ? editorMinimizers(site, minifyJs) : [] },
    // Decap's source maps alone would add 20 MB.
    devtool: false,
    // Every build rebuilds the editor; a content commit's build reuses this cache.
    cache: {
      type: "filesystem",
      name: `decap-cms-${stage}`,
      cacheDirectory: path.resolve(".cache", "webpack"),
      // An esbuild upgrade alone minifies again; webpack knows node_modules by version, so a
      // changed patch of Decap (patches/) builds again too.
      buildDependencies: { config: buildDependencies() },
    },
  };
}

/** What builds the editor besides the files it bundles: this plugin, its packages, the minifier and the patches of Decap. */
function buildDependencies(): string[] {
  return [
    path.join(pluginDir, "gatsby-node.ts"),
    path.join(pluginDir, "package.json"),
    path.join(pluginDir, "editor-record.mjs"),
    path.join(pluginDir, "..", "delivery", "webpack-tweaks.ts"),
    editorRequire.resolve("esbuild/package.json"),
    ...fs.readdirSync(path.join(pluginDir, "patches")).map((patch) => path.join(pluginDir, "patches", patch)),
  ];
}

/**
 * The editor's minifiers: the site's, with esbuild in place of terser for its scripts: terser on
 * Decap's 5 MB was on the cold build's critical path, and the few more bytes esbuild writes only
 * staff download (decision record 0027). The site's own scripts keep terser's two passes.
 */
function editorMinimizers(site: Configuration, minifyJs: MinifyJs): WebpackPluginInstance[] {
  const others = (site.optimization?.minimizer ?? []).filter((plugin): plugin is WebpackPluginInstance => Boolean(plugin) && plugin !== "..." && !isTerserPlugin(plugin));
  return [minifyJs({ minify: esbuildMinify }), ...others];
}

/**
 * terser-webpack-plugin's `minify` with esbuild: one file at a time, in this process (esbuild works in
 * a service process of its own), for the browsers of ES2020 and later, its text kept as UTF-8 rather
 * than escaped. Its legal comments go to {file}.LICENSE.txt, as one block in their order (terser
 * writes them one by one, sorted). Not the plugin's own `esbuildMinify`, which would hand esbuild
 * the terser options Gatsby passes (the third argument, not read here), and esbuild rejects them.
 */
async function esbuildMinify(input: Record<string, string>) {
  const [[file, code]] = Object.entries(input) as [[string, string]];
  const result = await transform(code, { minify: true, target: "es2020", charset: "utf8", legalComments: "external", sourcefile: file });
  return {
    code: result.code,
    extractedComments: result.legalComments ? [result.legalComments.trim()] : [],
    warnings: result.warnings.map((warning) => warning.text),
  };
}
esbuildMinify.supportsWorker = () => false;
// Part of the chunks' hashes; the minified output is cached by its source, and buildDependencies names esbuild.
esbuildMinify.getMinimizerVersion = () => esbuildVersion;

/**
 * Gatsby's rule that runs Babel over node_modules for old browsers: Decap and
 * React ship compiled code, and the editor is for staff on current browsers.
 */
function transpilesDependencies(rule: unknown): boolean {
  return /babel-preset-gatsby[\\/]dependencies/.test(JSON.stringify((rule as RuleSetRule | null)?.use ?? ""));
}

/**
 * Writes admin/index.html: the editor's scripts, a title, an icon, the site's
 * language, and a request not to be indexed. The stylesheet is not linked: it styles the
 * previews, whose frame loads it.
 */
class EditorPage {
  constructor(
    private readonly title: string,
    private readonly icon?: string,
  ) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap("EditorPage", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "EditorPage", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const scripts = (compilation.entrypoints.get(ENTRY)?.getFiles() ?? []).filter((file) => file.endsWith(".js"));
        const html = [
          `<!doctype html><html lang="en"><head><meta charset="utf-8">`,
          `<meta name="viewport" content="width=device-width,initial-scale=1">`,
          `<meta name="robots" content="none">`,
          `<title>${escapeHtml(this.title)}</title>`,
          ...(this.icon ? [`<link rel="icon" href="${escapeHtml(this.icon)}" type="image/png">`] : []),
          ...scripts.map((file) => `<script defer src="${escapeHtml(file)}"></script>`),
          `</head><body></body></html>\n`,
        ].join("");
        compilation.emitAsset("index.html", new webpack.sources.RawSource(html));
      });
    });
  }
}

/**
 * Writes admin/{contentFile}: every JSON file under `contentDir`, parsed, by its path there
 * ("products.json", "locales/es/products.json"). The editor fetches it before it starts. Bundled
 * instead, the content would be part of the editor's one large script, and every content commit
 * would change that script and make the build compile and minify Decap again (decision record
 * 0025). As an asset of its own it leaves the scripts, and the cache of them, as they were; under
 * `gatsby develop` a change to the folder rewrites it.
 */
class EditorContent {
  constructor(
    private readonly contentDir: string,
    private readonly fileName: string,
  ) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap("EditorContent", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "EditorContent", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const directory = path.resolve(this.contentDir);
        const { files, problems } = readEditorContent(directory);
        for (const problem of problems) compilation.errors.push(new webpack.WebpackError(problem));
        compilation.contextDependencies.add(directory);
        compilation.emitAsset(this.fileName, new webpack.sources.RawSource(JSON.stringify(files)));
      });
    });
  }
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`plugins/decap-cms: the option ${name}, is missing`);
  return value;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(`/${ADMIN_DIR}`, (_request: unknown, response: { sendFile(file: string): void }) => response.sendFile(path.resolve("public", ADMIN_DIR, "index.html")));
  const decapServer = process.env.DECAP_SERVER_URL;
  if (decapServer) app.use(LOCAL_BACKEND_PATH, forwardToDecapServer(decapServer));
};
