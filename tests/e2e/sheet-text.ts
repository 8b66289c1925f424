/**
 * A printed spec sheet's text as a reader reads it, for the tests that check what a sheet says
 * (spec-sheet.spec.ts) and that it says it on any machine (spec-sheet-printer.spec.ts): line by
 * line as it was laid out, so a heading broken over two lines still reads as one text. Also the
 * sheet's links and the fonts it was set in.
 */
import { extractLinks, extractTextItems, getDocumentProxy, type StructuredTextItem } from "unpdf";

/**
 * The sheet's lines in reading order. A PDF holds its text as placed runs of glyphs, Arabic ones
 * in the order they stand on the line (left to right); each run gives its glyphs in reading
 * order, so a line reads in its runs' order from the right in a right-to-left page.
 */
export async function sheetLines(body: Buffer, dir: "ltr" | "rtl") {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const size = (await pdf.getPage(1)).getViewport({ scale: 1 });
  const { items } = await extractTextItems(pdf);
  const byBaseline = new Map<number, StructuredTextItem[]>();
  for (const placed of items[0] ?? []) {
    // pdf.js adds a space of (almost) no width where a glyph steps back (a vowel mark above its letter), alone or
    // before the mark (" ٍ"): none was printed. Kept, it split the word the mark sits in ("صا ٍف").
    const item = placed.width < 1 ? { ...placed, str: placed.str.replace(/\s/g, "") } : placed;
    if (!item.str) continue;
    const baseline = Math.round(item.y);
    byBaseline.set(baseline, [...(byBaseline.get(baseline) ?? []), item]);
  }
  const lines = [...byBaseline.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, runs]) => {
      runs.sort((a, b) => (dir === "rtl" ? b.x - a.x : a.x - b.x));
      return { raw: runs.map(({ str }) => str).join(""), left: Math.min(...runs.map(({ x }) => x)), right: Math.max(...runs.map(({ x, width }) => x + width)) };
    });
  return { pages: pdf.numPages, size, lines };
}

/**
 * Text as compared: letters as written (Arabic presentation forms to letters), without Arabic's
 * vowel marks (a PDF places them on lines of their own), brackets (drawn mirrored in Arabic), the
 * Arabic comma (a PDF may keep it with the number it follows on the line, not after it) and runs
 * of white space.
 */
export const comparable = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[\u064B-\u065F\u0670]/g, "")
    .replace(/[()\u060C]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Arabic letters' isolated forms (each letter's forms stand in Unicode as isolated, final, initial,
 * medial): a word whose letters were joined when it was laid out has the other forms too.
 */
const isolatedForms = new Set<string>();
const seenLetters = new Set<string>();
for (let code = 0xfe80; code <= 0xfefc; code++) {
  const form = String.fromCharCode(code);
  const letter = form.normalize("NFKC");
  if (!seenLetters.has(letter)) isolatedForms.add(form);
  seenLetters.add(letter);
}
/** The sheet's text as compared: its lines in reading order, one after the other (a text broken over lines reads on). */
export async function sheetText(body: Buffer, dir: "ltr" | "rtl" = "ltr") {
  const { lines } = await sheetLines(body, dir);
  return comparable(lines.map(({ raw }) => raw).join(" "));
}

type Line = Awaited<ReturnType<typeof sheetLines>>["lines"][number];

/** The consecutive lines that hold `text` and nothing else (a name broken over two lines is both), or undefined. */
export function linesOf(lines: readonly Line[], text: string): Line[] | undefined {
  const wanted = comparable(text);
  for (let first = 0; first < lines.length; first++) {
    // A line of nothing but vowel marks (placed apart from their letters) starts no text.
    if (!comparable(lines[first]!.raw)) continue;
    for (let last = first; last < lines.length; last++) {
      const read = comparable(lines.slice(first, last + 1).map(({ raw }) => raw).join(" "));
      if (read === wanted) return lines.slice(first, last + 1);
      if (!wanted.startsWith(read)) break;
    }
  }
  return undefined;
}

/** The addresses the sheet's links lead to. */
export async function sheetLinks(body: Buffer): Promise<string[]> {
  return (await extractLinks(new Uint8Array(body))).links;
}

/** The fonts the site ships for its sheets (plugins/spec-sheets/fonts.ts: Noto Sans, Noto Serif, Vazirmatn's Arabic), by their PostScript names. */
export const SHIPPED_FONTS = /^(NotoSans|NotoSerif|Vazirmatn)-(Regular|SemiBold|Bold)$/;

/**
 * The fonts a sheet's text is set in, by their PostScript names without the subset's tag
 * ("ABCDEF+NotoSans-Regular" is "NotoSans-Regular"). Chromium writes the font dictionaries as
 * plain objects, and the printer's split keeps them so.
 */
export function sheetFonts(body: Buffer): string[] {
  const names = [...body.toString("latin1").matchAll(/\/BaseFont\s*\/([^\s/<>[\]()]+)/g)].map(([, name]) => name!.replace(/^[A-Z]{6}\+/, ""));
  return [...new Set(names)].sort();
}

export const joinedForms = (text: string) => [...text].filter((char) => char >= "\uFE80" && char <= "\uFEFC" && !isolatedForms.has(char));
