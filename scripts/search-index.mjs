#!/usr/bin/env node
/**
 * After `gatsby build`, before the hosting headers: the search index of the built site, with
 * Pagefind (npm `pagefind`, whose binary comes from the registry as @pagefind/<platform>).
 *
 * Pagefind reads the pages in public/ and writes public/pagefind/: a script, a WebAssembly search
 * engine per language and the index in small fingerprinted files, one index per <html lang>, which
 * the browser fetches as a visitor types (src/lib/search.ts). Only what a page marks is indexed:
 * the body of each product page and the name and introduction of each category's first page
 * (data-pagefind-body), with their meta (name, category, HS code), so that the header, footer
 * and menus that every page shares match nothing. The old index goes first: the content
 * path builds on the previous public/.
 *
 * Beside Pagefind's files, one file per language, results.{lang}.json: each indexed page as the
 * results list shows it (name, other names, category or introduction, picture, HS code), by Pagefind's id for
 * the page. The browser fetches it once the engine has arrived, so a result needs no request of its own
 * (Pagefind's way: a fragment file a result, fetched as each result is shown; not published).
 * A product's picture is its page's smallest one, copied to thumbs/ under its name and a short
 * digest of its bytes: Gatsby's own address holds a 32-digit digest that does not compress, about
 * 16 kB of a language's file at 1,000 products on a link where 16 kB take 80 ms. And one
 * outline.{lang}.json, which the browser fetches with the engine: the index's vocabulary and the
 * names' words (writeOutlines).
 *
 * What this reads of Pagefind's own files (the fragments, the meta file's name) is not Pagefind's
 * promise: each read throws, naming the file, when an upgrade changes it (docs/internals.md).
 *
 * Usage: node scripts/search-index.mjs [public directory]
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { THUMBS_DIR } from "../common/search-files.mjs";
import { indexedWords, knownWord, queryWords, vocabularyOf } from "../common/search-words.mjs";
import { decodeEntities } from "./inquiry-forms.mjs";
import { TRADE_WORDS } from "./trade-words.mjs";

/** What Pagefind writes that the site never asks for: its ready-made search interfaces, highlighting script and worker. */
const UNUSED = /^pagefind-(?:ui|component-ui|modular-ui|highlight|worker)\.(?:js|css)$/;
/** What starts Pagefind's fragment files once unzipped, before their JSON. */
const SIGNATURE = "pagefind_dcd";

/**
 * A page's entry in the results, from its fragment (what the page wrote for the index: its meta,
 * and its filters, which only category pages have: src/lib/search-marks.ts) and the picture it
 * names (pictureOf). The SearchHit of src/lib/search.ts. A category's detail is its
 * introduction: its indexed text after its heading.
 *
 * @param {{ url: string, content: string, meta: Record<string, string | undefined>, filters: Record<string, string[] | undefined> }} fragment
 * @param {string} [image]
 */
export function resultOf({ url, content, meta, filters }, image) {
  // Pagefind takes a page's first picture after its title as its meta, unless the page gives one.
  if (meta.image) throw new Error(`search-index: ${url} gives Pagefind a picture (${meta.image}), and Pagefind indexes the words of its address: mark the page's body data-pagefind-meta="image:"; a result's picture is read from the page (pictureOf)`);
  const title = meta.title ?? url;
  if (Object.keys(filters).length > 0) return { url, title, detail: content.startsWith(`${title}. `) ? content.slice(title.length + 2) : content, isCategory: true };
  return { url, title, detail: meta.category ?? "", aliases: meta.aliases, image, hsCode: meta.hs, hsLabel: meta.hsLabel, isCategory: false };
}

/**
 * The picture a page's result shows, read from the page rather than given to Pagefind as a meta,
 * whose words Pagefind indexes (the digits and letters of a picture's address would make every
 * product match "a", "cd" or "avif"): the smallest of the page's main picture (the one its
 * `<img>` asks for first, fetchpriority="high": ProductDetail's), the first (narrowest) width of
 * its AVIF set (product pictures have no WebP: picture.tsx; a browser without AVIF, Safari before
 * 16, shows the result's text without it), else its `<img>`'s own.
 *
 * @param {string} html
 */
