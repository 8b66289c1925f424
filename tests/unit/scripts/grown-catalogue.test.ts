/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { growCatalogue } from "../../../scripts/grown-catalogue.mjs";

const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

test("a grown catalogue is copies of the real products, numbered after the first, translated in every language as their originals are", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "grown-"));
  try {
    fs.cpSync(path.resolve(__dirname, "..", "..", "..", "content"), dir, { recursive: true });
    const real = read(path.join(dir, "products.json")).products as { id: string; name: string; category: string }[];
    growCatalogue(dir, 25);
    const grown = read(path.join(dir, "products.json")).products as typeof real;
    expect(grown).toHaveLength(25);
    expect(grown.slice(0, real.length)).toEqual(real);
    expect(grown[real.length]).toMatchObject({ id: `${real[0]!.id}-2`, name: `${real[0]!.name} 2`, category: real[0]!.category });
    expect(new Set(grown.map(({ id }) => id)).size).toBe(25);
    for (const code of ["ar", "es", "fr"]) {
      const translation = read(path.join(dir, "locales", code, "products.json"));
      const original = read(path.resolve(__dirname, "..", "..", "..", "content", "locales", code, "products.json"));
      expect(translation.products.map(({ id }: { id: string }) => id)).toEqual(grown.map(({ id }) => id));
      expect(translation.products[real.length].name).toBe(`${original.products[0].name} 2`);
      // The copy's texts are recorded as translated from the same English as the original's, but its new name.
      expect(translation.translatedFrom[`products.${real[0]!.id}-2.description`]).toBe(original.translatedFrom[`products.${real[0]!.id}.description`]);
      expect(translation.translatedFrom).not.toHaveProperty(`products.${real[0]!.id}-2.name`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
