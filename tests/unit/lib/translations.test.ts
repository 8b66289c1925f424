import fs from "node:fs";
import path from "node:path";
import { contentModels, productModel } from "../../../src/lib/content-model";
import { formatProblem } from "../../../src/lib/content-rules";
import { localeOf } from "../../../src/lib/locales";
import { applyTranslation, isTranslated, translationModel, validateTranslation } from "../../../src/lib/translations";

const model = contentModels["products.json"];
const realCatalogue = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "content", "catalogue.json"), "utf8")) as Record<string, unknown>;
const frenchCatalogue = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "content", "locales", "fr", "catalogue.json"), "utf8")) as Record<string, unknown>;
const context = { file: "content/locales/fr/products.json", englishFile: "content/products.json", locale: localeOf("fr") };

const english = {
  products: [
    {
      id: "soya-meal",
      name: "Soya Extraction Meal",
      category: "oil-meals",
      image: "images/products/soya-meal.jpg",
      alsoKnownAs: "Soybean meal, Soya DOC",
      shortDescription: "High-protein soybean meal for poultry, cattle and aquaculture feed, from Indian soybeans.",
      description: "Toasted soybean meal.",
      features: ["Crude protein 46-48%", "Non-GMO"],
      packaging: "50 kg bags",
      origin: "Madhya Pradesh",
      specifications: [
        { parameter: "Crude protein", value: "46% min" },
        { parameter: "Moisture", value: "12% max" },
      ],
      hsCode: "23040030",
      packing: [{ unit: "50 kg PP bag", netKg: 50, per20ft: 500, per40ft: 520, leadTimeDays: 15 }],
      availableMonths: ["jan", "feb"],
      samples: { terms: "buyer-pays-courier", sizeKg: 1, dispatchDays: 3 },
      intendedUse: "feed",
      markets: [{ market: "European Union", limit: "EUDR", source: "https://eur-lex.europa.eu/eli/reg/2023/1115/oj", standing: "on-request", detail: "Plots' geolocation", reviewedOn: "2026-12-01" }],
      analysis: "documents/analyses/soya-meal.pdf",
    },
  ],
};

const french = () => ({
  products: [
    {
      id: "soya-meal",
      name: "Tourteau de soja",
      alsoKnownAs: "Tourteau d'extraction de soja",
      shortDescription: "Tourteau de soja riche en protéines pour l'alimentation des volailles, des bovins et de l'aquaculture.",
      description: "Tourteau de soja toasté.",
      features: ["Protéines brutes 46-48 %", "Sans OGM"],
      packaging: "Sacs de 50 kg",
      origin: "Madhya Pradesh",
      specifications: [
        { parameter: "Protéines brutes", value: "46 % min" },
        { parameter: "Humidité", value: "12 % max" },
      ],
      packing: [{ unit: "Sac PP de 50 kg" }],
      markets: [{ market: "Union européenne", limit: "RDUE", detail: "Géolocalisation des parcelles" }],
    },
  ],
});

const problems = (translation: unknown) => validateTranslation(english, translation, model, context).map(formatProblem);

describe("which content is translated", () => {
  it("every text a visitor reads, and no slug, picture, code or shared name", () => {
    const translated = Object.entries(productModel.fields).filter(([, field]) => isTranslated(field)).map(([name]) => name);
    // A product's category is an id (its name is translated in categories.json).
    expect(translated).toEqual(["name", "alsoKnownAs", "shortDescription", "description", "features", "packaging", "origin", "specifications", "packing", "markets"]);
    const site = contentModels["site.json"].fields;
    expect(isTranslated(site.company.fields.name)).toBe(false);
    expect(isTranslated(site.company.fields.description)).toBe(true);
    expect(isTranslated(site.incoterms)).toBe(false);
    expect(isTranslated(site.contact.fields.phone)).toBe(false);
  });
});

