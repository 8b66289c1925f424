import fs from "node:fs";
import path from "node:path";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AboutPreview } from "../../../plugins/decap-cms/editor/previews/about-preview";
import type { PreviewProps } from "../../../plugins/decap-cms/editor/previews/decap-entry";
import { HomePreview } from "../../../plugins/decap-cms/editor/previews/home-preview";
import { PrivacyPreview } from "../../../plugins/decap-cms/editor/previews/privacy-preview";
import { ProductsPreview } from "../../../plugins/decap-cms/editor/previews/products-preview";
import { translationPreview } from "../../../plugins/decap-cms/editor/previews/translation-preview";
import { drawnWhenTypingPauses, PREVIEW_PAUSE_MS } from "../../../plugins/decap-cms/editor/previews/typing-pause";
import { localeOf } from "../../../src/lib/locales";
import { content } from "../../e2e/content";
import { loadContentFromDisk } from "./editor-content";

const sprite = fs.readFileSync(path.resolve(__dirname, "..", "..", "..", "static", "icons.svg"), "utf8");

/** An About entry as Decap hands it over: an empty draft, no fields, no pictures. */
const props = {
  entry: { get: () => undefined, set: () => props.entry, getIn: () => ({ toJS: () => ({ values: { items: ["Quality"] } }) }) },
  fields: { find: () => undefined },
  getAsset: () => undefined,
} as unknown as PreviewProps;

// The editor reads the content before it draws any preview (plugins/decap-cms/editor/cms.tsx).
beforeAll(loadContentFromDisk);

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

test("a preview draws the site's icons from the sprite file, since its frame has no page HTML", async () => {
  const fetch = jest.fn(async () => ({ ok: true, text: async () => sprite }));
  global.fetch = fetch as unknown as typeof global.fetch;
  const { container } = render(<AboutPreview {...props} />);
  await waitFor(() => expect(container.querySelector("symbol#check")).not.toBeNull());
  expect(fetch).toHaveBeenCalledWith("/icons.svg");
  expect(container.querySelector('use[href="#check"]')).not.toBeNull();
});

test("a preview still renders when the sprite cannot be fetched", async () => {
  global.fetch = jest.fn(async () => ({ ok: false, text: async () => "Not found" })) as unknown as typeof global.fetch;
  const { container } = render(<AboutPreview {...props} />);
  await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  expect(container.querySelector("symbol")).toBeNull();
  expect(container.textContent).toContain("Quality");
});

/** A home entry whose draft picks `picks` as the featured products. */
const homeWith = (picks: string[]) =>
  ({
    entry: { get: () => undefined, set: () => undefined, getIn: () => ({ toJS: () => ({ ...content.home, featured: { ...content.home.featured, products: picks } }) }) },
    fields: { find: () => undefined },
    getAsset: () => undefined,
  }) as unknown as PreviewProps;

/** The published site as the preview reads it: each product's page data, and the product range's first page. */
function publishedSite() {
  const card = ({ id, name, shortDescription }: (typeof content.products)[number]) => ({ slug: id, name, shortDescription, image: null });
  const pages = new Map<string, unknown>([
    ["/page-data/products/page-data.json", { allProduct: { nodes: content.products.map(card) } }],
    ...content.products.map((product): [string, unknown] => [`/page-data/products/${product.id}/page-data.json`, { product: card(product) }]),
  ]);
  global.fetch = jest.fn(async (url: string) => {
    const data = pages.get(url);
    return data ? { ok: true, json: async () => ({ result: { data } }), text: async () => sprite } : { ok: url === "/icons.svg", text: async () => sprite };
  }) as unknown as typeof global.fetch;
}

const carouselNames = (container: HTMLElement) => [...container.querySelectorAll('section[aria-labelledby="featured-title"] li h3')].map((heading) => heading.textContent);

