import { contentModels, object, type Field, type ObjectField } from "../../../src/lib/content-model";
import { MONTHS } from "../../../src/lib/packing";
import { SUMMARY_LENGTH, validateContent } from "../../../src/lib/content-rules";
import { lengthMessage } from "../../../plugins/decap-cms/editor/text-box-widget";
import fs from "node:fs";
import path from "node:path";
import { LOCAL_BACKEND_PATH } from "../../../plugins/decap-cms/local-backend.mjs";
import { buildCmsConfig, textRule, toContentFile, translationFileName, CONTENT_FORMAT, type CmsField } from "../../../plugins/decap-cms/editor/cms-config";
import { translatedLocales } from "../../../src/lib/locales";
import { translationModel } from "../../../src/lib/translations";

const SITE_URL = "https://www.example.org";
const config = buildCmsConfig({ local: false, siteUrl: SITE_URL });
const english = config.collections.filter((collection) => !collection.name.startsWith("translation-"));
const files = english.flatMap((collection) => collection.files);

function fileConfig(name: string) {
  const file = files.find((candidate) => candidate.file === `content/${name}`);
  if (!file) throw new Error(`no CMS file for ${name}`);
  return file;
}

/** Walks a model and its CMS fields side by side, calling `visit` on each pair. */
function walk(model: ObjectField, fields: CmsField[], visit: (field: Field, cms: CmsField, path: string) => void, path = "") {
  expect(fields.map((field) => field.name)).toEqual(Object.keys(model.fields));
  for (const [name, field] of Object.entries(model.fields)) {
    const cms = fields.find((candidate) => candidate.name === name)!;
    const here = path ? `${path}.${name}` : name;
    visit(field, cms, here);
    if (field.kind === "object") walk(field, cms.fields!, visit, here);
    if (field.kind === "list" && field.of.kind === "object") walk(field.of, cms.fields!, visit, `${here}[]`);
    // A list of references is one picker of several entries, not a list of pickers.
    if (field.kind === "list" && field.of.kind !== "object" && field.of.kind !== "reference") visit(field.of, cms.field!, `${here}[]`);
  }
}

test("every content file has a CMS form, and every field of its model appears in it, required unless it may be empty", () => {
  expect(files.map((file) => file.file).sort()).toEqual(Object.keys(contentModels).map((name) => `content/${name}`).sort());
  for (const [name, model] of Object.entries(contentModels)) {
    let seen = 0;
    walk(model, fileConfig(name).fields, (field, cms, path) => {
      seen += 1;
      const mayBeEmpty = (field.kind === "list" && field.min === 0) || ("optional" in field && field.optional === true);
      expect([path, cms.required]).toEqual([path, !mayBeEmpty]);
    });
    expect(seen).toBeGreaterThan(0);
  }
});

test("each kind of field gets the widget, list minimum and number rules the build applies", () => {
  for (const [name, model] of Object.entries(contentModels)) {
    walk(model, fileConfig(name).fields, (field, cms, path) => {
      const expected: Record<Field["kind"], string[]> = {
        object: ["object"],
        list: ["list", "lazy-list", "relation"],
        count: ["number"],
        decimal: ["number"],
        months: ["select"],
        image: ["image"],
        slug: ["string", "unique-string"],
        summary: ["text-box"],
        text: ["string", "text", "unique-string"],
        names: ["string"],
        url: ["string", "unique-string"],
        email: ["string", "unique-string"],
        tel: ["string"],
        digits: ["string"],
        hsCode: ["string"],
        reference: ["relation"],
        choice: ["select"],
        date: ["day"],
        document: ["file"],
      };
      expect([path, expected[field.kind]]).toEqual([path, expect.arrayContaining([cms.widget])]);
      if (field.kind === "list") expect([path, cms.min, cms.max]).toEqual([path, field.min, field.max]);
      if (field.kind === "count") expect([path, cms.value_type, cms.min]).toEqual([path, "int", 0]);
      if (field.kind === "decimal") expect([path, cms.value_type, cms.min]).toEqual([path, "float", 0]);
      // The twelve, as many chosen as the product is available in, stored as the build reads them.
      if (field.kind === "months") expect([path, cms.multiple, cms.min, cms.options?.map(({ value }) => value)]).toEqual([path, true, 1, [...MONTHS]]);
      if (field.kind === "choice") expect([path, cms.options?.map(({ value }) => value)]).toEqual([path, field.options]);
      // A PDF from the certificates' folder (a product's certificate of analysis, from the analyses').
      if (field.kind === "document") {
        const folder = path === "products[].analysis" ? "documents/analyses" : "documents/certificates";
        expect([path, cms.media_folder, cms.public_folder, cms.pattern?.[0]]).toEqual([path, folder, folder, "\\.[pP][dD][fF]$"]);
      }
    });
  }
});

