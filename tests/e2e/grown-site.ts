/**
 * The catalogue grown to 100 products (copies of the ten, in every language: scripts/grown-catalogue.mjs),
 * a kept scratch site (scripts/scratch-sites.mjs) that the Chromium and the engines' tests share:
 * built once per checkout, again only when the site's sources, content, patches or dependencies change.
 */
import { GROWN_PRODUCTS } from "../../scripts/scratch-sites.mjs";
import { keptSite } from "./scratch-site";

export { GROWN_PRODUCTS };

/** The port the grown site is served on (the site under test is on E2E_PORT, 9123 by default). */
export const GROWN_PORT = Number(process.env.E2E_GROWN_PORT ?? 9124);
export const grownOrigin = `http://127.0.0.1:${GROWN_PORT}`;

/** The grown site's folder, built (or waited for, while npm test's background builds it). */
export const grownSite = (): string => keptSite("grown");