export function pictureOf(html) {
  const main = html.search(/<img\s[^>]*\sfetchPriority="high"/i);
  if (main < 0) return undefined;
  const picture = html.slice(html.lastIndexOf("<picture", main), html.indexOf(">", main));
  const address = /<source\s[^>]*type="image\/avif"[^>]*\ssrcSet="([^\s",]+)/i.exec(picture)?.[1] ?? /<img\s[^>]*\ssrc="([^"]+)"/i.exec(picture)?.[1];
  return address === undefined ? undefined : address.replaceAll("&amp;", "&");
}


/**
 * What a product page says of its packing, as its text says it: its units, the row heads of its
 * loads table (PackingLoads' body, marked data-packing), and its packaging, the description marked
 * so (Shipping's). Search reads them to tell a query that asks for packing from one that asks for
 * a product (writeOutlines).
 *
 * @param {string} html
 * @returns {{ units: string[], described: string[] }}
 */
export function packingOf(html) {
  const text = (cell) => decodeEntities(cell.replace(/<[^>]*>/g, ""));
  const body = /<tbody data-packing="">([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  return {
    units: [...body.matchAll(/<th scope="row">([\s\S]*?)<\/th>/g)].map(([, cell]) => text(cell)),
    described: [...html.matchAll(/<dd data-packing="">([\s\S]*?)<\/dd>/g)].map(([, cell]) => text(cell)),
  };
}

/**
 * A page's indexed text without what it says of its packing: each text taken out once, the longest
 * first (a packaging sentence or a unit may hold a shorter unit's words: "Flexitank, new" and
 * "Flexitank"), its spaces, the page's no-break ones among them (French typography's "1 000 L"),
 * compared as plain spaces. A text missing from the page's throws, naming the page: Pagefind has
 * written the page's text otherwise.
 *
 * @param {string} content the page's text as Pagefind indexed it
 * @param {readonly string[]} packing its units and packaging (packingOf)
 * @param {string} page its address, for the error
 */
export function withoutPacking(content, packing, page) {
  const spaced = (text) => text.replace(/\s+/gu, " ").trim();
  const longestFirst = packing.map(spaced).sort((a, b) => b.length - a.length);
  return longestFirst.reduce((text, said) => {
    const at = text.indexOf(said);
    if (at < 0) throw new Error(`search-index: ${page} says of its packing "${said}", which Pagefind's text of the page does not hold: has the page's markup (data-packing, PackingLoads) or Pagefind's format changed?`);
    return `${text.slice(0, at)} ${text.slice(at + said.length)}`;
  }, spaced(content));
}

/**
 * The short, fingerprinted address of a result's picture: the file of public/ at Gatsby's
 * address (a URL, its name percent-encoded), copied once for every language that shows it, its
 * name reduced to letters, digits and hyphens, then 8 hex digits of its bytes.
 */
export function thumbnailCopier(publicDir, outputPath) {
  const copied = new Map();
  fs.mkdirSync(path.join(outputPath, THUMBS_DIR), { recursive: true });
  return (image, page) => {
    if (!copied.has(image)) {
      const source = path.join(publicDir, decodeURIComponent(new URL(image, "http://site").pathname));
      if (!fs.existsSync(source)) throw new Error(`search-index: the picture of ${page}, ${image}, is not in ${publicDir}`);
      const bytes = fs.readFileSync(source);
      const { name, ext } = path.parse(source);
      const plainName = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "picture";
      const file = `${plainName}.${crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 8)}${ext.toLowerCase()}`;
      fs.writeFileSync(path.join(outputPath, THUMBS_DIR, file), bytes);
      copied.set(image, `/${path.relative(publicDir, outputPath).split(path.sep).join("/")}/${THUMBS_DIR}/${file}`);
    }
    return copied.get(image);
  };
}

/**
 * Writes results.{lang}.json beside the index: every page's result, by id, per language, its
 * picture at its short address; then removes the fragments it read them from, which nothing
 * fetches now (4,000 files at 1,000 products). Returns the results, every text the pages gave
 * the index (their content and meta: what the vocabulary is made of), and what they say of their
 * packing (packingOf: its units, and the texts beside them and the packaging), by language.
 */
function writeResults(publicDir, outputPath) {
  const byLanguage = new Map();
  const texts = new Map();
  const packing = new Map();
  const siteNames = new Map();
  const thumbnail = thumbnailCopier(publicDir, outputPath);
  const folder = path.join(outputPath, "fragment");
  for (const name of fs.readdirSync(folder)) {
    const id = name.replace(/\.pf_fragment$/, "");
    const language = id.slice(0, id.lastIndexOf("_"));
    const unzipped = zlib.gunzipSync(fs.readFileSync(path.join(folder, name))).toString("utf8");
    if (!unzipped.startsWith(SIGNATURE)) throw new Error(`search-index: ${name} is not a fragment of Pagefind's (has its format changed?)`);
    if (!byLanguage.has(language)) byLanguage.set(language, {});
    if (!texts.has(language)) texts.set(language, []);
    if (!packing.has(language)) packing.set(language, { units: [], beside: [] });
    const fragment = JSON.parse(unzipped.slice(SIGNATURE.length));
    if (typeof fragment.content !== "string" || typeof fragment.meta !== "object") throw new Error(`search-index: ${name} has no content and meta where Pagefind 1.6 wrote them (has its format changed?)`);
    const html = fs.readFileSync(path.join(publicDir, decodeURIComponent(fragment.url), "index.html"), "utf8");
    const image = pictureOf(html);
    byLanguage.get(language)[id] = resultOf(fragment, image && thumbnail(image, fragment.url));
    texts.get(language).push(fragment.content, ...Object.values(fragment.meta));
    const { units, described } = packingOf(html);
    packing.get(language).units.push(...units);
    packing.get(language).beside.push(withoutPacking(fragment.content, [...units, ...described], fragment.url), ...Object.values(fragment.meta));
    siteNames.set(language, siteNameOf(html) ?? siteNames.get(language));
  }
  for (const [language, results] of byLanguage) fs.writeFileSync(path.join(outputPath, `results.${language}.json`), JSON.stringify(results));
  fs.rmSync(folder, { recursive: true });
  return { results: byLanguage, texts, packing, siteNames };
}

/**
 * The company's name, as a page gives it to those who share it (og:site_name): words every page
 * has, which search leaves out (leftOutWords).
 *
 * @param {string} html
 */
export function siteNameOf(html) {
  const name = /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1];
  return name?.replaceAll("&amp;", "&");
}

/**
 * The words search leaves out in a language (scripts/trade-words.mjs), with the company's name
 * among the common ones. An intent word that a product's name, other names or category holds is
 * searched instead: the name wins ("Turkey berry", were it sold, is no country).
 *
 * @param {string} language
 * @param {[string, number][]} words the names' words (nameWords)
 * @param {string} [siteName]
 */
export function leftOutWords(language, words, siteName = "") {
  const lists = TRADE_WORDS[language] ?? TRADE_WORDS.en;
  const named = new Set(words.flatMap(([word]) => indexedWords(word, language)));
  // As the browser reads what is typed: lower case, without accents or marks ("جزائر" as "جزاير").
  const plain = (list) => [...new Set(list.flatMap((word) => queryWords(word)))];
  return { intent: plain(lists.intent).filter((word) => !named.has(word)), qualifiers: plain(lists.qualifiers), common: plain([...lists.common, siteName]) };
}

/**
 * The English names' words (nameWords of the English results) that a page in another language
 * leaves out and names rather than letting them veto the query: as search reads what is typed,
 * less those its index holds as words (searched as they are: "castor" of the Spanish "Aceite de
 * castor") and those it already leaves out. A word its index holds only as the beginning of a
 * longer one ("doc" of "documentación") is searched as typed, and its English names' pages are
 * listed after what that search finds (src/lib/search.ts, withEnglishNamed).
 *
 * @param {[string, number][]} englishWords
 * @param {readonly string[]} vocabulary the language's (vocabularyOf)
 * @param {string} language
 * @param {{ intent: readonly string[], qualifiers: readonly string[], common: readonly string[] }} leftOut the language's (leftOutWords)
 * @returns {string[]}
 */
export function englishNameWords(englishWords, vocabulary, language, leftOut) {
  const listed = new Set([...leftOut.intent, ...leftOut.qualifiers, ...leftOut.common]);
  const words = new Set(englishWords.flatMap(([word]) => queryWords(word)));
  return [...words].filter((word) => !listed.has(word) && !knownWord(word, vocabulary, language, { whole: true })).sort();
}

/**
 * The pages of a language whose English names (its product's or category's English name and other
 * names) hold each of the English words it leaves out (englishNameWords): by word, the ids of the
 * language's results for those pages. A buyer types the trade's English names on every page
 * ("basmati" on the Arabic site): alone, they find the page in the page's language.
 *
 * @param {Record<string, { url: string, title: string, aliases?: string }>} englishResults
 * @param {Record<string, { url: string }>} results the language's
 * @param {readonly string[]} words the English words it leaves out (englishNameWords)
 * @param {string} language
 * @returns {Record<string, string[]>}
 */
export function englishNamePages(englishResults, results, words, language) {
  const idOf = new Map(Object.entries(results).map(([id, { url }]) => [url, id]));
  const wanted = new Set(words);
  const pages = {};
  for (const { url, title, aliases } of Object.values(englishResults)) {
    const id = idOf.get(`/${language}${url}`);
    if (id === undefined) continue;
    for (const word of new Set(queryWords(`${title} ${aliases ?? ""}`))) if (wanted.has(word)) (pages[word] ??= []).push(id);
  }
  return pages;
}

/**
 * Gives each language's meta file (what Pagefind reads before any search) a fixed name,
 * pagefind.{lang}.pf_meta, in place of the digest Pagefind names it by, and tells the entry file:
 * the browser can then fetch it beside the engine as the search starts (src/lib/search.ts), not
 * after Pagefind's script has run and read the entry, a round trip later. Like the entry file,
 * it is revalidated at each visit instead of cached for a year (plugins/delivery/hosting-headers.mjs).
 */
export function fixMetaNames(outputPath) {
  const entryFile = path.join(outputPath, "pagefind-entry.json");
  const entry = JSON.parse(fs.readFileSync(entryFile, "utf8"));
  for (const [language, index] of Object.entries(entry.languages ?? {})) {
    const from = path.join(outputPath, `pagefind.${index.hash}.pf_meta`);
    if (typeof index.hash !== "string" || !fs.existsSync(from)) throw new Error(`search-index: no meta file for "${language}" in ${entryFile} (has Pagefind's format changed?)`);
    fs.renameSync(from, path.join(outputPath, `pagefind.${language}.pf_meta`));
    index.hash = language;
  }
  fs.writeFileSync(entryFile, JSON.stringify(entry));
}

/**
 * Writes outline.{lang}.json beside each language's results: what the browser needs before it asks
 * Pagefind (src/lib/search.ts). Its `vocabulary` is every word the language's index holds
 * (common/search-words.mjs: a query's words reach Pagefind only if it holds them); its `words`
 * are the words of the names, products', their other names' and categories', with how many names
 * hold each (nameWords): what a query with a word the index lacks is corrected by, and what the
 * next keys are guessed from; its `leftOut` are the words search leaves out (leftOutWords), and
 * on a page in another language than English its `englishPages` the pages the English ones name
 * (englishNamePages). Where
 * the pages list packing units, its `packing` are their words ("steel" of "200 kg HDPE or steel
 * drum"), and its `packingOnly` the words of the vocabulary that only the units and the packaging
 * descriptions hold: beside a supplier's word, a query of such words asks for packing, which the
 * company does not sell (src/lib/search.ts). Revalidated at each visit, like the results.
 *
 * @param {string} outputPath
 * @param {Map<string, Record<string, { title: string, aliases?: string }>>} resultsByLanguage
 * @param {Map<string, string[]>} textsByLanguage every indexed text of the language's pages
 * @param {Map<string, string | undefined>} [siteNames] the company's name, by language
 * @param {Map<string, { units: string[], beside: string[] }>} [packingByLanguage] the pages' packing units, and their texts without what they say of packing (writeResults)
 */
export function writeOutlines(outputPath, resultsByLanguage, textsByLanguage, siteNames = new Map(), packingByLanguage = new Map()) {
  const englishResults = resultsByLanguage.get("en");
  for (const [language, results] of resultsByLanguage) {
    const words = nameWords(Object.values(results));
    const vocabulary = vocabularyOf(textsByLanguage.get(language) ?? [], language);
    const leftOut = leftOutWords(language, words, siteNames.get(language));
    // Buyers type the trade's English names on every page: the words of them this language's index lacks.
    const english = language === "en" || !englishResults ? [] : englishNameWords(nameWords(Object.values(englishResults)), vocabulary, language, leftOut);
    const outline = {
      words,
      vocabulary,
      leftOut: english.length > 0 ? { ...leftOut, english } : leftOut,
      ...(english.length > 0 ? { englishPages: englishNamePages(englishResults, results, english, language) } : {}),
      ...packingWords(packingByLanguage.get(language), vocabulary, language),
    };
    fs.writeFileSync(path.join(outputPath, `outline.${language}.json`), JSON.stringify(outline));
  }
}

/**
 * A language's packing words for its outline (writeOutlines): none where its pages list no unit.
 *
 * @param {{ units: string[], beside: string[] } | undefined} packing
 * @param {readonly string[]} vocabulary the language's (vocabularyOf)
 * @param {string} language
 */
function packingWords(packing, vocabulary, language) {
  if (!packing || packing.units.length === 0) return {};
  const beside = new Set(vocabularyOf(packing.beside, language));
  return { packing: vocabularyOf(packing.units, language), packingOnly: vocabulary.filter((word) => !beside.has(word)) };
}

/**
 * The words of the pages' names and of the products' other names (split at spaces, without the
 * punctuation around them: "meal" of "Peanut meal, Groundnut DOC"; the browser reads them as it
 * reads what is typed), each with how many times they hold it, most first.
 *
 * @param {{ title: string, aliases?: string }[]} results
 * @returns {[string, number][]}
 */
export function nameWords(results) {
  const counts = new Map();
  const words = results.flatMap(({ title, aliases }) => `${title} ${aliases ?? ""}`.split(/\s+/));
  for (const word of words.map((text) => text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")).filter(Boolean)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1));
}

function fail(problems) {
  console.error(`search-index: Pagefind failed:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}

async function main(publicDir) {
  const pagefind = await import("pagefind");
  const outputPath = path.join(publicDir, "pagefind");
  const started = performance.now();
  fs.rmSync(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({});
  if (!index) fail(errors);
  const added = await index.addDirectory({ path: publicDir });
  if (added.errors.length > 0) fail(added.errors);
  // A build whose pages lost their marks would publish an empty search: stop instead.
  if (added.page_count === 0) fail([`no page of ${publicDir} has data-pagefind-body`]);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) fail(written.errors);
  await pagefind.close();
  for (const name of fs.readdirSync(outputPath).filter((file) => UNUSED.test(file))) fs.rmSync(path.join(outputPath, name));
  const { results, texts, packing, siteNames } = writeResults(publicDir, outputPath);
  fixMetaNames(outputPath);
  writeOutlines(outputPath, results, texts, siteNames, packing);
  const languages = fs.readdirSync(outputPath).filter((name) => name.endsWith(".pf_meta")).map((name) => name.split(".")[1]);
  console.log(`search-index: ${added.page_count} pages indexed (${languages.sort().join(", ")}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// Run as a command (also imported by the unit tests).
if (path.basename(process.argv[1] ?? "") === "search-index.mjs") {
  main(path.resolve(process.argv[2] ?? "public")).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
