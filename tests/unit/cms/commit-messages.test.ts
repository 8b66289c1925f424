import { commitSubjectFor, describeCommits } from "../../../plugins/decap-cms/editor/commit-messages";
import { content } from "../../e2e/content";
import fs from "node:fs";
import path from "node:path";

const file = (name: string) => fs.readFileSync(path.resolve(__dirname, "..", "..", "..", "content", name), "utf8");

test("a save of the catalogue is named by the product and the field it changed", () => {
  const draft = JSON.parse(file("products.json"));
  draft.products[0].specifications[0].value = "46% min";
  expect(commitSubjectFor("content/products.json", JSON.stringify(draft), file("products.json"))).toBe(
    `Products: ${content.products[0]!.name} (${content.products[0]!.specifications[0]!.parameter.toLowerCase()})`,
  );
});

test("a translation's save names its language; one that only confirms says so; another file is left to Decap", () => {
  const spanish = JSON.parse(file("locales/es/products.json"));
  spanish.products[0].name = "Harina nueva";
  expect(commitSubjectFor("content/locales/es/products.json", JSON.stringify(spanish), file("locales/es/products.json"))).toBe("Spanish, Products: Harina nueva (name)");
  const confirmed = JSON.parse(file("locales/es/products.json"));
  confirmed.translatedFrom[Object.keys(confirmed.translatedFrom)[0]!] = "0badf00d";
  expect(commitSubjectFor("content/locales/es/products.json", JSON.stringify(confirmed), file("locales/es/products.json"))).toBe("Spanish, Products: translations confirmed as still correct");
  expect(commitSubjectFor("content/images/products/x.jpg", "", null)).toBeNull();
  const home = JSON.parse(file("home.json"));
  home.hero.headline = "New";
  expect(commitSubjectFor("content/home.json", JSON.stringify(home), file("home.json"))).toBe("Home page: Hero (headline)");
});

test("the backend Decap uses writes each save with that message, the file as published read through it", async () => {
  const persisted: unknown[] = [];
  const implementation = {
    persistEntry: async (_entry: unknown, options: unknown) => persisted.push(options),
    getEntry: async () => ({ data: file("products.json") }),
  };
  const registered = { init: () => implementation };
  describeCommits(registered);
  const draft = JSON.parse(file("products.json"));
  draft.products[1].origin = "Elsewhere";
  await registered.init().persistEntry({ dataFiles: [{ path: "content/products.json", raw: JSON.stringify(draft) }] }, { commitMessage: "Update Products “products”" });
  expect(persisted).toEqual([{ commitMessage: `Products: ${content.products[1]!.name} (origin)` }]);
});
