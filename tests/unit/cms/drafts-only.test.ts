import { askOnlyForDrafts } from "../../../plugins/decap-cms/editor/drafts-only";
import { setRepositorySource } from "../../../plugins/decap-cms/editor/repository";

const originalFetch = global.fetch;
afterAll(() => {
  global.fetch = originalFetch;
});

test("Decap asks for a file's draft only when there is one; otherwise it is told there is none, as its backends say it", async () => {
  // decap-server in git mode: the editorial workflow, and one draft.
  global.fetch = jest.fn(async (_url: string, init?: { body?: string }) => {
    const { action } = JSON.parse(init?.body ?? "{}") as { action: string };
    const answer = action === "info" ? { publish_modes: ["simple", "editorial_workflow"] } : ["catalogue/products"];
    return { ok: true, json: async () => answer };
  }) as unknown as typeof global.fetch;
  setRepositorySource({ localBackend: "http://127.0.0.1/api/v1", branch: "main" });
  const unpublishedEntry = jest.fn(async (_query: { collection?: string; slug?: string }) => ({ slug: "products" }));
  const registered = { init: () => ({ unpublishedEntry }) };
  askOnlyForDrafts(registered);
  const backend = registered.init();
  await expect(backend.unpublishedEntry({ collection: "catalogue", slug: "products" })).resolves.toEqual({ slug: "products" });
  await expect(backend.unpublishedEntry({ collection: "translation-es", slug: "es-products" })).rejects.toMatchObject({ name: "EDITORIAL_WORKFLOW_ERROR", notUnderEditorialWorkflow: true });
  expect(unpublishedEntry).toHaveBeenCalledTimes(1);
});
