/**
 * Reads, from the installed Gatsby, the private parts the site's build relies on (docs/internals.md),
 * in a Node process of its own as `gatsby build` runs them (tests/unit/internals/gatsby-build.test.ts):
 * the plugin list its store holds once it has loaded the site's plugins, and the webpack helpers
 * (`getConfig()`'s rules and `plugins.*` of onCreateWebpackConfig) the tweaks and the editor's build
 * take apart. Gatsby's reporter writes to the terminal, so the answer goes to a file.
 *
 * Usage: node gatsby-probe.mjs <site root> <plugins as JSON> <terser options as JSON> <answer file>
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const [root, pluginsJson, terserOptionsJson, answerFile] = process.argv.slice(2);
const require = createRequire(path.join(root, "package.json"));
const { loadPlugins } = require("gatsby/dist/bootstrap/load-plugins");
const { store } = require("gatsby/dist/redux");
const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils");

/** JSON without functions, regular expressions as their source. */
const plain = (value) => JSON.parse(JSON.stringify(value, (_key, item) => (item instanceof RegExp ? item.source : item)));

await loadPlugins({ plugins: JSON.parse(pluginsJson) }, root);
const { flattenedPlugins } = store.getState();

const utils = await createWebpackUtils("build-javascript", { directory: root, browserslist: [">0.25%", "not dead"] });
const minify = () => undefined;
const withMinify = utils.plugins.minifyJs({ minify });
const withTerserOptions = utils.plugins.minifyJs({ terserOptions: JSON.parse(terserOptionsJson) });
const extractText = utils.plugins.extractText();
const gatsbyClass = (file, name) => require(`gatsby/dist/utils/webpack/plugins/${file}`)[name]?.name ?? null;

const answer = {
  flattenedPlugins: Array.isArray(flattenedPlugins)
    ? flattenedPlugins.map(({ name, browserAPIs, pluginOptions }) => ({ name, browserAPIs, pluginOptions: plain(pluginOptions) }))
    : { notAnArray: typeof flattenedPlugins },
  cssModulesRule: plain(utils.rules.cssModules()),
  dependenciesRule: plain(utils.rules.dependencies()),
  minifyJs: {
    name: withMinify.constructor.name,
    keepsMinify: withMinify.options?.minimizer?.implementation === minify,
    terserOptions: plain(withTerserOptions.options?.minimizer?.options ?? null),
  },
  extractText: { name: extractText.constructor.name, options: typeof extractText.options },
  // The plugins Gatsby adds to the site's webpack configuration, by their class names.
  pluginClasses: {
    extractText: extractText.constructor.name,
    extractStats: utils.plugins.extractStats().constructor.name,
    hotModuleReplacement: utils.plugins.hotModuleReplacement().constructor.name,
    noEmitOnErrors: utils.plugins.noEmitOnErrors().constructor.name,
    fastRefresh: utils.plugins.fastRefresh({ modulesThatUseGatsby: [] }).constructor.name,
    eslint: utils.plugins.eslint().constructor.name,
    StaticQueryMapper: gatsbyClass("static-query-mapper", "StaticQueryMapper"),
    PartialHydrationPlugin: gatsbyClass("partial-hydration", "PartialHydrationPlugin"),
    ForceCssHMRForEdgeCases: gatsbyClass("force-css-hmr-for-edge-cases", "ForceCssHMRForEdgeCases"),
  },
};
fs.writeFileSync(answerFile, JSON.stringify(answer));
process.exit(0);
