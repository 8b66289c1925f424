/**
 * The content's road: content files -> declared GraphQL types -> checks that
 * name file, item and field of every problem -> one node per product -> one
 * page per product. How Gatsby builds and delivers the pages is
 * plugins/delivery's concern.
 */
import path from "node:path";
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import { contentDir } from "./src/lib/build-settings";
import {
  checkContent,
  contentErrorReport,
  contentReferenceProblems,
  displayPath,
  isFile,
  contentFileOf,
  readLocalizedContentFiles,
  readTranslationStates,
  translationPath,
  type TranslationFileState,
} from "./src/lib/content-files";
import { contentModels, type ContentFileName, type Product } from "./src/lib/content-model";
import { formatProblem } from "./src/lib/content-rules";
import { contentTypeDefs, contentTypeName, PRODUCT_TYPE, queryProductSlugs, RAW_CONTENT_TYPE } from "./src/lib/content-schema";
import { DEFAULT_LOCALE, languageVersions, localeOf, localizedPath, locales, type LocaleCode } from "./src/lib/locales";
import { translationReport } from "./src/lib/translation-status";
import { applyTranslation } from "./src/lib/translations";
import { productPath, PRODUCT_NOT_FOUND_PATH, routes } from "./src/lib/routes";
import { issueDate } from "./src/lib/issue-date";

