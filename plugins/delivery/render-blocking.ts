/**
 * The first paint waits for what the page's first TCP window brings (decision 0048): a
 * `<link rel="expect" blocking="render">` in the head. Left alone, Chromium's parser yields after
 * about 10 ms, so the browser painted a page half parsed, then parsed the rest, ran the scripts
 * that end it, and styled and laid out the whole page again in one task after its first paint: the
 * longest task a visitor's first tap could meet (and Lighthouse's TBT counted it whole). Waiting
 * for the end of the page styles and lays it out once. `href="#"`, which the HTML standard makes
 * wait for the end of the parse, does not wait in Chromium 156 (tests/e2e/first-paint.spec.ts),
 * so the page ends with an empty element to wait for instead (PAGE_END_ID), after Gatsby's
 * scripts. A product page's HTML is longer than the first window (scripts/page-budget.mjs), so it
 * waits only for its first screen, whose last element its page context names
 * (FIRST_SCREEN_END_FIELD): its first paint still comes with the first window, not a round trip
 * later. Firefox and Safari do not know `rel="expect"` and paint as before.
 */
import { createElement, type ReactElement } from "react";
import { FIRST_SCREEN_END_FIELD } from "../../src/lib/first-screen";

/** The `id` of the empty element that ends every page, after its scripts. */
export const PAGE_END_ID = "page-end";

/** The link for a page of this data (Gatsby's page data, `loadPageDataSync`'s). */
export function renderBlockingLink(pageData: unknown): ReactElement {
  const context = (pageData as { result?: { pageContext?: Record<string, unknown> } } | undefined)?.result?.pageContext;
  const end = context?.[FIRST_SCREEN_END_FIELD];
  return createElement("link", { key: "render-after", rel: "expect", href: `#${typeof end === "string" && end !== "" ? end : PAGE_END_ID}`, blocking: "render" });
}

/** The element the link waits for on a page that waits for its end: the last of the page. */
export const pageEnd = (): ReactElement => createElement("template", { key: PAGE_END_ID, id: PAGE_END_ID });
