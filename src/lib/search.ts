/**
 * The catalogue's search, in the browser: Pagefind's index of the built product and category pages
 * (scripts/search-index.mjs writes it to /pagefind/ after the build, one index per page language).
 * Nothing here runs until a visitor reaches for a search field: the field's lazily loaded chunk
 * imports this module, and this module loads Pagefind's own script only when first asked.
 *
 * A query reaches Pagefind only when the index has each of its words (knownWord, with the
 * language's vocabulary): Pagefind matches a word it lacks by a short word it has ("xylophone" by
 * the "x" of "1 x 20 ft"). A query with a word the index lacks is corrected by the closest words of
 * the names instead (did-you-mean.ts), or finds nothing.
 *
 * The words buyers add to a product's name that name no product ("castor oil exporter", "buy
 * chickpeas", "proveedor de garbanzos": scripts/trade-words.mjs) are left out first, and those
 * that say what the buyer wants are named in the answer ("Not found: exporter"). A query of such
 * words alone finds nothing, nor one whose other words only packing says ("steel supplier"). On a
 * page in another language, the trade's English names alone find the pages they name ("basmati"
 * on /ar/: the outline's englishPages). Pages with every word searched come first, in Pagefind's
 * order; then, to fill the list, pages with fewer of them whose names hold one, most first (rankedHits).
 */
import { articleDropped, articleKeptWhileTyping, indexedWords, knownWord, leftOutAs, matchesTerm, queryWords, sameWord } from "../../common/search-words.mjs";
import { correctionOf, joinedWords, type NameWords } from "./did-you-mean";
import { CATEGORY_FILTER, CATEGORY_ORDER } from "./search-marks";
import { META_WEIGHTS } from "./search-weights";

export type { NameWords };

/** Where the index is; Pagefind's script finds its files beside itself. */
const SEARCH_DIR = "/pagefind/";
const PAGEFIND_SCRIPT = `${SEARCH_DIR}pagefind.js`;
/**
 * Pagefind's entry file, under a fixed address (its `metaCacheTag`; by default it adds the time,
 * so that no cache keeps an old one): the hosting headers have it revalidated each time instead,
 * and a fixed address can be preloaded.
 */
const ENTRY_TAG = "site";
const ENTRY = `${SEARCH_DIR}pagefind-entry.json?ts=${ENTRY_TAG}`;
/** The longest the results file waits for the engine to arrive (on the bench's slow phone it takes under 1 s). */
const ENGINE_WAIT_MS = 3000;

/** How many results a query shows: a buyer looks at the first few; more are a page away (the search page). */
export const RESULTS_SHOWN = 8;

/** For how many likely next keys a query's results are followed by the index they need (likelyNextQueries). */
export const NEXT_KEYS_PREFETCHED = 2;

/** A result as the lists show it: scripts/search-index.mjs writes one for every page of the index (resultOf). */
export interface SearchHit {
  url: string;
  title: string;
  /** A product's category name; a category's introduction. */
  detail: string;
  /** A product's other names, as its page writes them ("Peanut meal, Groundnut DOC"). */
  aliases?: string;
  image?: string;
  hsCode?: string;
  /** "HS code", as the product page names it in its language. */
  hsLabel?: string;
  isCategory: boolean;
}

interface PagefindResult {
  /** The page's id in the index: its entry in results.{lang}.json. */
  id: string;
  /** How well the page matches, by Pagefind's ranking (its meta weights among it). */
  score?: number;
}

export interface Pagefind {
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  options: (options: { noWorker?: boolean; metaCacheTag?: string; ranking?: { metaWeights?: Record<string, number> } }) => Promise<void>;
  search: (term: string | null, options?: { filters?: Record<string, string>; sort?: Record<string, "asc" | "desc"> }) => Promise<{ results: PagefindResult[] }>;
  /** Fetches the index a search for `term` would need, without searching. */
  preload: (term: string) => Promise<void>;
}

