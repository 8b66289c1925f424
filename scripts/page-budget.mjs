/**
 * The HTML budget of a page, as `npm test` holds it (tests/e2e/budgets.spec.ts, the content checks
 * of tests/content, the grown catalogue) and bench/page-sizes.mjs reports it; decision 0037.
 *
 * A page arrives in TCP's first window (ten segments of 1,460 bytes): its gzipped HTML and response
 * headers within 14,600 B, so it takes one round trip and its main picture is asked for a round
 * trip sooner. A product page, which carries what a buyer checks (certificates, limits by market,
 * loads, samples) below its first screen, holds the same for its first screen only, everything the
 * first screen needs (the head with its CSS, the header, the title and the main picture's element,
 * which come first in its HTML), and arrives whole within 28,000 B (the second round trip's window
 * doubles the first). So does the register's page (About), whose list grows with every certificate
 * the company adds (decision 0050).
 */
import zlib from "node:zlib";

/** TCP's first window: ten segments of 1,460 bytes. */
export const FIRST_WINDOW_BYTES = 10 * 1460;

/** A page of facts (a product's, the register's), whole: within the first two round trips' windows (10 + 20 segments), with room to spare. */
export const FACTS_PAGE_BYTES = 28_000;

/** Whether a page is a product's: its structured data says so. */
export function isProductPage(html) {
  return html.includes('"@type":"Product"');
}

/** Whether a page holds the register of certificates (the About page; a product page holds those that cover it). */
function isRegisterPage(html) {
  return !isProductPage(html) && html.includes('id="certificates"');
}

/**
 * Where a page's first screen ends in its HTML: after its title (the `<h1>`) and its main picture's
 * `<img>` (the one fetched first, `fetchpriority="high"`), whichever comes later; null without a title.
 */
export function firstScreenEnd(html) {
  const title = html.indexOf("</h1>");
  if (title < 0) return null;
  const picture = html.search(/<img\b[^>]*\bfetchpriority="high"[^>]*>/i);
  const pictureEnd = picture < 0 ? 0 : html.indexOf(">", picture) + 1;
  return Math.max(title + "</h1>".length, pictureEnd);
}

/**
 * The gzipped bytes of `body` (as every host can send it), or of its first `end` bytes as a
 * stream that has sent them so far (flushed there, so a browser can read them all).
 */
export function gzipBytes(body, end = body.length) {
  if (end >= body.length) return zlib.gzipSync(body).length;
  return zlib.gzipSync(body.subarray(0, end), { finishFlush: zlib.constants.Z_SYNC_FLUSH }).length;
}

/**
 * A page's HTML against its budget: its kind, the bytes measured (each with the response headers'
 * `headerBytes`), and what is over, one line each, named by `route`.
 * @param {string} route
 * @param {Buffer} body
 * @param {number} headerBytes
 */
export function pageBudget(route, body, headerBytes) {
  const html = body.toString("utf8");
  const whole = gzipBytes(body) + headerBytes;
  const kind = isProductPage(html) ? "product" : isRegisterPage(html) ? "register" : "page";
  if (kind === "page") {
    return { kind, whole, over: whole > FIRST_WINDOW_BYTES ? [`${route}: ${whole} B of gzipped HTML and headers > ${FIRST_WINDOW_BYTES} B (TCP's first window)`] : [] };
  }
  const which = kind === "product" ? "a product page" : "the register's page";
  const end = firstScreenEnd(html);
  const over = [];
  if (end === null) over.push(`${route}: ${which} without a title (<h1>): its first screen cannot be measured`);
  const firstScreen = end === null ? whole : gzipBytes(body, Buffer.byteLength(html.slice(0, end))) + headerBytes;
  if (firstScreen > FIRST_WINDOW_BYTES) over.push(`${route}: ${firstScreen} B of gzipped HTML to the end of its title and main picture, and headers > ${FIRST_WINDOW_BYTES} B (TCP's first window)`);
  if (whole > FACTS_PAGE_BYTES) over.push(`${route}: ${whole} B of gzipped HTML and headers > ${FACTS_PAGE_BYTES} B (${which}, whole)`);
  return { kind, firstScreen, whole, over };
}