test("a certificate's kind is chosen by its name, stored as its code", () => {
  const certificate = fileConfig("site.json").fields.find(({ name }) => name === "certifications")!.fields!;
  expect(certificate.find(({ name }) => name === "kind")!.options).toContainEqual({ label: "FSSAI licence", value: "fssai-licence" });
  expect(certificate.find(({ name }) => name === "validUntil")!.required).toBe(false);
  expect(certificate.find(({ name }) => name === "coversProducts")).toMatchObject({ widget: "relation", multiple: true, required: false, hint: expect.stringContaining("at least one product") });
});

test("a product's category and the featured products are picked from their files by name, never typed", () => {
  const category = fileConfig("products.json").fields[0]!.fields!.find((field) => field.name === "category")!;
  expect(category).toMatchObject({ widget: "relation", collection: "catalogue", file: "categories", value_field: "categories.*.id", display_fields: ["categories.*.name"] });
  const featured = fileConfig("home.json").fields.find((field) => field.name === "featured")!.fields!.find((field) => field.name === "products")!;
  expect(featured).toMatchObject({ widget: "relation", file: "products", value_field: "products.*.id", multiple: true, min: 0, max: 12, required: false });
});

test("values that must be unique in a list use the unique-string widget on that list", () => {
  const product = fileConfig("products.json").fields[0]!.fields!.find((field) => field.name === "id")!;
  expect(product).toMatchObject({ widget: "unique-string", unique_in: "products", unique_key: "id" });
  const site = fileConfig("site.json").fields;
  const emails = site.find((field) => field.name === "contact")!.fields!.find((field) => field.name === "emails")!;
  expect(emails.fields!.find((field) => field.name === "address")).toMatchObject({ unique_in: "contact.emails", unique_key: "address" });
  const social = site.find((field) => field.name === "social")!;
  expect(social.fields!.find((field) => field.name === "url")).toMatchObject({ unique_in: "social", unique_key: "url" });
});

test("fields whose rule is not in their kind explain it under the field", () => {
  const product = fileConfig("products.json").fields[0]!.fields!;
  expect(product.find((field) => field.name === "specifications")).toMatchObject({
    widget: "lazy-list",
    min: 4,
    hint: expect.stringContaining("At least 4"),
  });
  expect(product.find((field) => field.name === "hsCode")!.hint).toMatch(/6 to 8 digits/);
  const site = fileConfig("site.json").fields;
  for (const name of ["certifications", "portsOfLoading", "incoterms"]) {
    expect([name, site.find((field) => field.name === name)!.hint]).toEqual([name, expect.any(String)]);
  }
});

test("products are listed by name, can be added, and keep their pictures in images/products", () => {
  const products = fileConfig("products.json").fields[0]!;
  expect(products).toMatchObject({ widget: "lazy-list", allow_add: true, summary: "{{fields.name}}", label_singular: "product" });
  expect(products.fields!.find((field) => field.name === "image")).toMatchObject({
    media_folder: "images/products",
    public_folder: "images/products",
  });
  expect(products.fields!.find((field) => field.name === "features")!.field).toMatchObject({ widget: "string" });
  expect(config).toMatchObject({ media_folder: "content/images", public_folder: "images" });
});

