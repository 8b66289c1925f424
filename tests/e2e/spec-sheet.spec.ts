/**
 * Every product's spec sheet (plugins/spec-sheets): the product page links to
 * it, the host serves it as a PDF, and it is one A4 page under 300 KB whose
 * text (real text, not a picture of it) carries the product's name, the
 * company, the HS code and every specification value.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./fixtures";
import { content } from "./content";

const { catalogue, products, site } = content;
const MAX_BYTES = 300_000;
/** ISO A4 in PDF points. */
const A4 = { width: 595.28, height: 841.89 };

/** The sheet's text as one line: a PDF holds lines as the page wrapped them. */
const normalised = (text: string) => text.replace(/\s+/g, " ").trim();

for (const product of products) {
  test(`the spec sheet of ${product.id} is one A4 page with the product's facts`, async ({ page, request }) => {
    await page.goto(`/products/${product.id}/`);
    const link = page.getByRole("link", { name: catalogue.specSheetLabel });
    await expect(link).toHaveAttribute("href", `/products/${product.id}/spec-sheet.pdf`);

    const response = await request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const body = await response.body();
    expect(body.byteLength).toBeLessThan(MAX_BYTES);

    const pdf = await getDocumentProxy(new Uint8Array(body));
    expect(pdf.numPages).toBe(1);
    const { width, height } = (await pdf.getPage(1)).getViewport({ scale: 1 });
    expect(Math.abs(width - A4.width)).toBeLessThan(2);
    expect(Math.abs(height - A4.height)).toBeLessThan(2);

    const text = normalised((await extractText(pdf, { mergePages: true })).text);
    const expected = [product.name, site.company.name, product.hsCode, ...product.specifications.map(({ value }) => value)];
    expect(expected.filter((fact) => !text.includes(normalised(fact))), text).toEqual([]);
  });
}