describe("validateTranslation", () => {
  it("accepts a translation of every text, products found by id", () => {
    expect(problems(french())).toEqual([]);
  });

  it("names the file, the product, the field and the language of an empty text, and of a missing text of the file itself", () => {
    const translation = french();
    translation.products[0]!.features[1] = " ";
    expect(problems(translation)).toEqual([
      'content/locales/fr/products.json, products[0] (id "soya-meal"), field "features[1]": must not be empty: translate the English text "Non-GMO" into French',
    ]);
    const about = contentModels["about.json"];
    const aboutContext = { ...context, file: "content/locales/fr/about.json", englishFile: "content/about.json" };
    const aboutProblems = validateTranslation({ title: "About us" }, {}, { kind: "object", fields: { title: about.fields.title } }, aboutContext).map(formatProblem);
    expect(aboutProblems).toEqual(['content/locales/fr/about.json, field "title": is missing in French (fr); the English is text "About us"']);
  });

  it("takes other names of its own (not the English ones), but names an empty name and a product's own name", () => {
    const translation = french();
    translation.products[0]!.alsoKnownAs = "Tourteau d'extraction de soja, Tourteau de soya, Farine de soja fourragère";
    expect(problems(translation)).toEqual([]);
    translation.products[0]!.alsoKnownAs = "Tourteau de soya,, Tourteau";
    expect(problems(translation)).toEqual([
      'content/locales/fr/products.json, products[0] (id "soya-meal"), field "alsoKnownAs": "Tourteau de soya,, Tourteau" has an empty name: separate the names with single commas',
    ]);
    translation.products[0]!.alsoKnownAs = "Tourteau de soya, tourteau de soja";
    expect(problems(translation)).toEqual(['content/locales/fr/products.json, products[0] (id "soya-meal"), field "alsoKnownAs": "tourteau de soja" is the product\'s own name: list only its other names']);
    // After a broken entry, the product is still named by its own place in the file.
    const afterBroken = { products: [{ id: "soya-meal" }, translation.products[0]] };
    expect(problems(afterBroken)).toContain('content/locales/fr/products.json, products[1] (id "soya-meal"), field "alsoKnownAs": "tourteau de soja" is the product\'s own name: list only its other names');
  });

  it("lets a product or a list entry wait for its translation (it is withheld), but refuses a stray one", () => {
    const shorter = french();
    shorter.products[0]!.specifications.pop();
    delete (shorter.products[0] as Partial<(typeof shorter.products)[0]>).description;
    expect(problems(shorter)).toEqual([]);
    expect(problems({ products: [] })).toEqual([]);
    const longer = french();
    longer.products[0]!.features.push("Sans sable");
    expect(problems(longer)).toEqual([
      'content/locales/fr/products.json, products[0] (id "soya-meal"), field "features": has 3 entries, but content/products.json has 2: translate each one, in the same order, and remove those the English no longer has',
    ]);
    const stray = french();
    stray.products.push({ ...stray.products[0]!, id: "gone-meal" });
    expect(problems(stray)).toEqual(['content/locales/fr/products.json, products[1] (id "gone-meal"), field "id": "gone-meal" is not in content/products.json']);
  });

  it("refuses a label that loses, or adds, a place the page fills in ({kg}, {days})", () => {
    const catalogue = contentModels["catalogue.json"];
    const englishLabels = JSON.parse(JSON.stringify(realCatalogue)) as Record<string, unknown>;
    const labels = (samplesValue: string) => ({ ...frenchCatalogue, samplesValue });
    const catalogueContext = { ...context, file: "content/locales/fr/catalogue.json", englishFile: "content/catalogue.json" };
    expect(validateTranslation(englishLabels, labels("{kg} kg, expédiés sous {days} jours ; {courier}"), catalogue, catalogueContext)).toEqual([]);
    expect(validateTranslation(englishLabels, labels("{kg} kg, expédiés sous {days, plural, one {# jour} other {# jours}} ; {courier}"), catalogue, catalogueContext)).toEqual([]);
    expect(validateTranslation(englishLabels, labels("{kg} kg, expédiés sous quelques jours ; {courier}"), catalogue, catalogueContext).map(formatProblem)).toEqual([
      'content/locales/fr/catalogue.json, field "samplesValue": must keep the places the page fills in, {courier}, {days}, {kg}, as the English text "{kg} kg, sent within {days, plural, one {# day} other {# days}}; {courier}" has them, but has {courier}, {kg}',
    ]);
  });

  it("refuses a count the page could not fill, or one with a form the language does not have, naming the language's forms", () => {
    const catalogue = contentModels["catalogue.json"];
    const englishLabels = JSON.parse(JSON.stringify(realCatalogue)) as Record<string, unknown>;
    const catalogueContext = { ...context, file: "content/locales/fr/catalogue.json", englishFile: "content/catalogue.json" };
    const refusal = (leadTimeDaysLabel: string) => validateTranslation(englishLabels, { ...frenchCatalogue, leadTimeDaysLabel }, catalogue, catalogueContext).map(formatProblem);
    expect(refusal("{days, plural, one {# jour} few {# jours} other {# jours}}")).toEqual([
      'content/locales/fr/catalogue.json, field "leadTimeDaysLabel": counts {days} with "few", which French does not have: its forms are one, many, other (each but other may be left out)',
    ]);
    expect(refusal("{days, plural, one {# jour} other {# jours}")).toEqual([
      'content/locales/fr/catalogue.json, field "leadTimeDaysLabel": has 3 { and 2 }, where each { needs its }: a place is a name in braces as the English has it, {days}, and a number\'s words are written {days, plural, one {# …} other {# …}}, # where the number goes, with the forms one, many, other (each but other may be left out)',
    ]);
  });

  it("accepts the record of what each text was translated from, and nothing else in its place", () => {
    expect(problems({ ...french(), translatedFrom: { "products.soya-meal.name": "0badf00d" } })).toEqual([]);
    expect(problems({ ...french(), translatedFrom: ["x"] })).toEqual([
      "content/locales/fr/products.json, field \"translatedFrom\": is written by the content editor and must map each text to the English it was translated from; restore it from the repository's history",
    ]);
  });

  it("refuses what is written once in English, and unknown fields", () => {
    const translation = { products: [{ ...french().products[0]!, hsCode: "23040030", orgin: "Inde" }] };
    expect(problems(translation)).toEqual([
      'content/locales/fr/products.json, products[0] (id "soya-meal"), field "hsCode": is the same in every language: it is written once, in content/products.json, and not translated',
      'content/locales/fr/products.json, products[0] (id "soya-meal"), field "orgin": is not a field of content/products.json (a typo?)',
    ]);
  });
});