test("every list of entries with boxes of their own (products, categories, specifications...) draws an entry's boxes once it is opened, in English and in every language", () => {
  const lists: string[] = [];
  const check = (fields: CmsField[], where: string) => {
    for (const field of fields) {
      if (field.fields && field.widget !== "object") {
        lists.push(`${where}/${field.name}`);
        // Closed at first, so only what is opened is drawn.
        expect([where, field.name, field.widget, field.collapsed]).toEqual([where, field.name, "lazy-list", true]);
      }
      // A list of short texts (a product's features) shows its boxes at once.
      if (field.field) expect([where, field.name, field.widget, field.collapsed]).toEqual([where, field.name, "list", false]);
      check(field.fields ?? [], where);
    }
  };
  for (const collection of config.collections) for (const file of collection.files) check(file.fields, file.name);
  expect(lists).toEqual(expect.arrayContaining(["products/products", "products/specifications", "categories/categories", "es-products/products", "ar-products/products"]));
});

const samples: Partial<Record<Field["kind"], string[]>> = {
  slug: ["groundnut-meal", "meal2", "Groundnut-meal", "groundnut--meal", "-meal", "meal-", "ground nut", ""],
  summary: ["x".repeat(49), "x".repeat(50), "x".repeat(160), "x".repeat(161), `${"x".repeat(30)}\n${"x".repeat(30)}`],
  email: ["info@example.com", "info@example", "in fo@example.com", "@example.com"],
  tel: ["+91 98765 43210", "98765 43210", "+91-98765-43210", "+0 98765 43210", "+91 98"],
  digits: ["919876543210", "+919876543210", "0919876543210", "9198", "91 98765"],
  hsCode: ["23050000", "230500", "2305000", "23050", "230500001", "2305.00", "2305 0000", "HS230500"],
  url: ["https://www.linkedin.com/company/x", "https://x", "http://example.com", "example.com", "https://example.com/a b", "https:// x"],
  text: ["Groundnut", " ", "  x  "],
};

test.each(Object.entries(samples))("the form accepts a %s exactly when the build does", (kind, values) => {
  const [[pattern]] = textRule(kind as Field["kind"]);
  const model = object({ value: { kind } as Field });
  for (const value of values!) {
    const build = validateContent({ value }, model, { file: "content/x.json", readStart: () => null }).length === 0;
    // A short description's box counts its characters (text-box-widget.tsx) rather than match a pattern.
    const form = value !== "" && (kind === "summary" ? lengthMessage(value, SUMMARY_LENGTH.min, SUMMARY_LENGTH.max) === null : new RegExp(pattern).test(value));
    expect([kind, value, form]).toEqual([kind, value, build]);
  }
});

test("a saved file is written as the content files are, so a save changes only what was edited", () => {
  expect(config.collections.every((collection) => collection.format === CONTENT_FORMAT)).toBe(true);
  for (const name of Object.keys(contentModels)) {
    const text = fs.readFileSync(path.join(__dirname, "..", "..", "..", "content", name), "utf8");
    const data = JSON.parse(text);
    if (name === "about.json") continue; // written with one-line timeline entries; the first save expands them
    expect(toContentFile(data)).toBe(text);
  }
  // Keys in another order (as Decap's maps give them back) are written in the model's order.
  const text = fs.readFileSync(path.join(__dirname, "..", "..", "..", "content", "products.json"), "utf8");
  const shuffled = JSON.parse(text).products.map((product: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(product).reverse()),
  );
  expect(toContentFile({ products: shuffled })).toBe(text);
});

test("the local backend is offered only where the admin runs on this machine, on the admin's own origin", () => {
  expect(buildCmsConfig({ local: false, siteUrl: SITE_URL }).local_backend).toBe(false);
  expect(buildCmsConfig({ local: true, siteUrl: "http://localhost:8000" }).local_backend).toEqual({ url: `http://localhost:8000${LOCAL_BACKEND_PATH}` });
  expect(config.backend).toMatchObject({ name: "github", branch: "main" });
  expect(config.load_config_file).toBe(false);
});

