/**
 * The catalogue's search, in the browser: Pagefind's index of the built product and category pages
 * (scripts/search-index.mjs writes it to /pagefind/ after the build, one index per page language).
 * Nothing here runs until a visitor reaches for a search field: the field's lazily loaded chunk
 * imports this module, and this module loads Pagefind's own script only when first asked.
 */

import { CATEGORY_FILTER, CATEGORY_ORDER } from "./search-marks";

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

/**
 * For how many likely next keys a query's results are followed by the index they need (at most
 * an index chunk each, about 8 kB on a large catalogue; Pagefind fetches a chunk once), besides
 * the likeliest key after the likeliest (prefetchedQueries).
 */
export const NEXT_KEYS_PREFETCHED = 2;

/** A result as the lists show it: scripts/search-index.mjs writes one for every page of the index (resultOf). */
export interface SearchHit {
  url: string;
  title: string;
  /** A product's category name; a category's introduction. */
  detail: string;
  image?: string;
  hsCode?: string;
  /** "HS code", as the product page names it in its language. */
  hsLabel?: string;
  isCategory: boolean;
}

interface PagefindResult {
  /** The page's id in the index: its entry in results.{lang}.json. */
  id: string;
}

export interface Pagefind {
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  options: (options: { noWorker?: boolean; metaCacheTag?: string }) => Promise<void>;
  search: (term: string | null, options?: { filters?: Record<string, string>; sort?: Record<string, "asc" | "desc"> }) => Promise<{ results: PagefindResult[] }>;
  /** Fetches the index a search for `term` would need, without searching. */
  preload: (term: string) => Promise<void>;
}

/** An index chunk as outline.{lang}.json lists it (scripts/search-index.mjs): its first and last word (stemmed), and its file's name. */
export type IndexChunk = [from: string, to: string, hash: string];

/** The words of the pages' names, each with how many times the names hold it (outline.{lang}.json): what likelyNextQueries guesses from. */
export type NameWords = readonly (readonly [word: string, count: number])[];

/** What the browser needs of a language's index before Pagefind has started and the results have come (scripts/search-index.mjs). */
interface Outline {
  chunks: IndexChunk[];
  words: NameWords;
}

/** Search in one language: Pagefind with its index, and every page's result (results.{lang}.json). */
export interface Search {
  language: string;
  pagefind: Promise<Pagefind>;
  results: Promise<Record<string, SearchHit>>;
  /** The words of the pages' names (the outline's): what likelyNextQueries guesses from. */
  words: Promise<NameWords>;
  /** Fetches the index chunks a query needs (chunksFor) while Pagefind's engine is on its way; after, Pagefind fetches them itself. */
  fetchEarly: (query: string) => void;
}

let loaded: Search | undefined;

/**
 * Pagefind's script and its index of the page's language, with the language's results file, loaded
 * once; on failure the next call tries again. Pagefind reads the language from <html lang> when
 * it starts, so after a link of the language switcher (the same header, a page in another
 * language) it starts again. The address is the site's, not webpack's: webpackIgnore keeps the
 * browser's own import().
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
    await module.options({ noWorker: true, metaCacheTag: ENTRY_TAG });
    await module.init();
    return module;
  })();
  // When the engine has come (its preload's load), or ENGINE_WAIT_MS, should the preload never say.
  let engineHere = false;
  const engineArrived = new Promise((resolve) => {
    if (!engine.relList.supports?.("preload")) resolve(undefined);
    engine.addEventListener("load", resolve);
    engine.addEventListener("error", resolve);
    setTimeout(resolve, ENGINE_WAIT_MS);
  }).then(() => {
    engineHere = true;
  });
  // The index's outline, a small file fetched with the engine. With its chunks, a query typed while
  // the engine is on its way (the first, on a slow link) has its chunks fetched beside it, rather
  // than once Pagefind has started, a round trip later; once the engine has come, Pagefind soon asks
  // for them itself, and a preload could then be a second request. With its words, the next keys
  // are guessed as soon as Pagefind has this query's index, not once the results file has come.
  // Without it (a failed request), nothing is fetched early and nothing guessed.
  const outline = fetch(`${SEARCH_DIR}outline.${language}.json`)
    .then((response) => (response.ok ? (response.json() as Promise<Outline>) : undefined))
    .catch(() => undefined)
    .then((read) => read ?? { chunks: [], words: [] });
  const words = outline.then(({ words: counted }) => counted);
  const fetchedEarly = new Set<string>();
  const fetchEarly = (query: string) =>
    void outline.then(({ chunks }) => {
      if (engineHere) return;
      for (const hash of chunksFor(query, chunks).filter((name) => !fetchedEarly.has(name))) {
        fetchedEarly.add(hash);
        preload(`${SEARCH_DIR}index/${hash}.pf_index`);
      }
    });
  // The results file is wanted only once Pagefind has answered. Fetched with the engine, it would
  // share a slow link with it and hold back the engine, which the first results wait for; it starts
  // once the engine has arrived, while the engine starts and the index is fetched.
  const results = engineArrived
    .then(() => fetch(`${SEARCH_DIR}results.${language}.json`))
    .then((response) => {
      if (!response.ok) throw new Error(`search results: ${response.status}`);
      return response.json() as Promise<Record<string, SearchHit>>;
    });
  const mine = { language, pagefind, results, words, fetchEarly };
  loaded = mine;
  Promise.all([pagefind, results]).catch(() => {
    if (loaded === mine) loaded = undefined;
  });
  return mine;
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

/**
 * The first RESULTS_SHOWN pages that match what was typed, best first, with what their lists show.
 * Once this query's index has arrived, and while it is searched and its results drawn, the index
 * the likeliest next keys need (prefetchedQueries): each key of a short word can reach another
 * part of the index (another chunk, a round trip on a slow link), which is then on its way or
 * there. (Asked for only after the results were drawn, it started 150 to 200 ms later on the
 * bench's phone after a first key, whose search and drawing are the slowest: bench/FINDINGS.md.)
 */
