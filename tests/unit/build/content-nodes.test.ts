/**
 * The content's nodes (src/build/content-nodes.ts), made from the real content files as Gatsby
 * hands them over: a product a language withholds leaves the other products' nodes as they were.
 */
import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { onContentNode } from "../../../src/build/content-nodes";
import { RAW_CONTENT_TYPE } from "../../../src/lib/content-schema";

const contentDir = path.resolve(__dirname, "..", "..", "..", "content");
const read = (relativePath: string) => JSON.parse(fs.readFileSync(path.join(contentDir, relativePath), "utf8")) as Record<string, unknown>;

/** Runs onContentNode on each file (as gatsby-transformer-json's node of it), in order; returns the nodes made. */
function nodesMade(files: [relativePath: string, data: Record<string, unknown>][]): Node[] {
  const made: Node[] = [];
  const fileNodes = new Map(files.map(([relativePath]) => [`file:${relativePath}`, { id: `file:${relativePath}`, relativePath, absolutePath: path.join(contentDir, relativePath) }]));
  for (const [relativePath, data] of files) {
    const node = { ...data, id: `raw:${relativePath}`, parent: `file:${relativePath}`, children: [], internal: { type: RAW_CONTENT_TYPE } };
    onContentNode({
      node,
      getNode: (id: string) => fileNodes.get(id),
      getNodesByType: () => [],
      actions: { createNode: (created: Node) => made.push(created), deleteNode: () => undefined },
      createNodeId: (key: string) => key,
      createContentDigest: (value: unknown) => JSON.stringify(value),
      reporter: { warn: jest.fn(), error: jest.fn() },
    } as unknown as CreateNodeArgs);
  }
  return made;
}

test("a product withheld in a language keeps every other product's place there, as in the English file", () => {
  const english = read("products.json") as { products: { id: string; specifications: { value: string }[] }[] };
  // A number changed in the first product's English: its Spanish, translated from the old one, is withheld.
  expect(english.products[0]!.specifications[0]!.value).toBe("45% min");
  english.products[0]!.specifications[0]!.value = "46% min";
  const made = nodesMade([
    ["products.json", english],
    ["locales/es/products.json", read("locales/es/products.json")],
  ]);
  const places = (code: string) => made.filter((node) => node.internal.type === "Product" && node.locale === code).map((node) => [node.slug, node.position]);
  const englishPlaces = english.products.map(({ id }, position) => [id, position]);
  expect(places("en")).toEqual(englishPlaces);
  expect(places("es")).toEqual(englishPlaces.slice(1));
});
