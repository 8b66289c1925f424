/**
 * The content's road: content files -> declared GraphQL types -> checks that
 * name file, item and field of every problem -> one node per product -> one
 * page per product. How Gatsby builds and delivers the pages is
 * plugins/delivery's concern.
 */
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { contentDir } from "./src/lib/build-settings";
import {
  checkContent,
  contentErrorReport,
  contentReferenceProblems,
  displayPath,
  isFile,
  readContentFile,
  translationProblems,
} from "./src/lib/content-files";
import { contentModels, isContentFileName, type Product } from "./src/lib/content-model";
import { formatProblem } from "./src/lib/content-rules";
import { contentTypeDefs, PRODUCT_TYPE, queryProductSlugs } from "./src/lib/content-schema";
import { productPath, PRODUCT_NOT_FOUND_PATH, routes } from "./src/lib/routes";
import { issueDate } from "./src/lib/issue-date";

interface FileNode extends Node {
  absolutePath: string;
  base: string;
  sourceInstanceName: string;
}

/** Problems found in each content file, by file name, reported together before any page is made. */
const contentProblems = new Map<string, string[]>();
const allProblems = () => [...contentProblems.values()].flat();

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
  if (!node.internal.type.endsWith("Json")) return;
  const file = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined;
  if (file?.internal.type !== "File" || file.sourceInstanceName !== "content") return;
  if (!isContentFileName(file.base)) {
    reporter.warn(`${displayPath(file.absolutePath)} is not a known content file; the site does not use it.`);
    return;
  }

  const { id: _id, parent: _parent, children: _children, internal: _internal, ...data } = node;
  const problems = checkContent(data, contentModels[file.base], file.absolutePath);
  contentProblems.set(file.base, problems.map(formatProblem));
  if (problems.length > 0) {
    // While developing, say so at once; a build collects every file's problems and stops in createPages.
    if (process.env.gatsby_executing_command === "develop") reporter.error(contentErrorReport(allProblems()));
    return;
  }

  if (file.base === "products.json") {
    // Children of the file, not of its JSON node: every link rewrites the parent in Gatsby's store,
    // and the JSON node holds the whole catalogue (1,000 products made that 1,000 writes of it).
    // Either way, a changed products.json drops the old products with the file's old children.
    (data.products as readonly Product[]).forEach(({ id: slug, ...fields }, position) => {
      const product = {
        ...fields,
        slug,
        position,
        id: createNodeId(`${PRODUCT_TYPE}:${slug}`),
        parent: file.id,
        children: [],
        internal: { type: PRODUCT_TYPE, contentDigest: createContentDigest({ slug, position, ...fields }) },
      };
      actions.createNode(product);
      actions.createParentChildLink({ parent: file, child: product });
    });
  }
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Translations are checked against valid English files only.
  const problems = allProblems().length > 0 ? allProblems() : [...contentReferenceProblems(), ...translationProblems()];
  if (problems.length > 0) {
    reporter.panicOnBuild(contentErrorReport(problems));
    return;
  }

  const { slugs, errors } = await queryProductSlugs(graphql);
  if (!slugs) {
    reporter.panicOnBuild("Could not load the products to create their pages.", errors);
    return;
  }

  const template = path.resolve("src/templates/product.tsx");
  const issued = issueDate(new Date());
  for (const slug of slugs) {
    actions.createPage({ path: productPath(slug), component: template, context: { slug, issued } });
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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-html" || stage === "develop-html") {
    // The server renderer writes the company's structured data into every page
    // (gatsby-ssr.tsx). As a constant of the server bundle, a changed site.json
    // changes the bundle, and so every page's HTML, also on an incremental build.
    actions.setWebpackConfig({ plugins: [plugins.define({ __SITE_FACTS__: JSON.stringify(readContentFile("site.json")) })] });
  }
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