/** What the browser needs of a language's index besides Pagefind's files (outline.{lang}.json, scripts/search-index.mjs). */
export interface Outline {
  /** The words of the names (products', their other names', categories'), with how many names hold each: what corrections and next keys come from. */
  words: NameWords;
  /** Every word the index holds, sorted (common/search-words.mjs, vocabularyOf). */
  vocabulary: readonly string[];
  /** The words search leaves out (scripts/trade-words.mjs, less the names' own words), and on a page in another language than English the English names' words its index lacks. */
  leftOut: { intent: readonly string[]; qualifiers: readonly string[]; common: readonly string[]; english?: readonly string[] };
  /** On a page in another language than English: by each English word it leaves out (`leftOut.english`), the results (by id) whose English names hold it. */
  englishPages?: Readonly<Record<string, readonly string[]>>;
  /** Where the pages list packing units: their words ("steel" of "200 kg HDPE or steel drum"), sorted. */
  packing?: readonly string[];
  /** The words of the vocabulary that only the packing units and the packaging descriptions hold, sorted. */
  packingOnly?: readonly string[];
}

/** Search in one language: Pagefind with its index, every page's result (results.{lang}.json) and the outline. */
export interface Search {
  language: string;
  pagefind: Promise<Pagefind>;
  results: Promise<Record<string, SearchHit>>;
  outline: Promise<Outline>;
}

/** What a query found. */
export interface SearchAnswer {
  /** The query the hits are for: what was typed, or its correction. */
  searched: string;
  hits: SearchHit[];
  /** The words of `searched` as search matches them: what the results mark (matchedParts). */
  terms: string[];
  /** When what was typed has a word the index does not have: the correction searched in its place. */
  correction?: string;
  /** The words typed that name no product and were left out, as typed ("exporter"): what the answer says it did not find. */
  notFound?: string[];
}

let loaded: Search | undefined;

/**
 * Pagefind's script and its index of the page's language, with the language's results file and
 * outline, loaded once; on failure the next call tries again. Pagefind reads the language from
 * <html lang> when it starts, so after a link of the language switcher (the same header, a page in
 * another language) it starts again. The address is the site's, not webpack's: webpackIgnore keeps
 * the browser's own import().
 */
export function loadSearch(): Search {
  const language = document.documentElement.lang;
  if (loaded?.language === language) return loaded;
  const previous = loaded?.pagefind;
  // Pagefind's engine for the language (60 KB), its entry file and the language's meta file (their
  // names fixed by scripts/search-index.mjs), fetched beside its script rather than after it; its
  // fetches, in this page, take these answers.
  const engine = preload(`${SEARCH_DIR}wasm.${language}.pagefind`);
  preload(ENTRY);
  preload(`${SEARCH_DIR}pagefind.${language}.pf_meta`);
  const pagefind = (async () => {
    await previous?.then((old) => old.destroy()).catch(() => undefined);
    const module: Pagefind = await import(/* webpackIgnore: true */ PAGEFIND_SCRIPT);
    // In the page, not in a worker of its own: the worker is one more script fetched and started
    // after this one, on the first query's critical path, and a worker's fetches cannot take the
    // engine preloaded here.
    await module.options({ noWorker: true, metaCacheTag: ENTRY_TAG, ranking: { metaWeights: META_WEIGHTS } });
    await module.init();
    return module;
  })();
  // When the engine has come (its preload's load), or ENGINE_WAIT_MS, should the preload never say.
  const engineArrived = new Promise((resolve) => {
    if (!engine.relList.supports?.("preload")) resolve(undefined);
    engine.addEventListener("load", resolve);
    engine.addEventListener("error", resolve);
    setTimeout(resolve, ENGINE_WAIT_MS);
  });
  // The outline, fetched with the engine: a query's words are checked against it before Pagefind
  // is asked.
  const outline = fetchJson<Outline>(`${SEARCH_DIR}outline.${language}.json`);
  // The results file is wanted only once Pagefind has answered. Fetched with the engine, it would
  // share a slow link with it and hold back the engine, which the first results wait for; it starts
  // once the engine has arrived, while the engine starts and the index is fetched.
  const results = engineArrived.then(() => fetchJson<Record<string, SearchHit>>(`${SEARCH_DIR}results.${language}.json`));
  const mine = { language, pagefind, results, outline };
  loaded = mine;
  Promise.all([pagefind, results, outline]).catch(() => {
    if (loaded === mine) loaded = undefined;
  });
  return mine;
}

