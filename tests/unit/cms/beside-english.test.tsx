import fs from "node:fs";
import path from "node:path";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { BesideEnglish, textPairs } from "../../../plugins/decap-cms/editor/beside-english";
import type { PreviewProps } from "../../../plugins/decap-cms/editor/previews/decap-entry";
import { ProductsPreview } from "../../../plugins/decap-cms/editor/previews/products-preview";
import { translationPreview } from "../../../plugins/decap-cms/editor/previews/translation-preview";
import { contentModels, type ContentFileName } from "../../../src/lib/content-model";
import { localeOf } from "../../../src/lib/locales";
import { applyTranslation } from "../../../src/lib/translations";
import { loadContentFromDisk } from "./editor-content";

// The editor reads the content before it draws any preview (plugins/decap-cms/editor/cms.tsx).
beforeAll(loadContentFromDisk);

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

const content = path.resolve(__dirname, "..", "..", "..", "content");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(content, file), "utf8"));

interface Product {
  id: string;
  name: string;
  features: string[];
  specifications: { parameter: string; value: string }[];
  hsCode: string;
}

const englishProducts = read("products.json") as { products: Product[] };
const spanishProducts = read("locales/es/products.json") as { products: Omit<Product, "hsCode">[] };

function pairsOf(translation: unknown, file: ContentFileName = "products.json", english: unknown = englishProducts) {
  return textPairs(english, applyTranslation(english, translation, contentModels[file]), contentModels[file]);
}

test("each text of a product is beside its English, found by the product's id and named as the translator's form names it, the English beside", () => {
  // The translation's order does not matter: products are matched by id.
  const pairs = pairsOf({ products: [...spanishProducts.products].reverse() });
  const [english] = englishProducts.products;
  const spanish = spanishProducts.products.find((product) => product.id === english!.id)!;
  // The form lists a product by its Spanish name, and a specification by its Spanish parameter.
  const product = `${spanish.name} (${english!.name})`;
  expect(pairs[0]).toEqual({ where: [product, "Name"], english: english!.name, translation: spanish.name });
  expect(pairs).toContainEqual({ where: [product, "Feature 2"], english: english!.features[1], translation: spanish.features[1] });
  expect(pairs).toContainEqual({
    where: [product, `${spanish.specifications[0]!.parameter} (${english!.specifications[0]!.parameter})`, "Parameter"],
    english: english!.specifications[0]!.parameter,
    translation: spanish.specifications[0]!.parameter,
  });
  // Only texts a visitor reads in their language: no id, HS code or picture.
  expect(pairs.some((pair) => pair.english === english!.hsCode || pair.english === english!.id)).toBe(false);
  expect(pairs.every((pair) => pair.translation !== "")).toBe(true);
});

test("a text not yet translated, or a product with no translation, is there with an empty translation, never the English", () => {
  const [first, ...rest] = spanishProducts.products;
  const pairs = pairsOf({ products: [{ ...first, name: "" }, ...rest.slice(1)] });
  const names = pairs.filter((pair) => pair.where[1] === "Name");
  expect(names).toHaveLength(englishProducts.products.length);
  expect(names[0]).toMatchObject({ english: englishProducts.products[0]!.name, translation: "" });
  const untranslated = pairs.filter((pair) => pair.where[0] === englishProducts.products[1]!.name);
  expect(untranslated.length).toBeGreaterThan(10);
  expect(untranslated.every((pair) => pair.translation === "")).toBe(true);
});

test("entries of other lists are named by their first text, and texts of a list counted as people count, inside their object", () => {
  const home = read("home.json");
  const pairs = pairsOf(read("locales/fr/home.json"), "home.json", home);
  const french = read("locales/fr/home.json");
  // An entry by its first text, in French with the English beside, as the form lists it.
  expect(pairs).toContainEqual({
    where: ["Why choose us", `${french.whyChooseUs.points[1].title} (${home.whyChooseUs.points[1].title})`, "Title"],
    english: home.whyChooseUs.points[1].title,
    translation: french.whyChooseUs.points[1].title,
  });
  const site = read("site.json");
  const sitePairs = pairsOf(read("locales/ar/site.json"), "site.json", site);
  expect(sitePairs.find((pair) => pair.where.join(" › ") === "Port of loading 1")?.english).toBe(site.portsOfLoading[0]);
  // A shared text (the company's name) is written once, so it is not in the list.
  expect(sitePairs.some((pair) => pair.english === site.company.name)).toBe(false);
});

