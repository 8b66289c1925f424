/**
 * The pure parts of a spec sheet: what its cache key is made of, the page the
 * printer is served, and the checks a printed sheet must pass.
 */
import crypto from "node:crypto";

/** A sheet must be smaller than this (300 KB): a buyer downloads it on a phone, and mails it on. */
export const MAX_SHEET_BYTES = 300_000;

/** ISO A4 in PDF points (1/72 inch): 210 x 297 mm. */
const A4_POINTS = { width: 595.28, height: 841.89 };
/** Chromium rounds the page box to whole device pixels, a point or so. */
const PAGE_SIZE_TOLERANCE_POINTS = 2;

/**
 * Changes with how a page is printed (the PDF options, the page served to the
 * printer, the batching), so that a cached sheet made the old way is not reused.
 */
const SHEET_RECIPE =
  "spec-sheet 4: print media, A4 from CSS, backgrounds, no scripts, JPEG pictures, the shipped fonts, links to the site, printed in batches and split";

const all = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).join("\n");

/** The parts of a built page that its sheet is made of. */
function sheetParts(html: string) {
  return {
    /** The `<html>` start tag: the page's language and direction. */
    root: html.match(/<html\b[^>]*>/i)?.[0] ?? "<html>",
    styles: all(html, /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi),
    symbols: html.match(/<symbol\b[^>]*>[\s\S]*?<\/symbol\s*>/gi) ?? [],
    main: html.match(/<main\b[\s\S]*<\/main\s*>/i)?.[0] ?? "",
  };
}

/**
 * What of a page is printed: its styles, its icon symbols and its `<main>`. The site's header and
 * footer are hidden on paper, and the header lists every product, so renaming one product would
 * otherwise change every page and remake every sheet. The scripts change with every code build
 * and are not printed either.
 */
export function printedParts(html: string): string {
  const { styles, symbols, main } = sheetParts(html);
  return [styles, symbols.join("\n"), main].join("\0");
}

/**
 * The cache key of a page's sheet: what is printed of it, which holds the text, the inlined
 * CSS, the content-hashed picture URLs and the issue date, and what the printer adds to every
 * page (`printing`: the fonts' version and the site's address its links are made absolute to).
 */
export function sheetKey(html: string, printing = ""): string {
  return crypto.createHash("sha256").update(SHEET_RECIPE).update("\0").update(printing).update("\0").update(printedParts(html)).digest("hex");
}

/**
 * Pages with the same batch key can be printed as one document (batchHtml): the same language
 * and direction, and the same inlined CSS, so each is laid out exactly as on its own.
 */
export function batchKey(html: string): string {
  const { root, styles } = sheetParts(html);
  return crypto.createHash("sha256").update(root).update("\0").update(styles).digest("hex");
}

/**
 * The page as it is served to the printer: the same HTML with its AVIF and
 * WebP `<source>`s left out, so each picture is the `<img>`'s JPEG. Chromium
 * puts a JPEG into the PDF as it is, but decodes AVIF and WebP and stores
 * their pixels losslessly: a 600 px product picture takes 23 KB instead of 260 KB.
 */
export function printableHtml(html: string): string {
  return html.replace(/<source\b[^>]*\btype="image\/(?:avif|webp)"[^>]*>/gi, "");
}

/**
 * Several pages' sheets as one document to print, each starting a new sheet of paper: the first
 * page's `<html>` tag and styles (the pages share a batchKey), every page's icon symbols once, and
 * each page's printable `<main>`, in order. Printing it costs little more than printing one page.
 */
export function batchHtml(pages: readonly string[]): string {
  const parts = pages.map(sheetParts);
  const [first] = parts;
  if (!first) throw new Error("batchHtml needs at least one page");
  const symbols = [...new Set(parts.flatMap(({ symbols }) => symbols))].join("");
  const sheets = parts.map(({ main }, index) => `<div${index > 0 ? ' style="break-before: page"' : ""}>${printableHtml(main)}</div>`).join("");
  return `<!DOCTYPE html>${first.root}<head><meta charset="utf-8">${first.styles}</head><body><svg aria-hidden="true" style="display:none">${symbols}</svg>${sheets}</body></html>`;
}