async function fetchJson<T>(address: string): Promise<T> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`search: ${address} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Starts fetching a file of Pagefind's that it will ask for (tests/e2e/search.spec.ts checks each is fetched once). */
function preload(href: string): HTMLLinkElement {
  const link = Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", crossOrigin: "anonymous", href });
  document.head.append(link);
  return link;
}

/** The pages of Pagefind's results as the lists show them, from `search`'s results file (any it lacks left out). */
async function hitsOf(search: Search, results: PagefindResult[]): Promise<SearchHit[]> {
  const hits = await search.results;
  return results.flatMap(({ id }) => (hits[id] ? [hits[id]] : []));
}

/** The first RESULTS_SHOWN pages that match what was typed (or its correction), best first, with what their lists show. */
export function searchCatalogue(query: string): Promise<SearchAnswer> {
  return searchIn(loadSearch(), query);
}

/** searchCatalogue in a given language's search (tests/unit/lib/search.test.ts gives it a fake Pagefind). */
export async function searchIn(search: Search, query: string): Promise<SearchAnswer> {
  const outline = await search.outline;
  const { words: names, vocabulary, leftOut } = outline;
  const words = queryWords(query);
  if (words.length === 0) return { searched: query, hits: [], terms: [] };
  // The last word is still being typed unless a space follows it.
  const typing = !/\s$/u.test(query) ? words.at(-1) : undefined;
  const leftOutAsIn = (word: string) => leftOutAs(word, leftOut, vocabulary, search.language, word === typing);
  // A word left out is no slip to correct; an English name's word is, when a name of the page's language is near ("coriander": Coriandre), else it is left out.
  const english = (word: string) => leftOutAsIn(word) === "english";
  const passes = (word: string) => knownWord(word, vocabulary, search.language) || (leftOutAsIn(word) ?? "english") !== "english";
  // Two words the index holds as one ("ground nut") are searched joined, as a correction.
  const joined = joinedWords(query, (word) => knownWord(word, vocabulary, search.language, { whole: true }));
  const corrected = queryWords(joined ?? query).every(passes) ? joined : correctionOf(joined ?? query, names, passes, english);
  const correction = corrected === query.trim().split(/\s+/u).join(" ") ? undefined : corrected;
  if (!words.every((word) => passes(word) || english(word)) && correction === undefined) return { searched: query, hits: [], terms: [] };
  const parts = typedParts(correction ?? query).map((part) => ({ ...part, leftOutAs: leftOutAsIn(part.word) }));
  const notFound = parts.filter(({ leftOutAs: kind }) => kind === "intent" || kind === "qualifier" || kind === "english").map(({ typed }) => typed);
  const searched = parts.filter(({ leftOutAs: kind }) => kind === undefined);
  // A trade word asks for something the company sells: with one, words of the packing units that
  // nothing but packing says ("steel supplier": Castor Oil's "steel drum"; "bags" of a packaging's
  // "new bags") ask for the packing, which it does not sell. A finished word is said beside
  // packing only as a word the pages hold, not as the beginning of one ("pp" of "ppb"); the word
  // still being typed may be the beginning of one.
  const asksForPacking = (word: string) =>
    knownWord(word, outline.packing ?? [], search.language) && !knownWord(word, vocabularyBesidePacking(outline), search.language, { whole: word !== typing });
  if (parts.some(({ leftOutAs: kind }) => kind === "intent") && searched.length > 0 && searched.every(({ word }) => asksForPacking(word))) return { searched: query, hits: [], terms: [] };
  // English names' words alone, on a page in another language ("basmati rice" on /ar/): the pages whose English names hold them all.
  const englishParts = parts.filter(({ leftOutAs: kind }) => kind === "english");
  if (searched.length === 0 && englishParts.length > 0) {
    const pages = englishNamed(outline, englishParts.map(({ word }) => word));
    const results = await search.results;
    const hits = pages.flatMap((id) => (results[id] ? [results[id]] : [])).slice(0, RESULTS_SHOWN);
    const rest = notFound.filter((typed) => !englishParts.some((part) => part.typed === typed));
    if (hits.length > 0) return { searched: englishParts.map(({ typed }) => typed).join(" "), hits, terms: [], ...(rest.length > 0 ? { notFound: rest } : {}) };
  }
  const terms = searched.map(({ word }) => word);
  // A space at the end says the last word is finished (likelyNextQueries).
  const searchedQuery = `${searched.map(({ typed }) => typed).join(" ")}${/\s$/u.test(query) ? " " : ""}`;
  const whole = terms.filter((word) => knownWord(word, vocabulary, search.language, { whole: true }));
  const hits = terms.length > 0 ? await rankedHits(search, searchedQuery, terms, names, await pagesHolding(search, whole)) : [];
  return {
    searched: searchedQuery,
    hits: await withEnglishNamed(search, outline, hits, terms.filter((word) => !whole.includes(word))),
    terms,
    ...(correction === undefined ? {} : { correction }),
    ...(notFound.length > 0 ? { notFound } : {}),
  };
}

/**
 * The results whose English names hold every one of `words` (English words left out, as queryWords gives them; a plural
 * as its word: sameWord), in the outline's order. `words` is never empty (searchIn asks with one at least).
 */
function englishNamed({ englishPages = {} }: Outline, words: string[]): readonly string[] {
  const pagesOf = (word: string) => englishPages[word] ?? englishPages[Object.keys(englishPages).find((held) => sameWord(held, word, "en")) ?? ""] ?? [];
  return words.map(pagesOf).reduce((all, pages) => all.filter((id) => pages.includes(id)));
}

/**
 * `hits`, then, while the list has room, the pages whose English names hold one of `words`: words
 * this language's index holds only as the beginning of a longer word, which Pagefind matched ("doc"
 * of "documentación" on /es/ listed the one meal whose Spanish other names say DOC, where the
 * English names of all four say it). Buyers type the trade's English names in every language.
 */
async function withEnglishNamed(search: Search, { englishPages = {} }: Outline, hits: SearchHit[], words: readonly string[]): Promise<SearchHit[]> {
  const ids = words.flatMap((word) => englishPages[word] ?? []);
  if (ids.length === 0 || hits.length >= RESULTS_SHOWN) return hits;
  const results = await search.results;
  const listed = new Set(hits.map(({ url }) => url));
  const more = ids.flatMap((id) => (results[id] && !listed.has(results[id].url) ? [results[id]] : []));
  return [...hits, ...more.filter((hit, index) => more.indexOf(hit) === index)].slice(0, RESULTS_SHOWN);
}

const vocabulariesBesidePacking = new WeakMap<Outline, readonly string[]>();

/** The outline's vocabulary without the words only packing holds (its packingOnly), sorted as it is: worked out once per outline. */
function vocabularyBesidePacking(outline: Outline): readonly string[] {
  if (!vocabulariesBesidePacking.has(outline)) {
    const packingOnly = new Set(outline.packingOnly);
    vocabulariesBesidePacking.set(outline, packingOnly.size > 0 ? outline.vocabulary.filter((word) => !packingOnly.has(word)) : outline.vocabulary);
  }
  return vocabulariesBesidePacking.get(outline)!;
}

/** What was typed, a part a word (split at spaces), each as typed and as search matches it (queryWords); a part with no letter or digit ("&") left out. */
function typedParts(query: string): { typed: string; word: string }[] {
  return query
    .trim()
    .split(/\s+/u)
    .flatMap((typed) => queryWords(typed).map((word) => ({ typed, word })));
}

/**
 * The hits of the words searched: the pages with them all first (hitsFor, Pagefind's order); then,
 * while the list has room, the pages with fewer of them, most first, then by Pagefind's scores of
 * each word. A page with some of the words joins pages with all of them only when its name or
 * other names hold one as a word ("castor oil" lists Castor Extraction Meal and Groundnut Oil after
 * Castor Oil, not every meal whose category is "Oil meals", other name "De-oiled ... cake" or
 * specifications say "oil"); when no page has them all, any page with most of them is listed.
 */
async function rankedHits(search: Search, query: string, words: string[], names: NameWords, holding: WholeWordPages): Promise<SearchHit[]> {
  const all = await hitsFor(search, query, words, names, holding);
  if (words.length < 2 || all.length >= RESULTS_SHOWN) return all;
  const [pagefind, results] = await Promise.all([search.pagefind, search.results]);
  const tally = new Map<string, { count: number; score: number }>();
  for (const word of new Set(words)) {
    for (const { id, score = 0 } of (await pagefind.search(word)).results) {
      if (holding.get(word)?.has(id) === false) continue;
      const mark = tally.get(id) ?? { count: 0, score: 0 };
      tally.set(id, { count: mark.count + 1, score: mark.score + score });
    }
  }
  const listed = new Set(all.map(({ url }) => url));
  // Named by a word: its name or other names hold it as a word (or its plural: "Oils"), not only a
  // word that begins with it ("De-oiled") nor its category's name, which its neighbours share ("Oil
  // meals"). A word still being typed names a page once it is whole.
  const named = (hit: SearchHit) => [hit.title, hit.aliases ?? ""].some((text) => indexedWords(text, search.language).some((word) => words.some((term) => sameWord(word, term, search.language))));
  const more = [...tally]
    .flatMap(([id, mark]) => (results[id] && !listed.has(results[id].url) ? [{ hit: results[id], named: named(results[id]), ...mark }] : []))
    .filter((page) => all.length === 0 || page.named)
    .sort((a, b) => b.count - a.count || Number(b.named) - Number(a.named) || b.score - a.score);
  return [...all, ...more.map(({ hit }) => hit)].slice(0, RESULTS_SHOWN);
}

/**
 * The hits of a query whose words the index has. An Arabic word still being typed with its article
 * ("الخ") is searched as typed and without the article, and only the pages whose name, other names
 * or category have it are kept: Pagefind would otherwise match it by a shorter word it holds
 * (articleKeptWhileTyping).
 */
async function hitsFor(search: Search, query: string, words: string[], names: NameWords, holding: WholeWordPages): Promise<SearchHit[]> {
  const bare = words.map((word) => articleKeptWhileTyping(word, search.language));
  if (!bare.some(Boolean)) {
    const hits = await pagefindHits(search, query, names, holding);
    // Pagefind's Arabic stemmer leaves some longer words with their article apart from the index's
    // own: "البهارات" found nothing where "بهارات" finds the whole spices. Then searched without it.
    const dropped = words.map((word) => articleDropped(word, search.language));
    if (hits.length > 0 || !dropped.some(Boolean)) return hits;
    return pagefindHits(search, words.map((word, index) => dropped[index] ?? word).join(" "), names, holding);
  }
  const found = [...(await pagefindHits(search, query, names, holding)), ...(await pagefindHits(search, words.map((word, index) => bare[index] ?? word).join(" "), names, holding))];
  const shown = (hit: SearchHit, word: string) => [hit.title, hit.aliases ?? "", hit.detail].some((text) => matchedParts(text, [word], search.language).some(({ matched }) => matched));
  return found
    .filter((hit, index) => found.findIndex(({ url }) => url === hit.url) === index && words.every((word, at) => !bare[at] || shown(hit, word)))
    .slice(0, RESULTS_SHOWN);
}

/**
 * Pagefind's best RESULTS_SHOWN pages for a query. Once the query's index has arrived, and while it
 * is searched and its results drawn, the index of the likeliest next keys (prefetchedQueries) is
 * fetched: each key of a short word can reach another part of the index (a round trip on a slow
 * link), which is then on its way or there.
 */
async function pagefindHits(search: Search, query: string, names: NameWords, holding: WholeWordPages): Promise<SearchHit[]> {
  const pagefind = await search.pagefind;
  // This query's index alone first: the next keys' would share the slow link with it.
  await pagefind.preload(query);
  for (const next of prefetchedQueries(query, names)) void pagefind.preload(next).catch(() => undefined);
  const { results } = await pagefind.search(query);
  const wholeWords = [...holding.values()];
  return hitsOf(search, results.filter(({ id }) => wholeWords.every((pages) => pages.has(id))).slice(0, RESULTS_SHOWN));
}

/** For each whole word of a query, the pages that hold it as a word (its stem), not only a word that begins so. */
type WholeWordPages = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The pages that hold each whole word of a query (one the vocabulary holds, not only as the beginning
 * of a longer word): Pagefind's exact search, a word in quotes, which matches its stem alone. Pagefind
 * otherwise matches every indexed word that begins with a word's stem: "especias" (stem "especi")
 * matched every product page's "Especificaciones" heading, and French "acier" (stem "aci") the
 * "acide" of an oil's acid value, so unrelated products were listed for a category's name. A word
 * the exact search finds on no page (a stem Pagefind writes otherwise, such as a short Arabic word
 * with its article) is left as Pagefind matches it.
 */
async function pagesHolding(search: Search, words: readonly string[]): Promise<WholeWordPages> {
  if (words.length === 0) return new Map();
  const pagefind = await search.pagefind;
  const held = await Promise.all([...new Set(words)].map(async (word) => [word, new Set((await pagefind.search(`"${word}"`)).results.map(({ id }) => id))] as const));
  return new Map(held.filter(([, pages]) => pages.size > 0));
}

/**
 * What a buyer is likely to type next: the query with its last word one letter longer, by the
 * letters that most often follow that word's beginning in the names of the language's products,
 * their other names and categories (what buyers mostly type), most frequent first; none after a
 * finished word. Compared as search compares words ("ses" goes on as "sesa" from "Sésame").
 */
export function likelyNextQueries(query: string, words: NameWords, count = NEXT_KEYS_PREFETCHED): string[] {
  if (/\s$/u.test(query)) return [];
  const typed = queryWords(query);
  const last = typed.at(-1);
  if (last === undefined) return [];
  const following = new Map<string, number>();
  for (const [written, times] of words) {
    for (const word of queryWords(written)) {
      if (word.length <= last.length || !word.startsWith(last)) continue;
      const longer = last + String.fromCodePoint(word.codePointAt(last.length)!);
      following.set(longer, (following.get(longer) ?? 0) + times);
    }
  }
  const head = typed.slice(0, -1).join(" ");
  return [...following]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
    .slice(0, count)
    .map(([longer]) => (head ? `${head} ${longer}` : longer));
}

/**
 * The queries whose index follows a query's results: its likeliest next keys, and the likeliest
 * key after the likeliest, fetched together. One key ahead, a buyer who types on at once (100 to
 * 300 ms a key) finds that key's chunk still on its way over a slow link (a round trip of 150 ms
 * and more); two keys ahead, it has had a key's time to arrive.
 */
export function prefetchedQueries(query: string, words: NameWords): string[] {
  const next = likelyNextQueries(query, words);
  return next.length > 0 ? [...next, ...likelyNextQueries(next[0]!, words, 1)] : [];
}

/** A text cut into what a result marks as matched and what it does not. */
export type MarkedText = { text: string; matched: boolean }[];

/**
 * A result's text with the words a query matched marked (common/search-words.mjs, matchesTerm):
 * "Cori" of "Coriander" for "cori", "Peanut" for "peanuts".
 */
export function matchedParts(text: string, terms: readonly string[], language: string): MarkedText {
  const parts: MarkedText = [];
  for (const piece of text.split(/([^\p{L}\p{N}\p{M}]+)/u)) {
    if (piece === "") continue;
    const [word] = queryWords(piece);
    const matched = word !== undefined && terms.some((term) => matchesTerm(word, term, language));
    const last = parts.at(-1);
    if (last && last.matched === matched) last.text += piece;
    else parts.push({ text: piece, matched });
  }
  return parts;
}

/** Every category page of the page's language, in the catalogue's order: what a query that matches nothing offers. */
export async function catalogueCategories(): Promise<{ url: string; name: string }[]> {
  const search = loadSearch();
  const { results } = await (await search.pagefind).search(null, { filters: CATEGORY_FILTER, sort: { [CATEGORY_ORDER]: "asc" } });
  return (await hitsOf(search, results)).map(({ url, title }) => ({ url, name: title }));
}

/**
 * "Not found: exporter, price": the language's sentence with the words left out where its {words}
 * is (one without it is followed by them), listed as the language lists them ("exporter, price";
 * French's "et" and Arabic's comma and و their own).
 */
export function leftOutText(pattern: string, words: readonly string[], language: string): string {
  const list = new Intl.ListFormat(language, { style: "short", type: "unit" }).format(words);
  return pattern.includes("{words}") ? pattern.replace("{words}", list) : `${pattern} ${list}`;
}
