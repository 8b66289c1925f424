/**
 * The code of the pages' static parts (StaticPart, decision record 0045), loaded on demand: a
 * product page's trade terms, limits by market and shipping, and its certificates; the About
 * page's register of certificates. A module of its own, which the app's script
 * (gatsby-browser.tsx) imports to preload them once a page has started, without the pages' own code.
 */
import { onDemand } from "./on-demand";

export const productFacts = onDemand(() => import("../product/product-facts"));
export const certificates = onDemand(() => import("../certifications/certifications"));

/** Fetches them, once: a visitor who moves to a product page inside the app then sees it whole in its first frame. */
export function preloadStaticFacts(): Promise<unknown> {
  return Promise.all([productFacts.preload(), certificates.preload()]);
}
