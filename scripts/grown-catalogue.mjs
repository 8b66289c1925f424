/**
 * A catalogue grown to any size, for the scratch sites of the tests and the bench: copies of the
 * real products, each translated as its original is, in a copy of the content folder. The first
 * copy of each product is the product itself; the others get the copy's number after their id and
 * name ("groundnut-meal-2", "Groundnut Extraction Meal 2"), in every language, so the catalogue
 * keeps the real categories, pictures and translations. A copy's name is marked outdated in each
 * translation (its English is new), which the build only lists.
 */
import fs from "node:fs";
import path from "node:path";

/** Rewrites products.json and each language's products.json in `contentDir` (a copy of content/) to hold `count` products. */
export function growCatalogue(contentDir, count) {
  const file = (...parts) => path.join(contentDir, ...parts);
  const read = (name) => JSON.parse(fs.readFileSync(name, "utf8"));
  const write = (name, data) => fs.writeFileSync(name, `${JSON.stringify(data, null, 2)}\n`);
  const { products: real } = read(file("products.json"));
  const copyOf = (index) => ({ source: real[index % real.length], number: Math.floor(index / real.length) + 1 });
  const renamed = (product, number) => (number === 1 ? product : { ...product, id: `${product.id}-${number}`, name: `${product.name} ${number}` });
  const copies = Array.from({ length: count }, (_, index) => copyOf(index));
  write(file("products.json"), { products: copies.map(({ source, number }) => renamed(source, number)) });

  for (const code of fs.readdirSync(file("locales"))) {
    const translation = read(file("locales", code, "products.json"));
    const byId = new Map(translation.products.map((product) => [product.id, product]));
    const record = translation.translatedFrom ?? {};
    const products = copies.flatMap(({ source, number }) => (byId.has(source.id) ? [renamed(byId.get(source.id), number)] : []));
    const translatedFrom = {};
    for (const { source, number } of copies) {
      const prefix = `products.${source.id}.`;
      for (const [key, hash] of Object.entries(record)) {
        if (key.startsWith(prefix) && !(number > 1 && key === `${prefix}name`)) translatedFrom[key.replace(prefix, `products.${renamed(source, number).id}.`)] = hash;
      }
    }
    write(file("locales", code, "products.json"), { products, translatedFrom });
  }
}
