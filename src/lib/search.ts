/**
 * The catalogue's search, in the browser: Pagefind's index of the built product and category pages
 * (scripts/search-index.mjs writes it to /pagefind/ after the build, one index per page language).
 * Nothing here runs until a visitor reaches for a search field: the field's lazily loaded chunk
 * imports this module, and this module loads Pagefind's own script only when first asked.
 */

/** The index's address; Pagefind's script finds its files beside itself. */
export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";

/** How many results a query shows: a buyer looks at the first few; more are a page away (the search page). */
export const RESULTS_SHOWN = 8;

/** What the product and category pages mark for the index (data-pagefind-filter on category pages). */
export const CATEGORY_FILTER = { kind: "category" } as const;

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
  search: (term: string | null, options?: { filters?: Record<string, string> }) => Promise<{ results: PagefindResult[] }>;
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
    await previous?.then((old) => old.destroy()).catch(() => undefined);
    const module: Pagefind = await import(/* webpackIgnore: true */ PAGEFIND_SCRIPT);
    await module.init();
    return module;
  })();
  loaded = { language, pagefind };
  pagefind.catch(() => {
    if (loaded?.pagefind === pagefind) loaded = undefined;
  });
  return pagefind;
}

/** The first RESULTS_SHOWN pages that match what was typed, best first, with what their lists show. */
export async function searchCatalogue(query: string): Promise<SearchHit[]> {
  const pagefind = await loadPagefind();
  const { results } = await pagefind.search(query);
  return Promise.all(results.slice(0, RESULTS_SHOWN).map(async (result) => toHit(await result.data())));
}

/** Every category page of the page's language, by name: what a query that matches nothing offers. */
export async function catalogueCategories(): Promise<{ url: string; name: string }[]> {
  const pagefind = await loadPagefind();
  const { results } = await pagefind.search(null, { filters: CATEGORY_FILTER });
  const hits = await Promise.all(results.map(async (result) => toHit(await result.data())));
  return hits.map(({ url, title }) => ({ url, name: title })).sort((a, b) => a.name.localeCompare(b.name));
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
