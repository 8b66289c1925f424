/** Where the search index (public/pagefind/, written by scripts/search-index.mjs) puts the results' pictures; named by their content, so plugins/delivery/hosting-headers.mjs caches them for a year. */
export const THUMBS_DIR = "thumbs";
