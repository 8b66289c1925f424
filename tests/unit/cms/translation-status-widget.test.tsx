import fs from "node:fs";
import path from "node:path";
import { createRef } from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { refreshEnglish } from "../../../plugins/decap-cms/editor/current-english";
import { setRepositorySource } from "../../../plugins/decap-cms/editor/repository";
import { slipMessageFor, TranslationStatusControl } from "../../../plugins/decap-cms/editor/translation-status-widget";
import { textStatuses, translationReport, type SourceRecord } from "../../../src/lib/translation-status";
import { BesideEnglish, textPairs } from "../../../plugins/decap-cms/editor/beside-english";
import { contentModels } from "../../../src/lib/content-model";
import { localeOf } from "../../../src/lib/locales";
import { translationModel } from "../../../src/lib/translations";
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
/** The first product as the Spanish form names it, with the English beside, and its first figure's place. */
const firstSpanish = spanish.products.find((product) => product.id === first.id)!;
const product = `${firstSpanish.name} (${first.name})`;
const figure = `${product} › ${firstSpanish.specifications[0]!.parameter} (${first.specifications[0]!.parameter}) › Value`;

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
  expect(outdated.textContent).toContain(`${figure}`);
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
  expect(result).toEqual({ error: { type: "PRESENCE", message: expect.stringContaining(`${figure}: the Spanish has 47 where the English has 46`) } });
  expect(slipMessageFor("47 % mín.")).toBe("Numbers differ from the English (“46% min”): the Spanish has 47 where the English has 46.");
  expect(screen.getAllByRole("list", { name: "Numbers that differ" }).at(-1)!.textContent).toContain("the Spanish has 47 where the English has 46");
});

