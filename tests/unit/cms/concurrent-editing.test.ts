/**
 * The backend Decap uses, wrapped by concurrent-editing.ts: each save merged with what was saved
 * meanwhile, on the branch that exists now; a conflict asked about; a publish of a draft changed
 * since it was read refused; Decap's backup read once the file has loaded. The repository's
 * mockBranches are a map here (repository.ts is replaced), the backend a fake that records its saves.
 */
import fs from "node:fs";
import path from "node:path";
import localforage from "localforage";
import { keepEveryonesChanges, restoreBackupsAfterLoad, watchOpenFiles, type BackupStorage, type Implementation } from "../../../plugins/decap-cms/editor/concurrent-editing";
import { askWhichToKeep } from "../../../plugins/decap-cms/editor/editing-notices";
import { quietShownFailures } from "../../../plugins/decap-cms/editor/editor-page";

const mockBranches = new Map<string, string>();
/** decap-server (true) or GitHub. */
const mockLocal = { backend: true };
jest.mock("../../../plugins/decap-cms/editor/repository", () => ({
  readRepositoryFile: async (file: string, branch?: string) => mockBranches.get(`${branch ?? "main"}:${file}`) ?? null,
  draftEntries: async () => new Set([...mockBranches.keys()].filter((key) => key.startsWith("cms/")).map((key) => key.slice(4).split(":")[0]!)),
  draftRefs: async () => new Map([...mockBranches.keys()].filter((key) => key.startsWith("cms/")).map((key) => [key.slice(4).split(":")[0]!, key.split(":")[0]!])),
  draftBranch: (collection: string, entry: string) => `cms/${collection}/${entry}`,
  isLocalBackend: () => mockLocal.backend,
  lastSave: async () => ({ who: "Priya Shah", when: new Date("2026-11-27T10:02:00Z") }),
}));
jest.mock("../../../plugins/decap-cms/editor/editing-notices", () => ({
  ...jest.requireActual("../../../plugins/decap-cms/editor/editing-notices"),
  askWhichToKeep: jest.fn(),
}));

const PRODUCTS = "content/products.json";
const DRAFT = "cms/catalogue/products";
const original = fs.readFileSync(path.resolve(__dirname, "..", "..", "..", PRODUCTS), "utf8");
type Catalogue = { products: Record<string, unknown>[] };
const parse = (text: string) => JSON.parse(text) as Catalogue;
const changed = (text: string, index: number, field: string, value: string) => {
  const catalogue = parse(text);
  catalogue.products[index]![field] = value;
  return `${JSON.stringify(catalogue, null, 2)}\n`;
};

function backend() {
  const saves: { raw: string; options: Record<string, unknown> }[] = [];
  const implementation: Implementation = {
    getEntry: async (file) => ({ data: mockBranches.get(`main:${file}`)! }),
    unpublishedEntry: async () => ({}),
    unpublishedEntryDataFile: async (_collection, _slug, file) => mockBranches.get(`${DRAFT}:${file}`)!,
    persistEntry: async (entry, options) => {
      saves.push({ raw: entry.dataFiles[0]!.raw, options: options as Record<string, unknown> });
      mockBranches.set(`${DRAFT}:${entry.dataFiles[0]!.path}`, entry.dataFiles[0]!.raw);
    },
    publishUnpublishedEntry: async () => {
      mockBranches.set(`main:${PRODUCTS}`, mockBranches.get(`${DRAFT}:${PRODUCTS}`)!);
      mockBranches.delete(`${DRAFT}:${PRODUCTS}`);
    },
  };
  const registered = { init: () => implementation };
  keepEveryonesChanges(registered);
  return { editor: registered.init(), saves };
}

/** A backend whose parts are `parts` (the rest answer nothing), wrapped as Decap's would be. */
function wrapped(parts: Partial<Implementation>): Implementation {
  const registered = {
    init: (): Implementation => ({
      getEntry: async (file) => ({ data: mockBranches.get(`main:${file}`)! }),
      unpublishedEntry: async () => ({}),
      unpublishedEntryDataFile: async () => "",
      persistEntry: async () => undefined,
      publishUnpublishedEntry: async () => undefined,
      ...parts,
    }),
  };
  keepEveryonesChanges(registered);
  return registered.init();
}

const save = (editor: Implementation, raw: string, unpublished: boolean) =>
  editor.persistEntry({ dataFiles: [{ path: PRODUCTS, slug: "products", raw }], assets: [] }, { collectionName: "catalogue", useWorkflow: true, unpublished });

beforeAll(() => watchOpenFiles());

beforeEach(() => {
  mockBranches.clear();
  mockBranches.set(`main:${PRODUCTS}`, original);
  window.location.hash = "#/collections/catalogue/entries/products";
  document.body.innerHTML = "";
  jest.mocked(askWhichToKeep).mockReset();
});

