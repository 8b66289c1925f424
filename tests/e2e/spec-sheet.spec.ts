/**
 * Every product's spec sheet (plugins/spec-sheets), in every language: the product page links to
 * it, the host serves it as a PDF, and it is one A4 page under 300 KB whose text (real text,
 * not a picture of it) carries, in the page's language, the product's name, the sheet's title,
 * the company, the HS code and every specification value. Arabic is laid out right to left,
 * its letters joined as Arabic writes them and read back in order. It is set in the fonts the
 * site ships for print (plugins/spec-sheets/fonts.ts), which no visitor downloads, and its links
 * lead to the site (SITE_URL), not to the printer's local server.
 */
import { expect, test } from "./fixtures";
import { contentIn } from "./content";
import { comparable, joinedForms, linesOf, SHIPPED_FONTS, sheetFonts, sheetLines, sheetLinks } from "./sheet-text";
import { siteUrl } from "../../src/lib/build-settings";
import { covers } from "../../src/lib/certificates";
import { localizedPath, locales } from "../../src/lib/locales";
import { categoryPath, productPath, specSheetPath } from "../../src/lib/routes";

const MAX_BYTES = 300_000;
/** ISO A4 in PDF points. */
const A4 = { width: 595.28, height: 841.89 };

for (const { code, dir, englishName } of locales) {
  const { catalogue, products, site } = contentIn(code);
  for (const product of products) {
    test(`the spec sheet of ${product.id} in ${englishName} is one A4 page with the product's facts in ${englishName}`, async ({ page, request }) => {
      // The link is in the page as served: no need to wait for its scripts.
      await page.goto(localizedPath(code, productPath(product.id)), { waitUntil: "domcontentloaded" });
      const link = page.getByRole("link", { name: catalogue.specSheetLabel });
      const href = localizedPath(code, specSheetPath(product.id));
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
      // The limits by market are the page's: the sheet names the markets and the page's address (a buyer read the sheet's aflatoxin limit as all there was).
      // Castor oil states none: its sheet names none, and the site's address alone.
      if (product.markets.length > 0) {
        const pointer = [catalogue.marketsHeading, ...product.markets.map(({ market }) => market), `${siteUrl.replace(/^https?:\/\//, "")}${localizedPath(code, productPath(product.id))}`];
        expect(pointer.filter((fact) => !text.includes(comparable(fact))), text).toEqual([]);
      } else {
        expect(text.includes(comparable(catalogue.marketsHeading)), text).toBe(false);
      }

      // Each certificate covering the product is listed, its number whole on one line (never broken at a hyphen).
      for (const { number } of site.certifications.filter((certificate) => covers(certificate, product.id, product.category))) {
        expect(
          lines.some(({ raw }) => comparable(raw).includes(comparable(number))),
          `certificate number ${number} on one line`,
        ).toBe(true);
      }

      // The name's lines (one, or more if it breaks) start at the margin the language starts from.
      const [name] = linesOf(lines, product.name) ?? [];
      expect(name, `"${product.name}" on lines of its own`).toBeDefined();
      if (dir === "rtl") expect(name!.right).toBeGreaterThan(size.width * 0.9);
      else expect(name!.left).toBeLessThan(size.width * 0.1);
      if (code === "ar") expect(joinedForms(name!.raw).length, `joined letters in "${name!.raw}"`).toBeGreaterThan(0);

      // Set in the shipped fonts only: no font of the build machine's filled in.
      const fonts = sheetFonts(body);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((font) => !SHIPPED_FONTS.test(font))).toEqual([]);

      // Its links lead to the site, the category's to its page in the sheet's language.
      const links = await sheetLinks(body);
      expect(links).toContain(`${siteUrl}${localizedPath(code, categoryPath(product.category))}`);
      expect(links.filter((link) => !link.startsWith(`${siteUrl}/`))).toEqual([]);
    });
  }
}

for (const { code, englishName } of locales) {
  test(`a visitor to a product page in ${englishName} downloads no font, on screen or printing it`, async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "font" && fonts.push(request.url())));
    await page.goto(localizedPath(code, productPath(contentIn(code).products[0]!.id)));
    await page.emulateMedia({ media: "print" });
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
  });
}
