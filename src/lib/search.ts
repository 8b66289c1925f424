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

/** How many results a query shows: a buyer looks at the first few; more are a page away (the search page). */
export const RESULTS_SHOWN = 8;

/** A result as the lists show it, from the page's Pagefind meta (product pages: data-pagefind-meta). */
export interface SearchHit {
  url: string;
  title: string;
  /** A product's category name; a category's introduction (the part that matched). */
  detail: string;
  image?: string;
  hsCode?: string;
  /** "HS code", as the product page names it in its language. */
  hsLabel?: string;
  isCategory: boolean;
}

interface PagefindData {
  url: string;
  /** The text around the words found, the words in <mark>; the rest escaped as Pagefind escapes it (< and >). */
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

interface PagefindResult {
  data: () => Promise<PagefindData>;
}

interface Pagefind {
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  options: (options: { noWorker?: boolean }) => Promise<void>;
  search: (term: string | null, options?: { filters?: Record<string, string>; sort?: Record<string, "asc" | "desc"> }) => Promise<{ results: PagefindResult[] }>;
}

let loaded: { language: string; pagefind: Promise<Pagefind> } | undefined;

/**
 * Pagefind's script and its index of the page's language, loaded once; on failure the next call
 * tries again. Pagefind reads the language from <html lang> when it starts, so after a link of
 * the language switcher (the same header, a page in another language) it starts again. The
 * address is the site's, not webpack's: webpackIgnore keeps the browser's own import().
 */
export function loadPagefind(): Promise<Pagefind> {
  const language = document.documentElement.lang;
  if (loaded?.language === language) return loaded.pagefind;
  const previous = loaded?.pagefind;
  const pagefind = (async () => {
    preloadEngine(language);
    await previous?.then((old) => old.destroy()).catch(() => undefined);
    const module: Pagefind = await import(/* webpackIgnore: true */ PAGEFIND_SCRIPT);
    // In the page, not in a worker of its own: the worker is one more script fetched and started
    // after this one, on the first query's critical path, and a worker's fetches cannot take the
    // engine preloaded here.
    await module.options({ noWorker: true });
    await module.init();
    return module;
  })();
  loaded = { language, pagefind };
  pagefind.catch(() => {
    if (loaded?.pagefind === pagefind) loaded = undefined;
  });
  return pagefind;
}

/**
 * Starts fetching Pagefind's engine for `language` (the largest file of a first query, 60 KB)
 * beside its script, instead of after the script and its entry file have come. Pagefind names it by
 * the language alone (every language of the site has its own: tests/e2e/search.spec.ts), and its
 * fetch, in this page (noWorker), takes the preloaded answer.
 */
function preloadEngine(language: string) {
  const link = Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", crossOrigin: "anonymous", href: `${SEARCH_DIR}wasm.${language}.pagefind` });
  document.head.append(link);
}

/** The first RESULTS_SHOWN pages that match what was typed, best first, with what their lists show. */
export async function searchCatalogue(query: string): Promise<SearchHit[]> {
  const pagefind = await loadPagefind();
  const { results } = await pagefind.search(query);
  return Promise.all(results.slice(0, RESULTS_SHOWN).map(async (result) => toHit(await result.data())));
}

/** Every category page of the page's language, in the catalogue's order: what a query that matches nothing offers. */
export async function catalogueCategories(): Promise<{ url: string; name: string }[]> {
  const pagefind = await loadPagefind();
  const { results } = await pagefind.search(null, { filters: CATEGORY_FILTER, sort: { [CATEGORY_ORDER]: "asc" } });
  const hits = await Promise.all(results.map(async (result) => toHit(await result.data())));
  return hits.map(({ url, title }) => ({ url, name: title }));
}

/**
 * A page's entry in the index as the lists show it: its meta, written by the page itself, so no
 * other request is needed; a category's detail is the part of its introduction that matched.
 */
export function toHit({ url, meta, filters, excerpt }: PagefindData): SearchHit {
  const isCategory = filters.kind?.includes(CATEGORY_FILTER.kind) ?? false;
  return {
    url,
    title: meta.title ?? url,
    // The excerpt starts with the page's heading (its title) when the match is near it.
    detail: (isCategory ? plainText(excerpt).replace(`${meta.title ?? ""}. `, "") : meta.category) ?? "",
    // A category page sets no picture, and Pagefind's own pick is a card's full-size JPEG (43 KB).
    image: isCategory ? undefined : meta.image,
    hsCode: meta.hs,
    hsLabel: meta.hsLabel,
    isCategory,
  };
}

/** Pagefind's excerpt as plain text: the React lists show text, never markup. */
function plainText(excerpt: string): string {
  return excerpt.replace(/<\/?mark>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}