test("a draft made since the file was loaded is added to, not replaced: both changes are saved, and the person is told which of theirs were kept", async () => {
  const { editor, saves } = backend();
  await editor.getEntry(PRODUCTS);
  // Someone else's draft, made meanwhile.
  mockBranches.set(`${DRAFT}:${PRODUCTS}`, changed(original, 2, "packaging", "50 MT"));
  await save(editor, changed(original, 8, "packaging", "26 MT"), false);
  expect(saves).toHaveLength(1);
  // Decap thought there was no draft: the save goes to the one there is.
  expect(saves[0]!.options.unpublished).toBe(true);
  const saved = parse(saves[0]!.raw).products;
  expect([saved[2]!.packaging, saved[8]!.packaging]).toEqual(["50 MT", "26 MT"]);
  expect(document.getElementById("other-saves")?.textContent).toContain("Saved, with someone else's changes keptSaved meanwhile by Priya Shah (at ");
  expect(document.getElementById("other-saves")?.textContent).toContain(`${parse(original).products[2]!.name} › Packaging`);
  expect(askWhichToKeep).not.toHaveBeenCalled();
});

test("a draft published since it was loaded: the next save starts a new draft from the published file, with this person's change only", async () => {
  const { editor, saves } = backend();
  mockBranches.set(`${DRAFT}:${PRODUCTS}`, changed(original, 2, "packaging", "50 MT"));
  await editor.unpublishedEntry({ collection: "catalogue", slug: "products" });
  await editor.unpublishedEntryDataFile("catalogue", "products", PRODUCTS, "");
  await editor.publishUnpublishedEntry("catalogue", "products");
  const published = mockBranches.get(`main:${PRODUCTS}`)!;
  await save(editor, changed(changed(original, 2, "packaging", "50 MT"), 9, "origin", "Gujarat"), true);
  expect(saves[0]!.options.unpublished).toBe(false);
  expect(saves[0]!.raw).toBe(changed(published, 9, "origin", "Gujarat"));
});

test("both changed the same text: the person is asked, and choosing not to save yet saves nothing", async () => {
  const { editor, saves } = backend();
  await editor.getEntry(PRODUCTS);
  mockBranches.set(`${DRAFT}:${PRODUCTS}`, changed(original, 2, "packaging", "Theirs"));
  jest.mocked(askWhichToKeep).mockResolvedValueOnce(null);
  await expect(save(editor, changed(original, 2, "packaging", "Mine"), false)).rejects.toThrow("you chose not to save yet. Everything you typed is still in the form.");
  expect(saves).toEqual([]);
  const [conflicts, by] = jest.mocked(askWhichToKeep).mock.calls[0]!;
  expect(conflicts).toEqual([{ where: [parse(original).products[2]!.name, "Packaging"], mine: "Mine", theirs: "Theirs" }]);
  expect(by).toMatch(/^Priya Shah \(at \d\d:\d\d\)$/);

  jest.mocked(askWhichToKeep).mockResolvedValueOnce(["theirs"]);
  await save(editor, changed(changed(original, 2, "packaging", "Mine"), 9, "origin", "Gujarat"), false);
  expect(saves[0]!.raw).toBe(changed(changed(original, 2, "packaging", "Theirs"), 9, "origin", "Gujarat"));
});

test("a Save whose file equals its branch's writes nothing, makes no draft, and says so in staff words; a failure of the store is said with the typing kept", async () => {
  const { editor, saves } = backend();
  await editor.getEntry(PRODUCTS);
  // Typed and deleted again: the form is the published file.
  await expect(save(editor, original, false)).rejects.toThrow(/^Nothing to save: the form says what is already saved\.$/);
  expect(saves).toEqual([]);
  expect(mockBranches.has(`${DRAFT}:${PRODUCTS}`)).toBe(false);
  // A draft holding this very change already: nothing to save to it either.
  const mine = changed(original, 8, "packaging", "26 MT");
  mockBranches.set(`${DRAFT}:${PRODUCTS}`, mine);
  await expect(save(editor, mine, true)).rejects.toThrow(/^Nothing to save/);
  expect(saves).toEqual([]);

  const editorWithFailingStore = wrapped({
    persistEntry: async () => {
      // As Decap's backends throw: an APIError with the answer's status.
      throw Object.assign(new Error("Unknown error"), { status: 500 });
    },
  });
  await editorWithFailingStore.getEntry(PRODUCTS);
  await expect(save(editorWithFailingStore, changed(original, 3, "packaging", "30 MT"), true)).rejects.toThrow(
    /^Not saved: the content store had a fault \(HTTP 500\)\. Nothing was changed; what you typed is still in the form\. Try again in a moment/,
  );
});