test("the table counts what is left to translate, and shows each translation in its language and direction", () => {
  const arabic = localeOf("ar");
  render(
    <BesideEnglish
      locale={arabic}
      pairs={[
        { where: ["Soya meal", "Name"], english: "Soya meal", translation: "كسب فول الصويا" },
        { where: ["Soya meal", "Origin"], english: "India", translation: " " },
      ]}
    />,
  );
  expect(screen.getByText(/2 texts in Arabic; 1 not translated yet/)).toBeTruthy();
  expect(screen.getByRole("columnheader", { name: "Arabic (العربية)" })).toBeTruthy();
  const translated = screen.getByText("كسب فول الصويا");
  expect([translated.getAttribute("lang"), translated.getAttribute("dir")]).toEqual(["ar", "rtl"]);
  // The product is the group's heading; each row says where in it.
  expect(screen.getAllByRole("rowheader").map((header) => header.textContent)).toEqual(["Soya meal", "Name", "Origin"]);
  const row = screen.getByRole("row", { name: /^Origin/ });
  expect(within(row).getByText("Not translated yet")).toBeTruthy();
});

test("a translation's preview opens beside the English, and switches to the page in the language and direction", async () => {
  // The page's icons come from the published sprite file; there is none here.
  global.fetch = jest.fn(async () => ({ ok: false })) as unknown as typeof global.fetch;
  const entry = { products: spanishProducts.products };
  const props = {
    entry: { get: () => undefined, set: () => props.entry, getIn: () => ({ toJS: () => entry }) },
    fields: { find: () => undefined },
    getAsset: () => undefined,
  } as unknown as PreviewProps;
  const Preview = translationPreview(ProductsPreview, "products.json", localeOf("es"), (file) => read(`locales/es/${file}`));
  const { container } = render(<Preview {...props} />);
  // The draft's changes are read from the repository (none here) once it is drawn.
  await act(async () => undefined);
  const besideEnglish = screen.getByRole("button", { name: "Beside the English" });
  expect(besideEnglish.getAttribute("aria-pressed")).toBe("true");
  expect(screen.getByRole("heading", { name: "Beside the English" })).toBeTruthy();
  expect(container.querySelector('[dir="ltr"][lang="es"] h1')).toBeNull();

  await act(async () => fireEvent.click(screen.getByRole("button", { name: "The page in Spanish" })));
  expect(screen.getByRole("button", { name: "The page in Spanish" }).getAttribute("aria-pressed")).toBe("true");
  expect(container.querySelector('[lang="es"][dir="ltr"] h1')?.textContent).toBe(spanishProducts.products[0]!.name);
  expect(screen.queryByRole("heading", { name: "Beside the English" })).toBeNull();
});

test("a translation without a page of its own (the contact details) is only the table", async () => {
  const props = {
    entry: { get: () => undefined, set: () => props.entry, getIn: () => ({ toJS: () => read("locales/fr/contact.json") }) },
    fields: { find: () => undefined },
    getAsset: () => undefined,
  } as unknown as PreviewProps;
  const Preview = translationPreview(undefined, "contact.json", localeOf("fr"), (file) => read(`locales/fr/${file}`));
  render(<Preview {...props} />);
  await act(async () => undefined);
  expect(screen.queryByRole("button")).toBeNull();
  expect(screen.getByText(/texts in French, all translated/)).toBeTruthy();
});

test("the table's summary says, as one sentence, whether the English is still being checked or could not be read", () => {
  const pairs = [{ where: ["Soya meal", "Name"], english: "Soya meal", translation: "Harina de soja" }];
  const summary = (english: "checking" | "read" | "failed") => {
    const { container, unmount } = render(<BesideEnglish locale={localeOf("es")} pairs={pairs} english={english} />);
    const text = container.querySelector("p")!.textContent;
    unmount();
    return text;
  };
  expect(summary("checking")).toBe("1 text in Spanish, all translated; checking which are outdated against the English in the repository…");
  expect(summary("read")).toBe("1 text in Spanish, all translated.");
  expect(summary("failed")).toBe("1 text in Spanish, all translated; the English could not be read from the repository, so these are compared with the English of the last build.");
});