test("the refusal Decap shows above the panel is checked again once the numbers agree with the English, and not while they still differ", async () => {
  const { onChange, ref, rerender, props } = renderStatus(spanish, spanish.translatedFrom);
  // Decap's check of the field: it asks isValid and shows what it refuses until it is asked again.
  const validate = jest.fn(() => void ref.current!.isValid());
  const drawn = (value: string, record: SourceRecord) => {
    const getEntry = () => ({ get: (name: string) => (name === "data" ? { ...withValue(value), translatedFrom: record } : undefined) });
    act(() => rerender(<TranslationStatusControl ref={ref} {...props} value={record} getEntry={getEntry} validate={validate} />));
  };
  drawn("47 % mín.", spanish.translatedFrom);
  // Save: refused, with the record written first.
  expect(ref.current!.isValid()).toEqual({ error: { type: "PRESENCE", message: expect.stringContaining("the Spanish has 47 where the English has 46") } });
  const record = onChange.mock.calls.at(-1)![0] as SourceRecord;
  drawn("47 % mín.", record);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(validate).not.toHaveBeenCalled();
  // Corrected to the English's number: checked again once, and the refusal goes.
  drawn("46 % mín.", record);
  await waitFor(() => expect(validate).toHaveBeenCalledTimes(1));
  expect(ref.current!.isValid()).toBe(true);
  drawn("46 % mín.", record);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(validate).toHaveBeenCalledTimes(1);
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

test("a letter typed and deleted leaves an outdated text outdated: only a changed value, or a confirm, records the current English", async () => {
  // The first product's name: its English changed since the Spanish was translated.
  const nameKey = `products.${first.id}.name`;
  const translatedFrom = { ...spanish.translatedFrom, [nameKey]: "An older English name" };
  const { onChange, ref, rerender, props } = renderStatus(spanish, translatedFrom);
  expect(screen.getByRole("list", { name: "Outdated texts" }).textContent).toContain(`${product} › Name`);
  const firstSpanishName = firstSpanish.name;
  const named = (name: string) => {
    const data = clone(spanish);
    data.products.find((product) => product.id === first.id)!.name = name;
    return data;
  };
  const typing = (data: { products: Product[] }, record: SourceRecord) => () => ({ get: (field: string) => (field === "data" ? { ...data, translatedFrom: record } : undefined) });

  // A letter typed: recorded as translated from the current English, as a real correction is.
  act(() => rerender(<TranslationStatusControl ref={ref} {...props} getEntry={typing(named(`${firstSpanishName}x`), translatedFrom)} />));
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  const touched = onChange.mock.calls.at(-1)![0] as SourceRecord;
  expect(touched[nameKey]).toBe(first.name);

  // Deleted again: the line it opened with comes back, and the text is outdated still.
  act(() => rerender(<TranslationStatusControl ref={ref} {...props} value={touched} getEntry={typing(named(firstSpanishName), touched)} />));
  await waitFor(() => expect((onChange.mock.calls.at(-1)![0] as SourceRecord)[nameKey]).toBe("An older English name"));
  const reverted = onChange.mock.calls.at(-1)![0] as SourceRecord;
  expect(reverted).toEqual(translatedFrom);
  act(() => rerender(<TranslationStatusControl ref={ref} {...props} value={reverted} getEntry={typing(spanish, reverted)} />));
  await waitFor(() => expect(screen.getByRole("list", { name: "Outdated texts" }).textContent).toContain(`${product} › Name`));

  // Confirmed: recorded, and it stays so.
  act(() => within(screen.getByRole("list", { name: "Outdated texts" })).getAllByRole("button", { name: "Still correct: confirm" })[0]!.click());
  expect((onChange.mock.calls.at(-1)![0] as SourceRecord)[nameKey]).toBe(first.name);
});

test("a number slip has one wording: the build's message, the panel, the text's box and the preview say the same", () => {
  const typed = withValue("47 % mín.");
  const record = { ...spanish.translatedFrom, [key]: "46% min" };
  const panel = renderStatus(typed, record);
  const wording = "the Spanish has 47 where the English has 46";
  expect(within(panel.container).getByRole("list", { name: "Numbers that differ" }).textContent).toContain(wording);
  expect(slipMessageFor("47 % mín.")).toContain(wording);
  const pairs = textPairs(published, typed, translationModel(contentModels["products.json"]), textStatuses(published, { ...typed, translatedFrom: record }, contentModels["products.json"], localeOf("es")));
  const preview = render(<BesideEnglish pairs={pairs} locale={localeOf("es")} />);
  expect(preview.container.textContent).toContain(`Numbers differ from the English: ${wording}.`);
  const report = translationReport(published, { ...typed, translatedFrom: record }, contentModels["products.json"], localeOf("es"), "content/locales/es/products.json");
  expect(report.slips.map(({ message }) => message).join("\n")).toContain(wording);
});

test("until the English is read from the repository the panel says it is checking, and states no result; a failed read says so and the form still works", async () => {
  const about = read("locales/es/about.json") as Record<string, unknown> & { translatedFrom: SourceRecord };
  const renderAbout = (file: string) => {
    const props = {
      value: about.translatedFrom,
      onChange: jest.fn(),
      forID: `status-${file}`,
      field: { get: (name: string) => ({ translation_of: file, locale: "es", label: "Translation status" })[name] },
      getEntry: () => ({ get: (name: string) => (name === "data" ? about : undefined) }),
    };
    const ref = createRef<TranslationStatusControl>();
    return { ...render(<TranslationStatusControl ref={ref} {...props} />), ref };
  };
  const englishFetch = global.fetch;
  try {
    // The reads of the English held back until `release`.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    global.fetch = jest.fn(async (_url: string, init?: { body?: string }) => {
      await released;
      const { action, params } = JSON.parse(init?.body ?? "{}") as { action: string; params: { branch: string; path: string } };
      const found = action === "getEntry" && params.branch === "main" && params.path === "content/about.json";
      return { ok: found, status: found ? 200 : 404, json: async () => ({ data: JSON.stringify(read("about.json")) }) };
    }) as unknown as typeof global.fetch;
    const held = renderAbout("about.json");
    expect(held.container.textContent).toBe("Checking the texts against the English in the repository…");
    expect(within(held.container).queryByText(/No text is outdated|Everything is translated/)).toBeNull();
    // Save still works meanwhile.
    expect(held.ref.current!.isValid()).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(held.container.textContent).toContain("No text is outdated."));

    // The read fails (decap-server answers 500 three times).
    global.fetch = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) })) as unknown as typeof global.fetch;
    const failing = renderAbout("privacy.json");
    expect(failing.container.textContent).toContain("Checking");
    await waitFor(() => expect(within(failing.container).getByRole("alert").textContent).toContain("The English could not be read from the repository"), { timeout: 5_000 });
    expect(failing.ref.current!.isValid()).toBe(true);
  } finally {
    global.fetch = englishFetch;
  }
});

test("a place the English does not fill, a renamed one say, stops the save under its box, which the build would refuse", () => {
  renderStatus(withValue("45 % mín. {jours}"), spanish.translatedFrom);
  expect(slipMessageFor("45 % mín. {jours}")).toBe("Keep the places the page fills in as the English has them, none; this has {jours}.");
  // A brace the page cannot read at all is the text box's own refusal (counts.ts), not said twice.
  renderStatus(withValue("45 % mín. {jours"), spanish.translatedFrom);
  expect(slipMessageFor("45 % mín. {jours")).toBeNull();
});
