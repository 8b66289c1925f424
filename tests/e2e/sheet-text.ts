/**
 * A printed spec sheet's text as a reader reads it, for the tests that check what a sheet says
 * (spec-sheet.spec.ts) and that it says it on any machine (spec-sheet-printer.spec.ts).
 */
import { extractTextItems, getDocumentProxy, type StructuredTextItem } from "unpdf";

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
  for (const item of items[0] ?? []) {
    // pdf.js adds a space of (almost) no width where a glyph steps back (a vowel mark above its letter): none was printed.
    if (!item.str.trim() && item.width < 1) continue;
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
export const joinedForms = (text: string) => [...text].filter((char) => char >= "\uFE80" && char <= "\uFEFC" && !isolatedForms.has(char));
