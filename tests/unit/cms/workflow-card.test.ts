import { toContentFile } from "../../../plugins/decap-cms/editor/cms-config";
import { withCardSummary } from "../../../plugins/decap-cms/editor/workflow-card";
import { content } from "../../e2e/content";
import { loadContentFromDisk } from "./editor-content";
import fs from "node:fs";
import path from "node:path";

beforeAll(loadContentFromDisk);

const file = (name: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "..", "..", "content", name), "utf8"));

test("a draft's card says what it changes against the last build, and the summary is never written to the file", () => {
  const draft = file("products.json");
  draft.products[0].specifications[0].value = "46% min";
  const read = withCardSummary(draft) as Record<string, unknown>;
  expect(read.body).toBe(`${content.products[0]!.name} › Specifications › ${content.products[0]!.specifications[0]!.parameter}: 45% min → 46% min`);
  expect(toContentFile(read)).toBe(toContentFile(draft));
  expect(toContentFile(read)).not.toContain('"body"');
  expect(withCardSummary(file("products.json"))).not.toHaveProperty("body");
});

test("a translation's card finds its language by the texts it is closest to", () => {
  const draft = file("locales/fr/products.json");
  draft.products[0].name = "Nouveau nom";
  expect((withCardSummary(draft) as { body: string }).body).toBe(`Nouveau nom › Name: ${file("locales/fr/products.json").products[0].name} → Nouveau nom`);
});