test("no field uses a widget whose preview draws its value as HTML (markdown, richtext: where CVE-2025-57520 lived)", () => {
  const widgets = new Set<string>();
  const collect = (fields: CmsField[]) => {
    for (const field of fields) {
      widgets.add(field.widget);
      collect([...(field.fields ?? []), ...(field.field ? [field.field] : [])]);
    }
  };
  for (const file of files) collect(file.fields);
  // A markdown or richtext field added here must keep Decap's sanitize_preview (on by default since 3.13).
  // The relation picker shows the chosen entry's name as text; the select its option's name, the
  // day box its day, the file its file's name.
  expect([...widgets].sort()).toEqual(["day", "file", "image", "lazy-list", "list", "number", "object", "relation", "select", "string", "text", "text-box", "unique-string"]);
});

test("each language has its own collection: every content file's texts, required (but a list that may be empty), saved to content/locales/{code}/", () => {
  for (const locale of translatedLocales) {
    const collection = config.collections.find((candidate) => candidate.name === `translation-${locale.code}`);
    expect(collection?.label).toBe(`${locale.englishName} (${locale.name})`);
    expect(collection?.editor.preview).toBe(true);
    for (const [name, model] of Object.entries(contentModels)) {
      const file = collection!.files.find((candidate) => candidate.file === `content/locales/${locale.code}/${name}`);
      expect(file?.name).toBe(translationFileName(locale.code, name as keyof typeof contentModels));
      // First the translation's status (what each text was translated from: outdated, to translate), then its texts.
      const [status, ...texts] = file!.fields;
      expect(status).toMatchObject({ name: "translatedFrom", widget: "translation-status", required: true, translation_of: name, locale: locale.code });
      // Every text required; a list that may be empty in English (a product's limits by market) may be in a translation.
      walk(translationModel(model), texts, (field, cms, path) => expect([path, cms.required]).toEqual([path, !(field.kind === "list" && field.min === 0)]));
    }
    const products = collection!.files.find((file) => file.file.endsWith("/products.json"))!.fields[1]!;
    expect(products.summary).toBe("{{fields.name}}");
    expect(products.fields!.find((field) => field.name === "id")?.hint).toMatch(/which product this translates/i);
  }
});

test("a saved translation keeps the model's order of its texts, and its record of what each was translated from last, in order", () => {
  const arabic = fs.readFileSync(path.join("content", "locales", "ar", "site.json"), "utf8");
  const data = JSON.parse(arabic) as Record<string, unknown>;
  const shuffled = Object.fromEntries(Object.entries(data).reverse());
  shuffled.translatedFrom = Object.fromEntries(Object.entries(data.translatedFrom as Record<string, string>).reverse());
  expect(toContentFile(shuffled)).toBe(arabic);
});

test("every save is a draft under the editorial workflow, in every collection, the translations included", () => {
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config.collections.map((collection) => collection.name)).toEqual(["catalogue", "pages", ...translatedLocales.map(({ code }) => `translation-${code}`)]);
});

test("View preview opens the page that shows the file, in the language being edited", () => {
  const previewOf = (collection: string, name: string) =>
    config.collections.find((candidate) => candidate.name === collection)!.files.find((file) => file.name === name)!.preview_path;
  expect(previewOf("catalogue", "products")).toBe("products/");
  expect(previewOf("pages", "home")).toBe("");
  expect(previewOf("pages", "about")).toBe("about/");
  expect(previewOf("pages", "contact")).toBe("contact/");
  expect(previewOf("pages", "privacy")).toBe("privacy/");
  expect(previewOf("pages", "catalogue")).toBe("products/");
  expect(previewOf("translation-es", translationFileName("es", "products.json"))).toBe("es/products/");
  expect(previewOf("translation-ar", translationFileName("ar", "home.json"))).toBe("ar/");
  expect(previewOf("translation-fr", translationFileName("fr", "about.json"))).toBe("fr/about/");
  expect(previewOf("translation-ar", translationFileName("ar", "privacy.json"))).toBe("ar/privacy/");
  // Each is a page the build makes (no leading slash: Decap joins it to the preview's address with one).
  for (const file of config.collections.flatMap((collection) => collection.files)) {
    expect(file.preview_path).toMatch(/^((ar|es|fr)\/)?((products|about|contact|privacy)\/)?$/);
  }
});
