import { mergeContent, UNKNOWN_BASE } from "../../../plugins/decap-cms/editor/merge-content";
import { contentModels } from "../../../src/lib/content-model";
import { TRANSLATED_FROM, translationModel } from "../../../src/lib/translations";
import { content } from "../../e2e/content";

const model = contentModels["products.json"];
const spanishModel = translationModel(model);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
type Products = { products: Record<string, unknown>[] } & Record<string, unknown>;
const base = (): Products => clone({ products: content.products }) as unknown as Products;
const [first, second] = content.products;

test("changes to two products are both kept, and so is everything else", () => {
  const theirs = base();
  theirs.products[0]!.packaging = "20 MT";
  const mine = base();
  mine.products[1]!.packaging = "5 MT";
  const { merged, conflicts } = mergeContent(base(), theirs, mine, model);
  expect(conflicts).toEqual([]);
  const expected = base();
  expected.products[0]!.packaging = "20 MT";
  expected.products[1]!.packaging = "5 MT";
  expect(merged).toEqual(expected);
});

test("two fields of one product, and two specifications of one product, are both kept", () => {
  const theirs = base();
  theirs.products[0]!.origin = "Gujarat, India";
  (theirs.products[0]!.specifications as { value: string }[])[0]!.value = "46% min";
  const mine = base();
  mine.products[0]!.packaging = "5 MT";
  (mine.products[0]!.specifications as { value: string }[])[1]!.value = "1.5% max";
  const { merged, conflicts } = mergeContent(base(), theirs, mine, model);
  expect(conflicts).toEqual([]);
  const product = (merged as Products).products[0]!;
  expect(product.origin).toBe("Gujarat, India");
  expect(product.packaging).toBe("5 MT");
  expect((product.specifications as { value: string }[]).slice(0, 2).map(({ value }) => value)).toEqual(["46% min", "1.5% max"]);
});

test("the same field changed to two values is a conflict, named in the form's words, with both values; the choice decides", () => {
  const theirs = base();
  theirs.products[0]!.packaging = "20 MT";
  theirs.products[1]!.origin = "Their origin";
  const mine = base();
  mine.products[0]!.packaging = "5 MT";
  const { merged, conflicts } = mergeContent(base(), theirs, mine, model);
  expect(conflicts).toEqual([{ where: [first!.name, "Packaging"], mine: "5 MT", theirs: "20 MT" }]);
  // Until chosen, this person's value; every other change of theirs is kept either way.
  expect((merged as Products).products[0]!.packaging).toBe("5 MT");
  const chosen = mergeContent(base(), theirs, mine, model, ["theirs"]).merged as Products;
  expect(chosen.products[0]!.packaging).toBe("20 MT");
  expect(chosen.products[1]!.origin).toBe("Their origin");
});

test("the same change on both sides is no conflict", () => {
  const theirs = base();
  theirs.products[0]!.packaging = "20 MT";
  const mine = clone(theirs);
  expect(mergeContent(base(), theirs, mine, model)).toEqual({ merged: theirs, conflicts: [] });
});

test("products added on both sides are both kept, each after the product it follows; one removed by the other is gone", () => {
  const theirs = base();
  theirs.products.splice(1, 0, { ...clone(first!), id: "sesame-seeds", name: "Sesame Seeds" });
  const mine = base();
  mine.products.push({ ...clone(second!), id: "mustard-meal", name: "Mustard Meal" });
  mine.products.splice(2, 1);
  const { merged, conflicts } = mergeContent(base(), theirs, mine, model);
  expect(conflicts).toEqual([]);
  const ids = (merged as Products).products.map(({ id }) => id);
  const expected = content.products.map(({ id }) => id).filter((id) => id !== content.products[2]!.id);
  expected.splice(1, 0, "sesame-seeds");
  expected.push("mustard-meal");
  expect(ids).toEqual(expected);
});