test("the home preview's carousel shows the products the draft picks, in their order", async () => {
  publishedSite();
  const [first, second] = [content.products[4]!, content.products[1]!];
  const { container } = render(<HomePreview {...homeWith([first.id, "not-published-yet", second.id])} />);
  await waitFor(() => expect(carouselNames(container)).toEqual([first.name, second.name]));
});

test("with no product picked, the home preview's carousel shows the first of the catalogue, as the site does", async () => {
  publishedSite();
  const { container } = render(<HomePreview {...homeWith([])} />);
  await waitFor(() => expect(carouselNames(container)).toEqual(content.products.map(({ name }) => name)));
});

test("a preview draws what is typed once typing pauses, not on every key", () => {
  jest.useFakeTimers();
  try {
    const drawn: string[] = [];
    const Preview = drawnWhenTypingPauses(({ text }: { text: string }) => {
      drawn.push(text);
      return <p>{text}</p>;
    });
    const view = render(<Preview text="G" />);
    expect(screen.getByText("G")).toBeInTheDocument();
    for (const text of ["Gr", "Gro", "Grou"]) {
      view.rerender(<Preview text={text} />);
      act(() => jest.advanceTimersByTime(PREVIEW_PAUSE_MS / 2));
    }
    expect(screen.getByText("G")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(PREVIEW_PAUSE_MS));
    expect(screen.getByText("Grou")).toBeInTheDocument();
    expect(drawn).toEqual(["G", "Grou"]);
  } finally {
    jest.useRealTimers();
  }
});

/** An entry as Decap hands it over, whose draft is `data`. */
const entryOf = (data: unknown) =>
  ({
    entry: { get: () => undefined, set: () => undefined, getIn: () => ({ toJS: () => data }) },
    fields: { find: () => undefined },
    getAsset: () => undefined,
  }) as unknown as PreviewProps;

const readContent = (file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "..", "..", "content", file), "utf8"));

test("the privacy notice's preview is the page: the draft's texts, with the company, its address and the e-mail of the department it names", () => {
  global.fetch = jest.fn(async () => ({ ok: false })) as unknown as typeof global.fetch;
  const privacy = readContent("privacy.json");
  const { site } = content;
  const info = site.contact.emails.find(({ department }) => department === privacy.controller.requestsDepartment)!.address;
  const { container } = render(<PrivacyPreview {...entryOf({ ...privacy, heading: "Privacy, as drafted" })} />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Privacy, as drafted");
  expect(container.querySelector("address")?.textContent).toContain(site.company.name);
  expect(screen.getByRole("link", { name: info }).getAttribute("href")).toBe(`mailto:${info}`);
  for (const section of privacy.sections) expect(screen.getByRole("heading", { level: 2, name: section.heading })).toBeTruthy();
});

test("the privacy notice's preview in Arabic is drawn right to left, with the Arabic texts and the same e-mail", async () => {
  global.fetch = jest.fn(async () => ({ ok: false })) as unknown as typeof global.fetch;
  const arabic = readContent("locales/ar/privacy.json");
  const Preview = translationPreview(PrivacyPreview, "privacy.json", localeOf("ar"), (file) => readContent(`locales/ar/${file}`));
  const { container } = render(<Preview {...entryOf(arabic)} />);
  // The draft's changes are read from the repository (none here) once it is drawn.
  await act(async () => undefined);
  fireEvent.click(screen.getByRole("button", { name: "The page in Arabic" }));
  const page = container.querySelector('[lang="ar"][dir="rtl"]')!;
  expect(page.querySelector("h1")?.textContent).toBe(arabic.heading);
  expect(page.querySelector('a[href^="mailto:"]')?.textContent).toBe(content.site.contact.emails.find(({ department }) => department === "Info")!.address);
});

test("the Spanish page of the catalogue shows the product chosen in its list; a product not yet translated is drawn without empty features, rows or a lone semicolon, and says so", async () => {
  global.fetch = jest.fn(async () => ({ ok: false })) as unknown as typeof global.fetch;
  const spanish = readContent("locales/es/products.json") as { products: { id: string; name: string }[] };
  // Grains not translated yet: only its id in the Spanish file.
  const draft = { ...spanish, products: spanish.products.map((product) => (product.id === "grains" ? { id: "grains" } : product)) };
  const Preview = translationPreview(ProductsPreview, "products.json", localeOf("es"), (file) => readContent(`locales/es/${file}`));
  const { container } = render(<Preview {...entryOf(draft)} />);
  await act(async () => undefined);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "The page in Spanish" })));
  const chooser = screen.getByRole("combobox", { name: "Product shown" }) as HTMLSelectElement;
  // Until one is chosen, the first product (none edited yet).
  expect(container.querySelector('[lang="es"] h1')?.textContent).toBe(spanish.products[0]!.name);
  expect([...chooser.options].map((option) => option.textContent)).toContain("Grains (not translated yet)");
  const pulses = spanish.products.find((product) => product.id === "pulses")!;
  await act(async () => fireEvent.change(chooser, { target: { value: "pulses" } }));
  expect(container.querySelector('[lang="es"] h1')?.textContent).toBe(pulses.name);

  await act(async () => fireEvent.change(chooser, { target: { value: "grains" } }));
  const page = container.querySelector('[lang="es"]')!;
  expect(screen.getByRole("note").textContent).toContain("Not translated yet: this product is withheld from the Spanish website until it is.");
  expect(page.querySelectorAll("tbody tr")).toHaveLength(0);
  expect([...page.querySelectorAll("li")].filter((item) => item.textContent!.trim() === "")).toHaveLength(0);
  expect([...page.querySelectorAll("dd")].map((value) => value.textContent!.trim())).not.toContain(";");
});

