import { nameClashes, namesByLanguage, otherNames, otherNamesProblem } from "../../../src/lib/other-names";

test("other names are read at commas, Latin or Arabic, trimmed", () => {
  expect(otherNames("Peanut meal,  Groundnut DOC ,De-oiled cake")).toEqual(["Peanut meal", "Groundnut DOC", "De-oiled cake"]);
  expect(otherNames("كسبة الفول السوداني، كسبة فستق العبيد")).toEqual(["كسبة الفول السوداني", "كسبة فستق العبيد"]);
});

test("an empty name, a name twice or a sentence is a problem, named in the content's words", () => {
  expect(otherNamesProblem("Peanut meal, Groundnut DOC")).toBeUndefined();
  expect(otherNamesProblem("Peanut meal,, Groundnut DOC")).toBe('"Peanut meal,, Groundnut DOC" has an empty name: separate the names with single commas');
  expect(otherNamesProblem("Peanut meal,")).toMatch(/has an empty name/);
  expect(otherNamesProblem("Peanut meal, peanut  Meal")).toBe('names "peanut  Meal" twice');
  expect(otherNamesProblem("Harina de cacahuete, harina de cacahuéte")).toBe('names "harina de cacahuéte" twice');
  expect(otherNamesProblem("A de-oiled groundnut cake that is used as a feed for cattle and poultry")).toMatch(/is longer than 60 characters/);
});

test("a product's other name that is its own name or another product's is a problem", () => {
  const products = [
    { id: "groundnut-oil", name: "Groundnut Oil", alsoKnownAs: "Peanut oil, Arachis oil" },
    { id: "peanut-roaster", name: "Peanut & Roaster", alsoKnownAs: "Peanuts, groundnut oil" },
    { id: "castor-oil", name: "Castor Oil", alsoKnownAs: "Castor oil, Ricinus oil" },
  ];
  expect(nameClashes(products)).toEqual([
    { index: 1, message: '"groundnut oil" is the name of another product, "groundnut-oil": a product\'s other names must not be another\'s name' },
    { index: 2, message: '"Castor oil" is the product\'s own name: list only its other names' },
  ]);
});

test("an entry that is not a named product keeps its place: a clash after it is named by its own index", () => {
  const entries = [{ id: "no-name-yet" }, "not an entry", { id: "castor-oil", name: "Castor Oil", alsoKnownAs: "Castor oil" }];
  expect(nameClashes(entries)).toEqual([{ index: 2, message: '"Castor oil" is the product\'s own name: list only its other names' }]);
});

describe("namesByLanguage", () => {
  it("marks the product's English name among a translation's other names, and keeps the text as written", () => {
    expect(namesByLanguage("Tourteau d'arachide, Tourteau de cacahuète, Groundnut Extraction Meal", "Groundnut Extraction Meal", "Français")).toEqual([
      { text: "Tourteau d'arachide, Tourteau de cacahuète, ", english: false },
      { text: "Groundnut Extraction Meal", english: true },
    ]);
    // Where the translator wrote it first, and in other letters' case.
    expect(namesByLanguage("groundnut extraction meal ,Tourteau", "Groundnut Extraction Meal", "Français")).toEqual([
      { text: "groundnut extraction meal", english: true },
      { text: " ,Tourteau", english: false },
    ]);
  });

  it("on a page whose language is not written in Latin letters, marks every name that is: a trade name in English", () => {
    expect(namesByLanguage("كسبة الفول السوداني، Groundnut DOC، Groundnut Extraction Meal", "Groundnut Extraction Meal", "العربية")).toEqual([
      { text: "كسبة الفول السوداني، ", english: false },
      { text: "Groundnut DOC", english: true },
      { text: "، ", english: false },
      { text: "Groundnut Extraction Meal", english: true },
    ]);
    // On a page in Latin letters, a Latin name is the language's own, unless it is the English name.
    expect(namesByLanguage("Harina de soja, Soya DOC", "Soybean Meal", "Español")).toEqual([{ text: "Harina de soja, Soya DOC", english: false }]);
    // In English, none.
    expect(namesByLanguage("Peanut meal, Groundnut DOC", "", "English")).toEqual([{ text: "Peanut meal, Groundnut DOC", english: false }]);
  });
});