test("a product one side removed and the other changed is a conflict: keep it, or remove it", () => {
  const theirs = base();
  theirs.products.splice(0, 1);
  const mine = base();
  mine.products[0]!.packaging = "5 MT";
  const { conflicts } = mergeContent(base(), theirs, mine, model);
  expect(conflicts).toEqual([{ where: [first!.name], mine: mine.products[0], theirs: undefined }]);
  expect((mergeContent(base(), theirs, mine, model, ["theirs"]).merged as Products).products.map(({ id }) => id)).not.toContain(first!.id);
  expect((mergeContent(base(), theirs, mine, model, ["mine"]).merged as Products).products[0]!.packaging).toBe("5 MT");
});

test("a new order by one side is kept with the other's changes", () => {
  const theirs = base();
  theirs.products.reverse();
  const mine = base();
  mine.products[0]!.packaging = "5 MT";
  const merged = mergeContent(base(), theirs, mine, model).merged as Products;
  expect(merged.products.map(({ id }) => id)).toEqual(content.products.map(({ id }) => id).reverse());
  expect(merged.products.at(-1)!.packaging).toBe("5 MT");
});

test("a list whose length both changed is one value: a conflict, not a mix", () => {
  const theirs = base();
  (theirs.products[0]!.features as string[]).push("Theirs");
  const mine = base();
  (mine.products[0]!.features as string[]).push("Mine");
  const { conflicts } = mergeContent(base(), theirs, mine, model);
  expect(conflicts.map(({ where }) => where)).toEqual([[first!.name, "Features"]]);
});

test("a translation: two translators' products both kept, each text's record from the side whose text is kept", () => {
  const spanish = {
    products: [
      { id: "a", name: "Harina A", description: "Uno" },
      { id: "b", name: "Harina B", description: "Dos" },
    ],
    [TRANSLATED_FROM]: { "products.a.name": "A", "products.a.description": "One", "products.b.name": "B", "products.b.description": "Two" },
  };
  const theirs = clone(spanish);
  theirs.products[0]!.description = "Uno, nuevo";
  theirs[TRANSLATED_FROM]["products.a.description"] = "One, new";
  const mine = clone(spanish);
  mine.products[1]!.name = "Harina B, nueva";
  mine[TRANSLATED_FROM]["products.b.name"] = "B, new";
  const { merged, conflicts } = mergeContent(spanish, theirs, mine, spanishModel);
  expect(conflicts).toEqual([]);
  expect(merged).toEqual({
    products: [
      { id: "a", name: "Harina A", description: "Uno, nuevo" },
      { id: "b", name: "Harina B, nueva", description: "Dos" },
    ],
    [TRANSLATED_FROM]: { "products.a.description": "One, new", "products.a.name": "A", "products.b.description": "Two", "products.b.name": "B, new" },
  });

  // Both translated one text: the record follows the text chosen.
  const theirs2 = clone(spanish);
  theirs2.products[0]!.name = "Harina A (ellos)";
  theirs2[TRANSLATED_FROM]["products.a.name"] = "A, theirs";
  const mine2 = clone(spanish);
  mine2.products[0]!.name = "Harina A (yo)";
  mine2[TRANSLATED_FROM]["products.a.name"] = "A, mine";
  for (const side of ["mine", "theirs"] as const) {
    const result = mergeContent(spanish, theirs2, mine2, spanishModel, [side]).merged as typeof spanish;
    expect(result.products[0]!.name).toBe(side === "mine" ? "Harina A (yo)" : "Harina A (ellos)");
    expect(result[TRANSLATED_FROM]["products.a.name"]).toBe(side === "mine" ? "A, mine" : "A, theirs");
  }
});

test("an unknown base (changes restored from a backup whose file was not kept): every difference is asked about, nothing taken silently", () => {
  const theirs = base();
  theirs.products[0]!.packaging = "20 MT";
  const mine = base();
  mine.products[1]!.packaging = "5 MT";
  const { conflicts } = mergeContent(UNKNOWN_BASE, theirs, mine, model);
  expect(conflicts.map(({ where }) => where)).toEqual([
    [first!.name, "Packaging"],
    [second!.name, "Packaging"],
  ]);
});