describe("applyTranslation", () => {
  it("puts each translated text in place and keeps everything written once in English", () => {
    const translation = french();
    translation.products.reverse();
    const [product] = applyTranslation(english, translation, model).products;
    expect(product).toEqual({
      ...english.products[0],
      ...french().products[0],
      image: "images/products/soya-meal.jpg",
      hsCode: "23040030",
      // Each packing's unit translated, its numbers the English file's.
      packing: [{ ...english.products[0]!.packing[0], unit: "Sac PP de 50 kg" }],
      availableMonths: ["jan", "feb"],
      // Each limit by market's texts translated, its address, standing and day the English file's.
      markets: [{ ...english.products[0]!.markets[0], ...french().products[0]!.markets[0] }],
    });
    expect(english.products[0]!.name).toBe("Soya Extraction Meal");
  });

  it("leaves a text the translation lacks empty, never English (a draft in the editor)", () => {
    const [product] = applyTranslation(english, { products: [{ id: "soya-meal", name: "Tourteau de soja" }] }, model).products;
    expect(product).toMatchObject({ name: "Tourteau de soja", description: "", features: ["", ""], hsCode: "23040030" });
    expect(applyTranslation(english, {}, model).products[0]!.name).toBe("");
  });

  it("leaves out the products and list entries the language withholds", () => {
    const two = { products: [english.products[0]!, { ...english.products[0]!, id: "rapeseed-meal", name: "Rapeseed Extraction Meal" }] };
    const content = applyTranslation(two, french(), model, new Set(["products.rapeseed-meal", "products.soya-meal.features.1"]));
    expect(content.products.map(({ id }) => id)).toEqual(["soya-meal"]);
    expect(applyTranslation(two, french(), model, new Set(["products.soya-meal"])).products.map(({ id }) => id)).toEqual(["rapeseed-meal"]);
    const about = { story: { heading: "Our story", paragraphs: ["In 1950.", "In 2011."] } };
    const aboutModel = { kind: "object", fields: { story: contentModels["about.json"].fields.story } } as const;
    const translated = applyTranslation(about, { story: { heading: "Notre histoire", paragraphs: ["En 1950."] } }, aboutModel, new Set(["story.paragraphs.1"]));
    expect(translated).toEqual({ story: { heading: "Notre histoire", paragraphs: ["En 1950."] } });
  });

  it("keeps shared texts such as the company's name in English", () => {
    const site = { company: { name: "Acme Exports", description: "Exporters." } };
    const siteModel = { kind: "object", fields: { company: { kind: "object", fields: { name: { kind: "text", shared: true }, description: { kind: "text" } } } } } as const;
    expect(applyTranslation(site, { company: { description: "Exportateurs." } }, siteModel)).toEqual({ company: { name: "Acme Exports", description: "Exportateurs." } });
  });

  it("sets each translated text, and nothing written once in English, with the set it is given (the language's typography)", () => {
    const site = { company: { name: "Acme : Exports", description: "Exporters." } };
    const siteModel = { kind: "object", fields: { company: { kind: "object", fields: { name: { kind: "text", shared: true }, description: { kind: "text" } } } } } as const;
    const set = (text: string) => `[${text}]`;
    expect(applyTranslation(site, { company: { description: "Exportateurs : 46 %." } }, siteModel, undefined, set)).toEqual({
      company: { name: "Acme : Exports", description: "[Exportateurs : 46 %.]" },
    });
    // A text the translation lacks stays empty.
    expect(applyTranslation(site, {}, siteModel, undefined, set).company.description).toBe("");
  });
});