interface FileNode extends Node {
  absolutePath: string;
  relativePath: string;
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

/**
 * The nodes of each file in each language are made and deleted here (createLocalizedNodes), not
 * swept by Gatsby when no source touched them: they outlive builds in which their files did not change.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions }) => {
  actions.enableStatefulSourceNodes!(); // Gatsby 5.12 and later
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, getNode, reporter } = args;
  if (node.internal.type !== RAW_CONTENT_TYPE) return;
  const file = getNode(node.parent!) as FileNode;
  readThisBuild.set(file.relativePath, { file, data: contentOf(node) });
  const source = contentFileOf(file.relativePath);
  if (!source) {
    reporter.warn(`${displayPath(file.absolutePath)} is not a known content file or language; the site does not use it.`);
    return;
  }
  if (source.code !== DEFAULT_LOCALE) {
    createLocalizedNodes(args, source.name, source.code);
    return;
  }

  const problems = checkContent(contentOf(node), contentModels[source.name], file.absolutePath);
  contentProblems.set(source.name, problems.map(formatProblem));
  if (problems.length > 0) {
    // While developing, say so at once; a build collects every file's problems and stops in createPages.
    if (process.env.gatsby_executing_command === "develop") reporter.error(contentErrorReport(allProblems()));
    return;
  }
  for (const { code } of locales) createLocalizedNodes(args, source.name, code);
};

/**
 * The content files read in this run, by path inside the content folder. Nodes created in the
 * same run are not always found in Gatsby's store yet, so the other half of a translation is
 * looked for here first.
 */
const readThisBuild = new Map<string, { file: FileNode; data: Record<string, unknown> }>();

/** A node's data as its file holds it. */
function contentOf(node: Node): Record<string, unknown> {
  const { id: _id, parent: _parent, children: _children, internal: _internal, ...data } = node;
  return data;
}

/**
 * The nodes pages query for one content file in one language: the English file, with each text
 * replaced by the language's translation. They are made whenever the English file or that
 * translation changes, whichever Gatsby reads first (each waits for the other). They have no
 * parent: linking 4,000 products to their file rewrote its ever longer list of children once per
 * product (a warm rebuild of 1,000 products in 4 languages took 264 s and 8 GB). Their pictures
 * resolve by path in the content folder (content-schema.ts), and a product no longer in the
 * catalogue is deleted here, as is one the language withholds (translation-status.ts: not
 * translated yet, or its English has changed a number since). A translation is checked once, from
 * disk, by createPages (readTranslationStates), which stops the build before any page is made;
 * until then a text it lacks is empty here, never the English one.
 */
function createLocalizedNodes(
  { getNode, getNodesByType, actions, createNodeId, createContentDigest }: CreateNodeArgs,
  name: ContentFileName,
  code: LocaleCode,
) {
  if (contentProblems.get(name)?.length) return;
  const dataOf = (relativePath: string) => {
    const read = readThisBuild.get(relativePath);
    if (read) return read;
    // A file unchanged since the last build: its node is in Gatsby's cache.
    for (const raw of getNodesByType(RAW_CONTENT_TYPE)) {
      const file = getNode(raw.parent!) as FileNode | undefined;
      if (file?.relativePath === relativePath) return { file, data: contentOf(raw) };
    }
    return undefined;
  };
  const english = dataOf(name);
  const translation = code === DEFAULT_LOCALE ? english : dataOf(translationPath(code, name));
  if (!english || !translation) return;
  const withheld = code === DEFAULT_LOCALE ? undefined : translationReport(english.data, translation.data, contentModels[name], localeOf(code), name).withheld;
  const content = applyTranslation(english.data, translation.data, contentModels[name], withheld);

  const create = (type: string, key: string, fields: Record<string, unknown>) => {
    const id = createNodeId(`${type}:${code}:${key}`);
    actions.createNode({ ...fields, locale: code, id, parent: null, children: [], internal: { type, contentDigest: createContentDigest({ code, ...fields }) } });
    return id;
  };
  if (name !== "products.json") {
    create(contentTypeName(name), name, content);
    return;
  }
  // Each product its own node, found by its slug; those of products since removed go.
  const made = new Set((content.products as readonly Product[]).map(({ id: slug, ...fields }, position) => create(PRODUCT_TYPE, slug, { ...fields, slug, position })));
  for (const node of getNodesByType(PRODUCT_TYPE)) {
    if (node.locale === code && !made.has(node.id)) actions.deleteNode(node);
  }
}

/**
 * The header's product menus (src/templates/product-menu.tsx) are one slice per language, rendered
 * once and stitched into each page, which fills its `<Slice alias="product-menu">` with its own
 * language's: renaming a product renders that slice again, not every page that lists it.
 */
const productMenuSlice = (code: LocaleCode) => `product-menu-${code}`;
const slicesOf = (code: LocaleCode) => ({ "product-menu": productMenuSlice(code) });

/**
 * What each language shows, from its translations (translation-status.ts): a language whose
 * site.json or catalogue.json has a text it cannot show (its header, footer and product pages use
 * them) is withheld whole; one whose home, About or Contact file has one, that page. Products are
 * withheld one by one (their nodes are not made). Read by createPages, which runs before
 * onCreatePage makes the pages of src/pages.
 */
let withheldPages = new Map<LocaleCode, Set<string>>();
const PAGE_FILES: Partial<Record<ContentFileName, string>> = { "home.json": routes.home, "about.json": routes.about, "contact.json": routes.contact };
const WHOLE_LANGUAGE_FILES = new Set<ContentFileName>(["site.json", "catalogue.json"]);
const languageShown = (code: LocaleCode) => !withheldPages.get(code)?.has("*");
const pageShown = (code: LocaleCode, route: string) => languageShown(code) && !withheldPages.get(code)?.has(route);

function withholdingOf(states: readonly TranslationFileState[]): Map<LocaleCode, Set<string>> {
  const result = new Map<LocaleCode, Set<string>>();
  for (const { locale, name, report } of states) {
    if (!report?.fileWithheld) continue;
    const pages = result.get(locale.code) ?? new Set<string>();
    pages.add(WHOLE_LANGUAGE_FILES.has(name) ? "*" : PAGE_FILES[name]!);
    result.set(locale.code, pages);
  }
  return result;
}

/** The build's word on the translations: what is outdated (a warning) and what waits to be translated, per language. */
function reportTranslations(states: readonly TranslationFileState[], reporter: { warn: (message: string) => void; info: (message: string) => void }) {
  for (const locale of locales) {
    const own = states.filter((state) => state.locale.code === locale.code && state.report);
    const outdated = own.flatMap(({ file, report }) => report!.outdated.map((status) => `${file}, ${status.item ? `${status.item}, ` : ""}field "${status.field}"${status.numbers.missing.length + status.numbers.extra.length > 0 ? " (its numbers differ: withheld)" : ""}`));
    const toTranslate = own.flatMap(({ file, report }) => report!.toTranslate.map((entry) => `${file}, ${entry}`));
    const withheldPagesHere = [...(withheldPages.get(locale.code) ?? [])].map((page) => (page === "*" ? "every page" : page));
    if (outdated.length > 0) reporter.warn(`Translations: ${outdated.length} ${locale.englishName} text(s) outdated, their English changed since they were translated; update or confirm each in the content editor:\n${listed(outdated)}`);
    if (toTranslate.length > 0) reporter.info(`Translations: to translate into ${locale.englishName} (withheld in ${locale.englishName} until then):\n${listed(toTranslate)}`);
    if (withheldPagesHere.length > 0) reporter.warn(`Translations: ${locale.englishName} withholds ${withheldPagesHere.join(", ")}: a text of it is outdated and its numbers no longer match the English`);
  }
}

/**
 * What a page's context says of its languages: which they are (for the language switcher) and its
 * address in each, with x-default (its hreflang alternates and sitemap links, worked out here so
 * the browser's scripts carry none of it).
 */
function inLanguages(pagePath: string, languages: readonly LocaleCode[]) {
  return { languages, alternates: languageVersions(pagePath, languages) };
}

/** A list for the build's log: the first lines, and how many more (a new catalogue of 1,000 products would fill it). */
function listed(lines: readonly string[], shown = 25): string {
  const more = lines.length > shown ? [`  ... and ${lines.length - shown} more`] : [];
  return [...lines.slice(0, shown).map((line) => `  - ${line}`), ...more].join("\n");
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // Translations are checked against valid English files only.
  const states = allProblems().length > 0 ? [] : readTranslationStates();
  const problems = allProblems().length > 0 ? allProblems() : [...contentReferenceProblems(), ...states.flatMap((state) => state.problems)];
  if (problems.length > 0) {
    reporter.panicOnBuild(contentErrorReport(problems));
    return;
  }
  withheldPages = withholdingOf(states);
  reportTranslations(states, reporter);

  const { slugs, errors } = await queryProductSlugs(graphql);
  if (!slugs) {
    reporter.panicOnBuild("Could not load the products to create their pages.", errors);
    return;
  }

  const shownLocales = locales.filter(({ code }) => languageShown(code));
  for (const { code } of shownLocales) {
    actions.createSlice({ id: productMenuSlice(code), component: path.resolve("src/templates/product-menu.tsx"), context: { locale: code } });
  }
  const template = path.resolve("src/templates/product.tsx");
  const notFound = path.resolve("src/pages/404.tsx");
  const today = new Date();
  for (const { code } of shownLocales) {
    for (const slug of slugs[code]) {
      // The languages this product's page is in, for its hreflang alternates and language switcher.
      const languages = shownLocales.filter((other) => slugs[other.code].includes(slug)).map((other) => other.code);
      const pagePath = localizedPath(code, productPath(slug));
      actions.createPage({ path: pagePath, component: template, context: { locale: code, slug, issued: issueDate(today, code), ...inLanguages(pagePath, languages) }, slices: slicesOf(code) });
    }
    // Hosts serve this file for unknown paths under /products/, so the page says
    // "Product not found." even without JavaScript; the match path lets the
    // browser render it at the requested URL instead of redirecting to it.
    actions.createPage({
      path: localizedPath(code, PRODUCT_NOT_FOUND_PATH),
      matchPath: `${localizedPath(code, routes.products)}*`,
      component: notFound,
      context: { locale: code, notFound: true },
      slices: slicesOf(code),
    });
  }
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-html" || stage === "develop-html") {
    // The server renderer writes the company's structured data into every page, in the page's
    // language (gatsby-ssr.tsx). As a constant of the server bundle, a changed site.json or
    // translation of it changes the bundle, and so every page's HTML, also on an incremental build.
    actions.setWebpackConfig({ plugins: [plugins.define({ __SITE_FACTS__: JSON.stringify(readLocalizedContentFiles("site.json")) })] });
  }
};

/**
 * Every page of src/pages in every language, the language in its context. The not-found page
 * answers every path no other page claims (in a language, every path under its prefix): hosts
 * serve its 404.html (Gatsby copies /404/ to /404.html itself), and the browser renders it at the
 * requested URL (plugins/delivery, served-match-path).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as { locale?: string } | undefined)?.locale) return;
  actions.deletePage(page);
  const languages = locales.filter(({ code }) => pageShown(code, page.path)).map(({ code }) => code);
  for (const { code } of locales.filter(({ code }) => languageShown(code))) {
    const pagePath = localizedPath(code, page.path);
    const localized = { ...page, context: { ...page.context, locale: code, ...(page.path === "/404/" ? { notFound: true } : inLanguages(pagePath, languages)) }, slices: slicesOf(code) };
    if (page.path !== "/404/") {
      if (languages.includes(code)) actions.createPage({ ...localized, path: pagePath });
    } else if (code === DEFAULT_LOCALE) {
      actions.createPage({ ...localized, matchPath: "/*" });
    } else {
      actions.createPage({ ...localized, path: localizedPath(code, "/404.html"), matchPath: localizedPath(code, "/*") });
    }
  }
};
