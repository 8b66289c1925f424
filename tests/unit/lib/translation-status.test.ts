import { contentModels } from "../../../src/lib/content-model";
import { formatProblem } from "../../../src/lib/content-rules";
import { localeOf } from "../../../src/lib/locales";
import { sourceHash, textStatuses, translationReport } from "../../../src/lib/translation-status";

const spanish = localeOf("es");
const model = contentModels["products.json"];
const FILE = "content/locales/es/products.json";

const product = (id: string, protein: string) => ({
  id,
  name: "Groundnut Extraction Meal",
  category: "oil-meals",
  image: `images/products/${id}.jpg`,
  shortDescription: "High-protein de-oiled groundnut meal for cattle, poultry and aquaculture feed.",
  description: "Protein-rich groundnut cake.",
  features: ["For cattle feed"],
  packaging: "50 kg bags",
  origin: "Gujarat",
  specifications: [{ parameter: "Crude protein", value: protein }],
  hsCode: "23050000",
  packing: [{ unit: "50 kg bag", netKg: 50, per20ft: 500, per40ft: 520, leadTimeDays: 15 }],
  availableMonths: ["jan"],
});

const texts = (protein: string) => ({
  id: "groundnut-meal",
  name: "Harina de cacahuete",
  shortDescription: "Harina de cacahuete desgrasada y rica en proteína para piensos de bovinos, aves y acuicultura.",
  description: "Torta de cacahuete rica en proteína.",
  features: ["Para piensos de bovinos"],
  packaging: "Sacos de 50 kg",
  origin: "Gujarat",
  specifications: [{ parameter: "Proteína bruta", value: protein }],
  packing: [{ unit: "Saco de 50 kg" }],
});

/** A record saying every text was translated from this English. */
function recordFrom(english: { products: ReturnType<typeof product>[] }, translation: unknown) {
  return Object.fromEntries(textStatuses(english, translation, model, spanish).map(({ key, english: text }) => [key, text]));
}

const englishWith = (protein: string) => ({ products: [product("groundnut-meal", protein)] });
const report = (english: unknown, translation: unknown) => translationReport(english, translation, model, spanish, FILE);

describe("what a text was translated from", () => {
  it("is the English itself, or in an older record its fingerprint; only the English itself says what the English was", () => {
    const key = "products.groundnut-meal.specifications.0.value";
    const translated = { products: [texts("45 % mín.")] };
    const statusOf = (recorded: string, english: string) =>
      textStatuses(englishWith(english), { ...translated, translatedFrom: { [key]: recorded } }, model, spanish).find((status) => status.key === key)!;
    expect(statusOf("45% min", "45% min")).toMatchObject({ state: "current", englishBefore: null });
    expect(statusOf("45% min", "46% min")).toMatchObject({ state: "outdated", englishBefore: "45% min", english: "46% min" });
    expect(sourceHash("45% min")).toMatch(/^[0-9a-f]{8}$/);
    expect(sourceHash("46% min")).not.toBe(sourceHash("45% min"));
    expect(statusOf(sourceHash("45% min"), "45% min")).toMatchObject({ state: "current", englishBefore: null });
    expect(statusOf(sourceHash("45% min"), "46% min")).toMatchObject({ state: "outdated", englishBefore: null });
  });
});

describe("translation status", () => {
  const translated = { products: [texts("45 % mín.")] };
  const current = { ...translated, translatedFrom: recordFrom(englishWith("45% min"), translated) };

  it("finds a translation made from the current English current, and withholds nothing", () => {
    const result = report(englishWith("45% min"), current);
    expect(result).toEqual({ slips: [], withheld: new Set(), fileWithheld: false, outdated: [], toTranslate: [] });
    expect(textStatuses(englishWith("45% min"), current, model, spanish).every(({ state }) => state === "current")).toBe(true);
  });

  it("marks a text outdated when its English changes, and withholds its product when a number changed", () => {
    const result = report(englishWith("46% min"), current);
    expect(result.slips).toEqual([]);
    expect(result.outdated.map(({ key, numbers }) => ({ key, numbers }))).toEqual([
      { key: "products.groundnut-meal.specifications.0.value", numbers: { missing: [46], extra: [45] } },
    ]);
    expect([...result.withheld]).toEqual(["products.groundnut-meal"]);
  });

  it("shows an outdated text whose numbers still agree, marked outdated", () => {
    const result = report(englishWith("45% minimum"), current);
    expect(result.outdated.map(({ key }) => key)).toEqual(["products.groundnut-meal.specifications.0.value"]);
    expect(result.withheld.size).toBe(0);
  });

  it("stops on a translator's slip: a translation of the current English whose numbers differ", () => {
    const slipped = { products: [texts("54 % mín.")], translatedFrom: current.translatedFrom };
    expect(report(englishWith("45% min"), slipped).slips.map(formatProblem)).toEqual([
      'content/locales/es/products.json, products[0] (id "groundnut-meal").specifications[0], field "value": its numbers differ from the English it was translated from: the Spanish has 54 where the English has 45 (English "45% min", Spanish "54 % mín.")',
    ]);
  });

  it("counts a text with no record as outdated, so a number it gets wrong withholds rather than shows", () => {
    const result = report(englishWith("46% min"), translated);
    expect(result.slips).toEqual([]);
    expect(result.outdated).toHaveLength(textStatuses(englishWith("46% min"), translated, model, spanish).length);
    expect([...result.withheld]).toEqual(["products.groundnut-meal"]);
  });

  it("withholds a product, or a list entry, not translated yet, and lists it to translate", () => {
    const two = { products: [product("groundnut-meal", "45% min"), { ...product("sesame-seeds", "50% min"), name: "Sesame Seeds" }] };
    const result = report(two, current);
    expect([...result.withheld]).toEqual(["products.sesame-seeds"]);
    expect(result.toTranslate).toEqual(['products[1] (id "sesame-seeds")']);

    const aboutModel = contentModels["about.json"];
    const about = { story: { heading: "Our story", paragraphs: ["Since 1950.", "Since 2011."] } };
    const aboutReport = translationReport(about, { story: { heading: "Historia", paragraphs: ["Desde 1950."] } }, { kind: "object", fields: { story: aboutModel.fields.story } }, spanish, "content/locales/es/about.json");
    expect([...aboutReport.withheld]).toEqual(["story.paragraphs.1"]);
    expect(aboutReport.toTranslate).toEqual(["story.paragraphs[1]"]);
  });

  it("withholds a file's pages when one of its own texts is outdated with other numbers", () => {
    const aboutModel = { kind: "object", fields: { description: contentModels["about.json"].fields.description } } as const;
    const translation = { description: "Desde 1950, en más de 25 países.", translatedFrom: { description: "Since 1950, in 25+ countries." } };
    expect(translationReport({ description: "Since 1950, in 30+ countries." }, translation, aboutModel, spanish, "x").fileWithheld).toBe(true);
    expect(translationReport({ description: "Since 1950, in more than 25 countries." }, translation, aboutModel, spanish, "x").fileWithheld).toBe(false);
  });
});
