import { nameClashes, otherNames, otherNamesProblem } from "../../../src/lib/other-names";

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
