/**
 * Build-time wiring of the content: declares the GraphQL types, refuses
 * broken content with a message naming file, item and field, turns each
 * product into its own node, and creates one page per product.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { behaviour } from "./src/lib/behaviour";
import { contentDir, siteUrl } from "./src/lib/build-settings";
import { contentModels, isContentFileName } from "./src/lib/content-model";
import { formatProblem, validateContent } from "./src/lib/content-rules";
import { contentTypeDefs, PRODUCT_TYPE } from "./src/lib/content-schema";
import { deferGatsbyScripts } from "./src/lib/defer-scripts";
import { iconSymbols } from "./src/lib/icon-symbols";
import { productPath, PRODUCT_NOT_FOUND_PATH, routes } from "./src/lib/routes";

const siteRequire = createRequire(path.resolve("package.json"));

interface FileNode extends Node {
  absolutePath: string;
  base: string;
  dir: string;
  sourceInstanceName: string;
}

interface ProductEntry {
  id: string;
  [field: string]: unknown;
}

/** Problems found in each content file, by file name, reported together before any page is made. */
const contentProblems = new Map<string, string[]>();

function contentErrorReport(): string {
  const lines = [...contentProblems.values()].flat();
  return `Content error${lines.length > 1 ? "s" : ""} (${lines.length}); fix and rebuild:\n${lines.map((line) => `  - ${line}`).join("\n")}`;
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const missing = Object.keys(contentModels).filter((name) => !isFile(path.join(contentDir, name)));
  if (missing.length > 0) {
    reporter.panic(`Content files missing from ${displayPath(contentDir)}: ${missing.join(", ")}`);
  }
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  const file = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined;
  if (file?.internal.type !== "File" || file.sourceInstanceName !== "content" || !node.internal.type.endsWith("Json")) {
    return;
  }
  if (!isContentFileName(file.base)) {
    reporter.warn(`${displayPath(file.absolutePath)} is not a known content file; the site does not use it.`);
    return;
  }

  const { id: _id, parent: _parent, children: _children, internal: _internal, ...data } = node;
  const problems = validateContent(data, contentModels[file.base], {
    file: displayPath(file.absolutePath),
    readStart: (relative) => readStart(path.join(file.dir, relative)),
  });
  contentProblems.set(file.base, problems.map(formatProblem));
  if (problems.length > 0) {
    // While developing, say so at once; a build collects every file's problems and stops in createPages.
    if (process.env.gatsby_executing_command === "develop") reporter.error(contentErrorReport());
    return;
  }

  if (file.base === "products.json") {
    (data.products as ProductEntry[]).forEach(({ id: slug, ...fields }, position) => {
      const product = {
        ...fields,
        slug,
        position,
        id: createNodeId(`${PRODUCT_TYPE}:${slug}`),
        parent: node.id,
        children: [],
        internal: { type: PRODUCT_TYPE, contentDigest: createContentDigest({ slug, position, ...fields }) },
      };
      actions.createNode(product);
      actions.createParentChildLink({ parent: node, child: product });
    });
  }
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  if ([...contentProblems.values()].some((problems) => problems.length > 0)) {
    reporter.panicOnBuild(contentErrorReport());
    return;
  }

  const result = await graphql<{ allProduct: { nodes: { slug: string }[] } }>(`
    query ProductSlugs {
      allProduct(sort: { position: ASC }) {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the products to create their pages.", result.errors);
    return;
  }

  const template = path.resolve("src/templates/product.tsx");
  for (const { slug } of result.data.allProduct.nodes) {
    actions.createPage({ path: productPath(slug), component: template, context: { slug } });
  }

  // Hosts serve this file for unknown paths under /products/, so the page says
  // "Product not found." even without JavaScript; the match path lets the
  // browser render it at the requested URL instead of redirecting to it.
  actions.createPage({
    path: PRODUCT_NOT_FOUND_PATH,
    matchPath: `${routes.products}*`,
    component: path.resolve("src/pages/404.tsx"),
    context: {},
  });
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins }) => {
  if (stage === "build-html" || stage === "develop-html") {
    // The server renderer writes the company's structured data and the icon symbols into
    // every page (gatsby-ssr.tsx); a changed site.json or sprite changes these constants,
    // and with them every page's HTML.
    actions.setWebpackConfig({
      plugins: [
        plugins.define({
          __SITE_FACTS__: fs.readFileSync(path.join(contentDir, "site.json"), "utf8"),
          __ICON_SYMBOLS__: JSON.stringify(iconSymbols(fs.readFileSync(path.join("static", "icons.svg"), "utf8"))),
        }),
      ],
    });
  }
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig();
  // "card-3f2a1" rather than Gatsby's "product-card-module--card--3f2a1": every class name
  // is repeated in the page HTML and in the scripts that hydrate it.
  for (const options of cssModuleOptions(config.module.rules)) options.localIdentName = "[local]-[hash:hex:5]";
  if (stage === "build-javascript") {
    config.output.chunkLoadTimeout = behaviour.chunkLoadTimeoutMs;
    // Gatsby's internal Partytown plugin does nothing in a production browser (its
    // one hook returns at once outside development), but its CommonJS requires put
    // gatsby-script and Partytown's integration, 2 KiB gzip, into every page's
    // scripts. The site has no <Script> (ESLint forbids importing it), so both go.
    config.resolve.alias = {
      ...config.resolve.alias,
      [siteRequire.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")]: false,
      "gatsby-script": false,
    };
    // CSS Modules are scoped per component, so the order in which pages import
    // them into the one stylesheet does not matter; silence the order warnings.
    for (const plugin of config.plugins) {
      if (plugin?.constructor?.name === "MiniCssExtractPlugin") plugin.options.ignoreOrder = true;
    }
  }
  actions.replaceWebpackConfig(config);
};

/**
 * The site's 404 page answers every path no other page claims, so the browser
 * renders it at the requested URL without first asking the server for that
 * path's (missing) page data.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== "/404/" || page.matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath: "/*" });
};

/**
 * robots.txt: crawl everything, and find the sitemap at the configured site
 * address. Then every page starts Gatsby's scripts only once it has loaded.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  fs.writeFileSync(path.join("public", "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
  for (const file of htmlFiles("public")) fs.writeFileSync(file, deferGatsbyScripts(fs.readFileSync(file, "utf8")));
};

/** Every page Gatsby wrote (page data and its own fragments aside). */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["page-data", "static", "_gatsby"].includes(entry.name) ? [] : htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
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

function isFile(absolutePath: string): boolean {
  try {
    return fs.statSync(absolutePath).isFile();
  } catch {
    return false;
  }
}

/** The first 16 bytes of a regular file, or null when there is none. */
function readStart(absolutePath: string): Uint8Array | null {
  if (!isFile(absolutePath)) return null;
  const start = Buffer.alloc(16);
  const handle = fs.openSync(absolutePath, "r");
  try {
    fs.readSync(handle, start, 0, 16, 0);
  } finally {
    fs.closeSync(handle);
  }
  return start;
}

function displayPath(absolutePath: string): string {
  const relative = path.relative(process.cwd(), absolutePath);
  return relative.startsWith("..") ? absolutePath : relative.split(path.sep).join("/");
}