/**
 * The page's links made absolute to the page's public address (`pageUrl`, on the site's SITE_URL):
 * the printer serves the page from a local server, and Chromium writes each link into the PDF
 * resolved against the address it printed from, which would be dead in a buyer's copy. Links
 * with a scheme (https:, mailto:, tel:) and links within the page (#...) are left as they are.
 */
export function absoluteLinks(html: string, pageUrl: string): string {
  return html.replace(/<(?:a|area)\b[^>]*>/gi, (tag) =>
    tag.replace(/(\shref\s*=\s*)(["'])(.*?)\2/i, (attribute, name: string, quote: string, href: string) =>
      /^\s*(?:[a-z][a-z\d+.-]*:|#)/i.test(href) ? attribute : `${name}${quote}${new URL(href.trim(), pageUrl).href}${quote}`,
    ),
  );
}

/** The page with the printer's own `<head>` content (the sheet's fonts) after the page's own. */
export function withHead(html: string, head: string): string {
  return html.replace(/<\/head\s*>/i, (end) => `${head}${end}`);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The page's `<title>`, as the document's title a browser shows (character references decoded). */
export function pageTitle(html: string): string {
  const title = html.match(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/i)?.[1] ?? "";
  return title.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (reference, decimal?: string, hex?: string, name?: string) => {
    if (decimal || hex) return String.fromCodePoint(decimal ? Number(decimal) : parseInt(hex!, 16));
    return ENTITIES[name!.toLowerCase()] ?? reference;
  });
}

/** The number of pages of a PDF as Chromium writes it (page objects are not compressed). */
export function pdfPageCount(pdf: Uint8Array): number {
  return Buffer.from(pdf).toString("latin1").match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

/** Width and height, in points, of each page's MediaBox. */
export function pdfPageSizes(pdf: Uint8Array): { width: number; height: number }[] {
  return [...Buffer.from(pdf).toString("latin1").matchAll(/\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/g)].map(
    ([, x0, y0, x1, y1]) => ({ width: Number(x1) - Number(x0), height: Number(y1) - Number(y0) }),
  );
}

const isA4 = ({ width, height }: { width: number; height: number }) =>
  Math.abs(width - A4_POINTS.width) <= PAGE_SIZE_TOLERANCE_POINTS && Math.abs(height - A4_POINTS.height) <= PAGE_SIZE_TOLERANCE_POINTS;

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** What is wrong with a printed sheet, each problem naming the product; none for a good sheet. */
export function sheetProblems(slug: string, pdf: Uint8Array): string[] {
  const problems: string[] = [];
  const pages = pdfPageCount(pdf);
  if (pages !== 1) {
    problems.push(
      `the spec sheet of product "${slug}" has ${pages} pages; it must fit on one A4 page ` +
        "(shorten the product's texts in content/products.json, or tighten the print styles of src/components/product/)",
    );
  }
  const sizes = pdfPageSizes(pdf);
  if (sizes.length > 0 && !sizes.every(isA4)) {
    const [size] = sizes;
    problems.push(`the spec sheet of product "${slug}" is ${size!.width.toFixed(0)} x ${size!.height.toFixed(0)} pt, not A4 (check @page in src/styles/global.css)`);
  }
  if (pdf.byteLength >= MAX_SHEET_BYTES) {
    problems.push(
      `the spec sheet of product "${slug}" is ${kilobytes(pdf.byteLength)}; it must be under ${kilobytes(MAX_SHEET_BYTES)} ` +
        "(a picture stored in the PDF uncompressed, or a very large picture, is the usual cause)",
    );
  }
  return problems;
}
