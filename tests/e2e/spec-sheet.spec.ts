/**
 * Every product's spec sheet (plugins/spec-sheets), in every language: the product page links to
 * it, the host serves it as a PDF, and it is one A4 page under 300 KB whose text (real text,
 * not a picture of it) carries, in the page's language, the product's name, the sheet's title,
 * the company, the HS code and every specification value. Arabic is laid out right to left,
 * its letters joined as Arabic writes them and read back in order.
 */
import { extractTextItems, getDocumentProxy, type StructuredTextItem } from "unpdf";
import { expect, test } from "./fixtures";
import { contentIn } from "./content";
import { localizedPath, locales } from "../../src/lib/locales";
import { productPath } from "../../src/lib/routes";

const MAX_BYTES = 300_000;
/** ISO A4 in PDF points. */
const A4 = { width: 595.28, height: 841.89 };

/**
 * The sheet's lines in reading order. A PDF holds its text as placed runs of glyphs, Arabic ones
 * in the order they stand on the line (left to right); each run gives its glyphs in reading
 * order, so a line reads in its runs' order from the right in a right-to-left page.
 */
async function sheetLines(body: Buffer, dir: "ltr" | "rtl") {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const size = (await pdf.getPage(1)).getViewport({ scale: 1 });
  const { items } = await extractTextItems(pdf);
  const byBaseline = new Map<number, StructuredTextItem[]>();
  for (const item of items[0] ?? []) {
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
const comparable = (text: string) =>
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
const joinedForms = (text: string) => [...text].filter((char) => char >= "\uFE80" && char <= "\uFEFC" && !isolatedForms.has(char));

for (const { code, dir, englishName } of locales) {
  const { catalogue, products, site } = contentIn(code);
  for (const product of products) {
    test(`the spec sheet of ${product.id} in ${englishName} is one A4 page with the product's facts in ${englishName}`, async ({ page, request }) => {
      await page.goto(localizedPath(code, productPath(product.id)));
      const link = page.getByRole("link", { name: catalogue.specSheetLabel });
      const href = localizedPath(code, `${productPath(product.id)}spec-sheet.pdf`);
      await expect(link).toHaveAttribute("href", href);

      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const body = await response.body();
      expect(body.byteLength).toBeLessThan(MAX_BYTES);

      const { pages, size, lines } = await sheetLines(body, dir);
      expect(pages).toBe(1);
      expect(Math.abs(size.width - A4.width)).toBeLessThan(2);
      expect(Math.abs(size.height - A4.height)).toBeLessThan(2);

      const text = comparable(lines.map(({ raw }) => raw).join(" "));
      const expected = [product.name, catalogue.specSheetTitle, site.company.name, product.hsCode, ...product.specifications.map(({ value }) => value)];
      expect(expected.filter((fact) => !text.includes(comparable(fact))), text).toEqual([]);

      // The name's line starts at the margin the language starts from.
      const name = lines.find(({ raw }) => comparable(raw) === comparable(product.name));
      expect(name, `a line of its own with "${product.name}"`).toBeDefined();
      if (dir === "rtl") expect(name!.right).toBeGreaterThan(size.width * 0.9);
      else expect(name!.left).toBeLessThan(size.width * 0.1);
      if (code === "ar") expect(joinedForms(name!.raw).length, `joined letters in "${name!.raw}"`).toBeGreaterThan(0);
    });
  }
}
