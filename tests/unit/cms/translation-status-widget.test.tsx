import fs from "node:fs";
import path from "node:path";
import { createRef } from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { refreshEnglish } from "../../../src/cms/current-english";
import { setRepositorySource } from "../../../src/cms/repository";
import { slipMessageFor, TranslationStatusControl } from "../../../src/cms/translation-status-widget";
import type { SourceRecord } from "../../../src/lib/translation-status";
import { loadContentFromDisk } from "./editor-content";

const content = path.resolve(__dirname, "..", "..", "..", "content");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(content, file), "utf8"));

interface Product {
  id: string;
  name: string;
  specifications: { parameter: string; value: string }[];
}

const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const english = read("products.json") as { products: Product[] };
const spanish = read("locales/es/products.json") as { products: Product[]; translatedFrom: SourceRecord };
const first = english.products[0]!;
const key = `products.${first.id}.specifications.0.value`;

/** The English as published now: the first product's protein 46% min, and a new product. */
const published = clone(english);
published.products[0]!.specifications[0]!.value = "46% min";
published.products.push({ ...clone(english.products[1]!), id: "sesame-seeds", name: "Sesame Seeds" });

const originalFetch = global.fetch;
beforeAll(async () => {
  await loadContentFromDisk();
  // decap-server's getEntry, on the branch the editor publishes to; no draft branch.
  global.fetch = jest.fn(async (_url: string, init?: { body?: string }) => {
    const { params } = JSON.parse(init?.body ?? "{}") as { params: { branch: string; path: string } };
    const found = params.branch === "main" && params.path === "content/products.json";
    return { ok: found, json: async () => ({ data: JSON.stringify(published) }) };
  }) as unknown as typeof global.fetch;
  setRepositorySource({ localBackend: "http://127.0.0.1/api/v1", branch: "main" });
  await refreshEnglish("products.json");
});
afterAll(() => {
  global.fetch = originalFetch;
});

/** The widget as Decap draws it for the Spanish catalogue, its data being `data`. */
function renderStatus(data: { products: Product[] }, record: SourceRecord) {
  const onChange = jest.fn();
  const ref = createRef<TranslationStatusControl>();
  const props = {
    value: record,
    onChange,
    forID: "status",
    field: { get: (name: string) => ({ translation_of: "products.json", locale: "es", label: "Translation status" })[name] },
    getEntry: () => ({ get: (name: string) => (name === "data" ? { ...data, translatedFrom: record } : undefined) }),
  };
  const view = render(<TranslationStatusControl ref={ref} {...props} />);
  return { ...view, onChange, ref, props };
}

const withValue = (value: string) => {
  const data = clone(spanish);
  data.products.find((product) => product.id === first.id)!.specifications[0]!.value = value;
  return data;
};

test("an English figure published since is outdated at once, named in the form's words, with no Confirm while the numbers differ", () => {
  renderStatus(spanish, spanish.translatedFrom);
  const outdated = screen.getByRole("list", { name: "Outdated texts" });
  expect(within(outdated).getAllByRole("listitem")).toHaveLength(1);
  expect(outdated.textContent).toContain(`${first.name} › Specification 1 › Value`);
  expect(outdated.textContent).toContain("English now: 46% min");
  expect(outdated.textContent).toContain("the Spanish has 45 where the English has 46");
  expect(within(outdated).queryByRole("button", { name: "Still correct: confirm" })).toBeNull();
  expect(within(screen.getByRole("list", { name: "To translate" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Sesame Seeds (sesame-seeds)"]);
});

test("a figure typed that differs from the English is recorded, and stops the save naming both numbers", async () => {
  const { onChange, ref, rerender, props } = renderStatus(spanish, spanish.translatedFrom);
  const typed = withValue("47 % mín.");
  const getEntry = () => ({ get: (name: string) => (name === "data" ? { ...typed, translatedFrom: spanish.translatedFrom } : undefined) });
  act(() => rerender(<TranslationStatusControl ref={ref} {...props} getEntry={getEntry} />));
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  const record = onChange.mock.calls.at(-1)![0] as SourceRecord;
  // Only that text's line of the record changes.
  expect(Object.entries(record).filter(([name, hash]) => spanish.translatedFrom[name] !== hash).map(([name]) => name)).toEqual([key]);

  const saved = renderStatus(typed, record);
  const result = saved.ref.current!.isValid();
  expect(result).toEqual({ error: { type: "PRESENCE", message: expect.stringContaining(`${first.name} › Specification 1 › Value: the Spanish has 47 where the English has 46`) } });
  expect(slipMessageFor("47 % mín.")).toBe("Numbers differ from the English (“46% min”): the Spanish has 47 where the English has 46.");
  expect(screen.getAllByRole("list", { name: "Numbers that differ" }).at(-1)!.textContent).toContain("the Spanish has 47 where the English has 46");
});

test("a key does not redraw the panel in its own frame, and a Save straight after it records the text first", () => {
  const { onChange, ref, rerender, props } = renderStatus(spanish, spanish.translatedFrom);
  const typed = withValue("47 % mín.");
  const getEntry = () => ({ get: (name: string) => (name === "data" ? { ...typed, translatedFrom: spanish.translatedFrom } : undefined) });
  act(() => rerender(<TranslationStatusControl ref={ref} {...props} getEntry={getEntry} />));
  // The key's frame: the panel is as it was, and nothing is recorded yet.
  expect(screen.queryByRole("list", { name: "Numbers that differ" })).toBeNull();
  expect(onChange).not.toHaveBeenCalled();
  // Save, before the redraw: the record is written before Decap reads the entry, and the slip is named.
  const result = ref.current!.isValid();
  expect(onChange).toHaveBeenCalledTimes(1);
  const record = onChange.mock.calls[0]![0] as SourceRecord;
  expect(Object.entries(record).filter(([name, hash]) => spanish.translatedFrom[name] !== hash).map(([name]) => name)).toEqual([key]);
  expect(result).toEqual({ error: { type: "PRESENCE", message: expect.stringContaining("the Spanish has 47 where the English has 46") } });
  expect(slipMessageFor("47 % mín.")).toBe("Numbers differ from the English (“46% min”): the Spanish has 47 where the English has 46.");
});

test("a corrected figure whose English moved on can be confirmed, and then nothing is outdated or stops the save", () => {
  // Opened with the corrected text already there (as after a reload): its numbers agree, so Confirm is offered.
  const corrected = withValue("46 % mín.");
  const opened = renderStatus(corrected, spanish.translatedFrom);
  expect(opened.onChange).not.toHaveBeenCalled();
  act(() => within(opened.container).getByRole("button", { name: "Still correct: confirm" }).click());
  const confirmed = opened.onChange.mock.calls.at(-1)![0] as SourceRecord;
  const done = renderStatus(corrected, confirmed);
  expect(done.ref.current!.isValid()).toBe(true);
  expect(within(done.container).getByText(/No text is outdated\./)).toBeTruthy();
  expect(slipMessageFor("46 % mín.")).toBeNull();
});