export function searchCatalogue(query: string): Promise<SearchHit[]> {
  return searchIn(loadSearch(), query);
}

/** searchCatalogue in a given language's search (tests/unit/lib/search.test.ts gives it a fake Pagefind). */
export async function searchIn(search: Search, query: string): Promise<SearchHit[]> {
  search.fetchEarly(query);
  const pagefind = await search.pagefind;
  // This query's index alone first: the next keys' would share the slow link with it.
  await pagefind.preload(query);
  void search.words.then((words) => {
    for (const next of prefetchedQueries(query, words)) void pagefind.preload(next).catch(() => undefined);
  });
  const { results } = await pagefind.search(query);
  return hitsOf(search, results.slice(0, RESULTS_SHOWN));
}

/**
 * What a buyer is likely to type next: the query with its last word one letter longer, by the
 * letters that most often follow that word's beginning in the names of the language's products
 * and categories (what buyers mostly type), most frequent first; none after a finished word.
 * Compared without accents, as Pagefind searches ("ses" goes on as "sesa" from "Sésame").
 */
export function likelyNextQueries(query: string, words: NameWords, count = NEXT_KEYS_PREFETCHED): string[] {
  const typed = withoutAccents(query.toLocaleLowerCase());
  const last = typed.split(/\s+/).at(-1) ?? "";
  if (last === "") return [];
  const following = new Map<string, number>();
  for (const [word, times] of wordsOf(words)) {
    if (word.length <= last.length || !word.startsWith(last)) continue;
    const longer = last + String.fromCodePoint(word.codePointAt(last.length)!);
    following.set(longer, (following.get(longer) ?? 0) + times);
  }
  const head = typed.slice(0, typed.length - last.length);
  return [...following]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
    .slice(0, count)
    .map(([longer]) => head + longer);
}

/**
 * The queries whose index follows a query's results: its likeliest next keys, and the likeliest
 * key after the likeliest, fetched together. One key ahead, a buyer who types on at once (100 to
 * 300 ms a key) finds that key's chunk still on its way over a slow link (a round trip of 150 ms
 * and more); two keys ahead, it has had a key's time to arrive. (Fetched only once the next keys'
 * had arrived, the further chunk held back other keys more than it helped: bench/FINDINGS.md.)
 */
export function prefetchedQueries(query: string, words: NameWords): string[] {
  const next = likelyNextQueries(query, words);
  return next.length > 0 ? [...next, ...likelyNextQueries(next[0]!, words, 1)] : [];
}

/**
 * The index chunks Pagefind asks for a query (request_indexes, pagefind_web/src/lib.rs, Pagefind
 * 1.6): for each of its words as Pagefind searches them (pagefindWords), every chunk whose first
 * and last words it falls between; if none, every chunk whose first and last words begin as it
 * does. (Pagefind also asks for the chunks of each word's stem, which it alone can work out; a
 * stem in another chunk is fetched once Pagefind has started.)
 */
export function chunksFor(query: string, chunks: readonly IndexChunk[]): string[] {
  const found = new Set<string>();
  const start = (text: string, length: number) => [...text].slice(0, length).join("");
  for (const word of pagefindWords(query)) {
    const length = [...word].length;
    const within = chunks.filter(([from, to]) => word >= from && word <= to);
    const alike = chunks.filter(([from, to]) => {
      const [fromLength, toLength] = [Math.min(length, [...from].length), Math.min(length, [...to].length)];
      return start(word, fromLength) >= start(from, fromLength) && start(word, toLength) <= start(to, toLength);
    });
    for (const [, , hash] of within.length > 0 ? within : alike) found.add(hash);
  }
  return [...found];
}

/** A query's words as Pagefind searches them (its search()): without punctuation, in lower case, without accents. */
function pagefindWords(query: string): string[] {
  const kept = [...query].filter((char) => !/[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/u.test(char)).join("");
  return kept.toLocaleLowerCase().replace(/\s{2,}/g, " ").trim().split(" ").map(withoutAccents).filter((word) => word !== "");
}

/** Every category page of the page's language, in the catalogue's order: what a query that matches nothing offers. */
export async function catalogueCategories(): Promise<{ url: string; name: string }[]> {
  const search = loadSearch();
  const { results } = await (await search.pagefind).search(null, { filters: CATEGORY_FILTER, sort: { [CATEGORY_ORDER]: "asc" } });
  return (await hitsOf(search, results)).map(({ url, title }) => ({ url, name: title }));
}

/** The words of the names, lower case, without accents and split at anything but a letter or digit, with their counts: worked out once, not at every key. */
const normalized = new WeakMap<NameWords, Map<string, number>>();
function wordsOf(words: NameWords): Map<string, number> {
  if (!normalized.has(words)) {
    const counts = new Map<string, number>();
    for (const [text, times] of words) {
      for (const word of withoutAccents(text.toLocaleLowerCase()).split(/[^\p{L}\p{N}]+/u)) counts.set(word, (counts.get(word) ?? 0) + times);
    }
    normalized.set(words, counts);
  }
  return normalized.get(words)!;
}

/** Letters without their combining marks (é as e), as Pagefind normalises what it indexes and what is typed. */
function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}
