import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fixMetaNames, resultOf } from "../../../scripts/search-index.mjs";

test("a product's result is its name, category, picture and HS code, from the meta its page wrote", () => {
  expect(
    resultOf({
      url: "/ar/products/castor-oil/",
      content: "زيت الخروع. الزيوت",
      meta: { title: "زيت الخروع", category: "الزيوت", image: "/static/1/castor-oil.avif", hs: "15153090", hsLabel: "رمز النظام المنسق" },
      filters: {},
    }),
  ).toEqual({ url: "/ar/products/castor-oil/", title: "زيت الخروع", detail: "الزيوت", image: "/static/1/castor-oil.avif", hsCode: "15153090", hsLabel: "رمز النظام المنسق", isCategory: false });
});

test("a category's result is its name and introduction, as plain text", () => {
  expect(resultOf({ url: "/products/category/oils/", content: "Oils. Groundnut oil and castor oil <refined>.", meta: { title: "Oils" }, filters: { kind: ["category"] } })).toEqual({
    url: "/products/category/oils/",
    title: "Oils",
    detail: "Groundnut oil and castor oil <refined>.",
    isCategory: true,
  });
});

test("each language's meta file gets a fixed name, which the entry file gives Pagefind, so that the browser can preload it", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
  try {
    fs.writeFileSync(path.join(dir, "pagefind-entry.json"), JSON.stringify({ version: "1.6.0", languages: { en: { hash: "en_1d70be9b4a", wasm: "en", page_count: 16 } } }));
    fs.writeFileSync(path.join(dir, "pagefind.en_1d70be9b4a.pf_meta"), "meta");
    fixMetaNames(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(["pagefind-entry.json", "pagefind.en.pf_meta"]);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "pagefind-entry.json"), "utf8")).languages.en).toEqual({ hash: "en", wasm: "en", page_count: 16 });
    // An entry that names no meta file (Pagefind's format changed) stops the build.
    fs.rmSync(path.join(dir, "pagefind.en.pf_meta"));
    expect(() => fixMetaNames(dir)).toThrow('no meta file for "en"');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
