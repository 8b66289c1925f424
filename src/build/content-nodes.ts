/**
 * The content's nodes: each content file checked against its model, and the nodes pages query made
 * from it in every language (gatsby-node.ts, onCreateNode). Problems are collected per file and
 * reported together by createPages, before any page is made.
 */
import type { CreateNodeArgs, Node } from "gatsby";
import { checkContent, contentErrorReport, contentFileOf, displayPath, translationPath } from "../lib/content-files";
import { contentModels, type ContentFileName } from "../lib/content-model";
import { formatProblem } from "../lib/content-rules";
import { contentTypeName, ENTRY_FILES, isEntryFile, RAW_CONTENT_TYPE } from "../lib/content-schema";
import { DEFAULT_LOCALE, localeOf, locales, type LocaleCode } from "../lib/locales";
import { translationReport } from "../lib/translation-status";
import { localizedContent } from "../lib/localized-content";

interface FileNode extends Node {
  absolutePath: string;
  relativePath: string;
  sourceInstanceName: string;
}

/** Problems found in each content file, by file name. */
const contentProblems = new Map<string, string[]>();
export const contentProblemsFound = () => [...contentProblems.values()].flat();

/**
 * The content files read in this run, by path inside the content folder. Nodes created in the
 * same run are not always found in Gatsby's store yet, so the other half of a translation is
 * looked for here first.
 */
const readThisBuild = new Map<string, { file: FileNode; data: Record<string, unknown> }>();

/** A content file read by gatsby-transformer-json: checked (English), then made into each language's nodes. */
export function onContentNode(args: CreateNodeArgs) {
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
    if (process.env.gatsby_executing_command === "develop") reporter.error(contentErrorReport(contentProblemsFound()));
    return;
  }
  for (const { code } of locales) createLocalizedNodes(args, source.name, code);
}

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
 * product (decision record 0018). Their pictures resolve by path in the content folder
 * (content-schema.ts), and an entry (a product, a category) no longer in its file is deleted here,
 * as is one the language withholds (translation-status.ts: not translated yet, or its English has
 * changed a number since). A translation is checked once, from disk, by createPages
 * (readTranslationStates), which stops the build before any page is made; until then a text it
 * lacks is empty here, never the English one.
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
  const content = localizedContent(name, english.data, translation.data, localeOf(code), withheld);

  const create = (type: string, key: string, fields: Record<string, unknown>) => {
    const id = createNodeId(`${type}:${code}:${key}`);
    actions.createNode({ ...fields, locale: code, id, parent: null, children: [], internal: { type, contentDigest: createContentDigest({ code, ...fields }) } });
    return id;
  };
  if (!isEntryFile(name)) {
    create(contentTypeName(name), name, content);
    return;
  }
  // Each entry its own node, found by its slug; those since removed (or withheld) go. Its position is
  // its place in the English file, so that an entry withheld in a language changes no other entry's
  // node there (and Gatsby runs again the queries of the pages that show it, not of every page).
  const { list, type } = ENTRY_FILES[name];
  const entries = content[list] as readonly ({ id: string } & Record<string, unknown>)[];
  const englishPositions = new Map((english.data[list] as readonly { id: string }[]).map(({ id }, position) => [id, position]));
  const made = new Set(entries.map(({ id: slug, ...fields }) => create(type, slug, { ...fields, slug, position: englishPositions.get(slug)! })));
  for (const node of getNodesByType(type)) {
    if (node.locale === code && !made.has(node.id)) actions.deleteNode(node);
  }
}
