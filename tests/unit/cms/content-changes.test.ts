import { commitSubject, contentChanges, describeChange } from "../../../plugins/decap-cms/editor/content-changes";
import { contentModels } from "../../../src/lib/content-model";
import { translationModel } from "../../../src/lib/translations";
import { content } from "../../e2e/content";

const products = contentModels["products.json"];
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

test("a specification's value changed is named by its product, the list and its parameter, with both values", () => {
  const draft = clone({ products: content.products });
  const first = draft.products[0]!;
  const was = first.specifications[0]!.value;
  (first.specifications[0] as { value: string }).value = "46% min";
  const changes = contentChanges({ products: content.products }, draft, products);
  expect(changes).toEqual([{ where: [first.name, "Specifications", first.specifications[0]!.parameter], kind: "changed", before: was, after: "46% min" }]);
  expect(describeChange(changes[0]!)).toBe(`${first.name} › Specifications › ${first.specifications[0]!.parameter}: ${was} → 46% min`);
  expect(commitSubject("Products", changes)).toBe(`Products: ${first.name} (${first.specifications[0]!.parameter.toLowerCase()})`);
});

test("nothing changed is no change, whatever the order of keys", () => {
  expect(contentChanges({ products: content.products }, clone({ products: content.products }), products)).toEqual([]);
  expect(commitSubject("Products", [])).toBe("Products: saved without changes");
});

test("products are matched by id: a new one is added, a gone one removed, a new order one change, not every product", () => {
  const [first, second, ...rest] = content.products;
  const added = { ...clone(first!), id: "sesame-seeds", name: "Sesame Seeds" };
  const draft = { products: [second!, first!, ...rest.slice(1), added] };
  const changes = contentChanges({ products: content.products }, draft, products);
  expect(changes).toEqual([
    { where: ["Sesame Seeds"], kind: "added" },
    { where: [rest[0]!.name], kind: "removed" },
    { where: ["Order of products"], kind: "reordered" },
  ]);
  expect(changes.map(describeChange)).toEqual(["Sesame Seeds: added", `${rest[0]!.name}: removed`, "Order of products: changed"]);
  expect(commitSubject("Products", changes)).toBe(`Products: Sesame Seeds (added); ${rest[0]!.name} (removed); Order of products`);
});

test("a web address renamed is that product changed, not one removed and one added, moved or not; a different product in its place is not", () => {
  const draft = clone({ products: content.products });
  const first = draft.products[0]!;
  const was = first.id;
  first.id = `${was}-bss`;
  const changes = contentChanges({ products: content.products }, draft, products);
  expect(changes.map(describeChange)).toEqual([`${first.name} › Web address (id): ${was} → ${was}-bss`]);
  expect(commitSubject("Products", changes)).toBe(`Products: ${first.name} (web address (id))`);

  // Two renamed, one of them moved to the end: each is its product changed, and the order one change.
  const [one, two, ...others] = clone(content.products);
  const moved = { products: [{ ...two!, id: `${two!.id}-2` }, ...others, { ...one!, id: `${one!.id}-1` }] };
  expect(contentChanges({ products: content.products }, moved, products).map(describeChange)).toEqual([
    `${two!.name} › Web address (id): ${two!.id} → ${two!.id}-2`,
    `${one!.name} › Web address (id): ${one!.id} → ${one!.id}-1`,
    "Order of products: changed",
  ]);

  // Another product in its place, under another name: one removed, one added.
  const replaced = clone({ products: content.products });
  Object.assign(replaced.products[0]!, { id: "sesame-seeds", name: "Sesame Seeds" });
  expect(contentChanges({ products: content.products }, replaced, products).map(describeChange)).toEqual(["Sesame Seeds: added", `${content.products[0]!.name}: removed`]);
});

test("a feature is named by its place, as the form counts; a text added or emptied says so", () => {
  const draft = clone({ products: content.products });
  const first = draft.products[0]!;
  (first.features as string[])[1] = "Changed feature";
  (first.features as string[]).push("A new feature");
  const changes = contentChanges({ products: content.products }, draft, products);
  expect(changes.map(describeChange)).toEqual([
    `${first.name} › Feature 2: ${content.products[0]!.features[1]} → Changed feature`,
    `${first.name} › Feature ${first.features.length}: added “A new feature”`,
  ]);
});

test("a page's own texts and nested parts are named by their labels; a translation's changes too", () => {
  const home = clone(content.home);
  (home.hero as { headline: string }).headline = "New headline";
  expect(contentChanges(content.home, home, contentModels["home.json"]).map(describeChange)).toEqual([`Hero › Headline: ${content.home.hero.headline} → New headline`]);
  const model = translationModel(contentModels["products.json"]);
  const before = { products: [{ id: "groundnut-meal", name: "Harina", specifications: [{ parameter: "Proteína bruta", value: "45 % mín." }] }] };
  const after = clone(before);
  after.products[0]!.specifications[0]!.value = "46 % mín.";
  const changes = contentChanges(before, after, model);
  expect(changes.map(describeChange)).toEqual(["Harina › Specifications › Proteína bruta: 45 % mín. → 46 % mín."]);
  expect(commitSubject("Spanish, Products", changes)).toBe("Spanish, Products: Harina (proteína bruta)");
});

test("a long list of changed products is cut short, saying how many more", () => {
  const draft = clone({ products: content.products });
  for (const product of draft.products) (product as { origin: string }).origin = "Elsewhere";
  const subject = commitSubject("Products", contentChanges({ products: content.products }, draft, products));
  expect(subject.length).toBeLessThanOrEqual(100);
  expect(subject).toMatch(/^Products: .+ \(origin\); .+ and \d+ more$/);
});
