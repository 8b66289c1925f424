/**
 * The rules by which the catalogue changes shape as it grows, in one place: the site keeps the
 * specification's shape for a small catalogue (every product in the header's menus, one grid of
 * cards) and, past these sizes, lists categories in the menus and numbers the pages of a listing.
 * No React and no Node APIs: the build (src/build/) and the components share them.
 */
import { listingPagePath } from "./routes";

/** The most products the home page's carousel shows (home.json, featured.products). */
export const FEATURED_PRODUCTS_MAX = 12;

/** The most products the header's dropdown and drawer list by name; a larger catalogue is listed there by category. */
export const PRODUCT_MENU_MAX = 12;

/**
 * The most products each of the contact form's product rows lists as choices; a larger catalogue gets
 * text fields instead (which Inquire Now fills in with the product's name), so the page stays within
 * its budget at any size. Five rows of 100 choices put /ar/contact/ 13.5 kB gzipped, past TCP's first
 * window with its headers; of 50, 12.6 kB.
 */
export const PRODUCT_CHOICE_MAX = 50;

/** The most product cards on one page of a listing (the product range, a category): a multiple of the grid's 3 columns. */
export const CARDS_PER_PAGE = 12;

/** Whether the header's menus list the categories (and "All products") rather than every product. */
export function menuListsCategories(productCount: number): boolean {
  return productCount > PRODUCT_MENU_MAX;
}

/** Whether the contact form lists the products to choose from, rather than a text field. */
export function formListsProducts(productCount: number): boolean {
  return productCount <= PRODUCT_CHOICE_MAX;
}

/** One page of a listing: its number (from 1), how many there are, its address and the cards it shows. */
export interface ListingPage {
  page: number;
  pageCount: number;
  path: string;
  skip: number;
  limit: number;
}

/** The pages of a listing of `count` products whose first page is `firstPage` ("/products/"): always at least one. */
export function listingPages(firstPage: string, count: number, perPage = CARDS_PER_PAGE): ListingPage[] {
  const pageCount = Math.max(1, Math.ceil(count / perPage));
  return Array.from({ length: pageCount }, (_, index) => ({
    page: index + 1,
    pageCount,
    path: listingPagePath(firstPage, index + 1),
    skip: index * perPage,
    limit: perPage,
  }));
}

/**
 * The products the home page's carousel shows in a language: those staff chose (home.json,
 * featured.products) that the language shows, in their order; when none is chosen (or none of
 * them is shown), the first FEATURED_PRODUCTS_MAX of the catalogue.
 */
export function featuredProducts(chosen: readonly string[], shown: readonly string[]): string[] {
  const available = chosen.filter((slug) => shown.includes(slug));
  return (available.length > 0 ? available : shown).slice(0, FEATURED_PRODUCTS_MAX);
}
