import { toContentFile } from "../../../plugins/decap-cms/editor/cms-config";
import { comparePublished, withCardSummary } from "../../../plugins/decap-cms/editor/workflow-card";
import { setRepositorySource } from "../../../plugins/decap-cms/editor/repository";
import { content } from "../../e2e/content";
import { loadContentFromDisk } from "./editor-content";
import fs from "node:fs";
import path from "node:path";

beforeAll(loadContentFromDisk);

const file = (name: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "..", "..", "content", name), "utf8"));

test("a draft's card says what it changes against the last build (where the published file was not read), and the summary is never written to the file", () => {
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

test("beside a draft read from the repository, its card compares it with the file as published then, not the last build: a change published since is not the draft's", async () => {
  const built = file("products.json");
  const published = JSON.parse(JSON.stringify(built));
  published.products[0].specifications[0].value = "46% min";
  const originalFetch = global.fetch;
  // decap-server's getEntry: the catalogue as published on main.
  global.fetch = jest.fn(async (_url: string, init?: { body?: string }) => {
    const { params } = JSON.parse(init?.body ?? "{}") as { params: { branch: string; path: string } };
    const found = params.branch === "main" && params.path === "content/products.json";
    return { ok: found, status: found ? 200 : 404, json: async () => ({ data: JSON.stringify(published) }) };
  }) as unknown as typeof global.fetch;
  setRepositorySource({ localBackend: "http://127.0.0.1/api/v1", branch: "main" });
  try {
    const registered = { init: () => ({ unpublishedEntryDataFile: async (..._read: string[]) => text }) };
    let text = JSON.stringify(published);
    comparePublished(registered);
    const backend = registered.init();
    // A draft that keeps what was published since the build: nothing on its card.
    expect(withCardSummary(JSON.parse(text), await backend.unpublishedEntryDataFile("catalogue", "products", "content/products.json", "catalogue/products"))).not.toHaveProperty("body");
    // Against the last build alone, that published change was shown as the draft's.
    expect((withCardSummary(JSON.parse(text)) as { body: string }).body).toContain("45% min → 46% min");
    const draft = JSON.parse(JSON.stringify(published));
    draft.products[0].specifications[0].value = "47% min";
    text = JSON.stringify(draft);
    expect((withCardSummary(draft, await backend.unpublishedEntryDataFile("catalogue", "products", "content/products.json", "catalogue/products")) as { body: string }).body).toBe(
      `${content.products[0]!.name} › Specifications › ${content.products[0]!.specifications[0]!.parameter}: 46% min → 47% min`,
    );
  } finally {
    global.fetch = originalFetch;
  }
});