test("the product shown is the one this person last edited, also after the file is loaded again with someone else's change to another product", async () => {
  global.fetch = jest.fn(async () => ({ ok: false })) as unknown as typeof global.fetch;
  const products = content.products as unknown as { id: string; name: string; minOrder?: string }[];
  /** The English catalogue as Decap hands it over: a list whose unchanged items stay the same objects between keys, and the file's text it was loaded from. */
  const entryWith = (items: object[], raw: string) => {
    const list = { size: items.length, get: (index: number) => items[index], toJS: () => items };
    return {
      entry: {
        get: (key: string) => (key === "raw" ? raw : undefined),
        set: () => undefined,
        getIn: (keys: string[]) => (keys.join(".") === "data.products" ? list : { toJS: () => ({ products: items }) }),
      },
      fields: { find: () => undefined },
      getAsset: () => undefined,
    } as unknown as PreviewProps;
  };
  const shown = () => (screen.getByRole("combobox", { name: "Product shown" }) as HTMLSelectElement).value;
  const loaded = products.map((product) => ({ ...product }));
  const { rerender } = render(<ProductsPreview {...entryWith(loaded, "as loaded")} />);
  await act(async () => undefined);
  expect(shown()).toBe(products[0]!.id);
  // This person types in the third product's minimum order: only that item is a new object.
  const typed = loaded.map((product, index) => (index === 2 ? { ...product, minOrder: "25 MT" } : product));
  rerender(<ProductsPreview {...entryWith(typed, "as loaded")} />);
  expect(shown()).toBe(products[2]!.id);
  // Save: the file is loaded again, every item a new object, with someone else's change to the first product.
  const merged = typed.map((product, index) => ({ ...product, ...(index === 0 ? { name: `${product.name} (theirs)` } : {}) }));
  rerender(<ProductsPreview {...entryWith(merged, "as saved")} />);
  expect(shown()).toBe(products[2]!.id);
  // Their next key in another product moves it there.
  const next = merged.map((product, index) => (index === 1 ? { ...product, minOrder: "10 MT" } : product));
  rerender(<ProductsPreview {...entryWith(next, "as saved")} />);
  expect(shown()).toBe(products[1]!.id);
});