describe("translationModel", () => {
  it("is a translation file's shape: the translated fields only, and each product's id", () => {
    const products = translationModel(model).fields.products;
    expect(products?.kind).toBe("list");
    const item = products?.kind === "list" && products.of.kind === "object" ? products.of : undefined;
    expect(Object.keys(item!.fields)).toEqual(["id", "name", "alsoKnownAs", "shortDescription", "description", "features", "packaging", "origin", "specifications", "packing", "markets"]);
    expect(validateTranslation(english, french(), model, context)).toEqual([]);
    const site = translationModel(contentModels["site.json"]);
    expect(Object.keys(site.fields)).not.toContain("incoterms");
    expect(site.fields.company?.kind === "object" && Object.keys(site.fields.company.fields)).toEqual(["description"]);
  });
});

test("each translation file's record of what its texts translate is in key order, as the editor writes it, so a translator's save changes only the lines of the texts saved", () => {
  const locales = path.join(__dirname, "..", "..", "..", "content", "locales");
  for (const code of fs.readdirSync(locales)) {
    for (const file of fs.readdirSync(path.join(locales, code))) {
      const record = (JSON.parse(fs.readFileSync(path.join(locales, code, file), "utf8")) as { translatedFrom?: Record<string, string> }).translatedFrom ?? {};
      const keys = Object.keys(record);
      // The editor's order (translation-status-widget.tsx, inKeyOrder): by code unit.
      expect([code, file, keys]).toEqual([code, file, [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))]);
    }
  }
});