test("a draft whose file is the published one is answered as a draft without changes, before the backend is asked, and Publish refuses it", async () => {
  const { editor } = backend();
  const asked: unknown[] = [];
  const local = wrapped({ unpublishedEntry: async (query) => (asked.push(query), {}) });
  mockBranches.set(`${DRAFT}:${PRODUCTS}`, original);
  for (const query of [{ collection: "catalogue", slug: "products" }, { id: "catalogue/products" }]) {
    await expect(local.unpublishedEntry(query)).resolves.toMatchObject({ collection: "catalogue", slug: "products", status: "draft", diffs: [] });
  }
  expect(asked).toEqual([]);
  // Decap then opens the published file, as a draft's: the notice says it changes nothing.
  await local.getEntry(PRODUCTS);
  expect(document.querySelector("#other-saves h2")?.textContent).toBe("This draft changes nothing");
  await expect(editor.publishUnpublishedEntry("catalogue", "products")).rejects.toThrow(/^this draft changes nothing on the website/);
  // A draft with changes is the backend's to answer.
  mockBranches.set(`${DRAFT}:${PRODUCTS}`, changed(original, 8, "packaging", "26 MT"));
  await local.unpublishedEntry({ collection: "catalogue", slug: "products" });
  expect(asked).toEqual([{ collection: "catalogue", slug: "products" }]);
});

test("on GitHub, whose backend answers a draft without changes itself, nothing more is read, and the file opened from the published one says so", async () => {
  mockLocal.backend = false;
  try {
    const asked: unknown[] = [];
    const github = wrapped({ unpublishedEntry: async (query) => (asked.push(query), { collection: "catalogue", slug: "products", status: "pending_review", diffs: [] }) });
    mockBranches.set(`${DRAFT}:${PRODUCTS}`, original);
    await expect(github.unpublishedEntry({ collection: "catalogue", slug: "products" })).resolves.toMatchObject({ status: "pending_review", diffs: [] });
    expect(asked).toEqual([{ collection: "catalogue", slug: "products" }]);
    await github.getEntry(PRODUCTS);
    expect(document.querySelector("#other-saves h2")?.textContent).toBe("This draft changes nothing");
  } finally {
    mockLocal.backend = true;
  }
});

test("Publish refuses a draft that changed since this page read it, naming what changed", async () => {
  const { editor } = backend();
  mockBranches.set(`${DRAFT}:${PRODUCTS}`, changed(original, 2, "packaging", "50 MT"));
  await editor.unpublishedEntry({ collection: "catalogue", slug: "products" });
  await editor.unpublishedEntryDataFile("catalogue", "products", PRODUCTS, "");
  mockBranches.set(`${DRAFT}:${PRODUCTS}`, changed(changed(original, 2, "packaging", "50 MT"), 9, "origin", "Elsewhere"));
  await expect(editor.publishUnpublishedEntry("catalogue", "products")).rejects.toThrow(
    `this draft was changed by someone else since you opened it (${parse(original).products[9]!.name} › Origin). Reload the page to see their changes before publishing.`,
  );
  expect(mockBranches.get(`main:${PRODUCTS}`)).toBe(original);
});

test("Decap's backup of typed changes is read once the file has loaded, through the method localforage's driver puts on the instance", async () => {
  const storage = localforage.createInstance({ name: "concurrent-editing-test", driver: localforage.LOCALSTORAGE });
  restoreBackupsAfterLoad(storage as unknown as BackupStorage);
  await storage.ready();
  await storage.setItem("backup.translation-es.es-products", { raw: "typed" });
  await storage.setItem("other", "read at once");
  await expect(storage.getItem("other")).resolves.toBe("read at once");
  const { editor } = backend();
  const spanish = "content/locales/es/products.json";
  mockBranches.set(`main:${spanish}`, fs.readFileSync(path.resolve(__dirname, "..", "..", "..", spanish), "utf8"));
  window.location.hash = "#/collections/translation-es/entries/es-products";
  let read = false;
  const backup = storage.getItem("backup.translation-es.es-products").then((value) => {
    read = true;
    return value;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(read).toBe(false);
  await editor.getEntry(spanish);
  await expect(backup).resolves.toEqual({ raw: "typed" });
});

test("a save or a list of files Decap reports as failed, with its failure action, is not also an unhandled error", () => {
  quietShownFailures();
  for (const [reason, quiet] of [
    [undefined, true],
    [{ type: "UNPUBLISHED_ENTRY_PERSIST_FAILURE" }, true],
    [{ type: "ENTRY_PERSIST_FAILURE" }, true],
    [{ type: "ENTRIES_FAILURE" }, true],
    [{ type: "ENTRY_FAILURE" }, false],
    [new Error("something else"), false],
  ] as const) {
    const event = new Event("unhandledrejection", { cancelable: true }) as Event & { reason?: unknown };
    event.reason = reason;
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(quiet);
  }
});
