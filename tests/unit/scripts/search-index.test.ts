import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chunksOf, fixMetaNames, nameWords, pictureOf, readCbor, resultOf, thumbnailCopier } from "../../../scripts/search-index.mjs";

test("a product's result is its name, category, picture and HS code, from the meta its page wrote and the picture it names", () => {
  expect(
    resultOf(
      {
        url: "/ar/products/castor-oil/",
        content: "زيت الخروع. الزيوت",
        meta: { title: "زيت الخروع", category: "الزيوت", hs: "15153090", hsLabel: "رمز النظام المنسق" },
        filters: {},
      },
      "/static/1/castor-oil.avif",
    ),
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

test("a page names its result's picture in data-search-image, not in a meta whose words Pagefind would index", () => {
  expect(pictureOf('<div class="b" data-pagefind-body="" data-search-image="/static/2d4f/2eac2/castor-oil.avif?a=1&amp;b=2"><h1>Castor Oil</h1></div>')).toBe("/static/2d4f/2eac2/castor-oil.avif?a=1&b=2");
  expect(pictureOf('<div data-pagefind-body=""><h1>Oils</h1></div>')).toBeUndefined();
  // A page whose picture became Pagefind's meta (its own, or the first after its title, which Pagefind takes) stops the build.
  expect(() => resultOf({ url: "/products/category/oils/", content: "Oils.", meta: { title: "Oils", image: "/static/cbc5e41c/ab243/groundnut-oil.jpg" }, filters: { kind: ["category"] } })).toThrow(
    'search-index: /products/category/oils/ gives Pagefind a picture (/static/cbc5e41c/ab243/groundnut-oil.jpg)',
  );
});

/** A meta file as Pagefind 1.6 writes it, in CBOR: its version, pages, index chunks, a map, true, null and a list of unknown length. */
const META = Buffer.from(
  [
    "87", // a list of 7:
    "65 312e362e30", // "1.6.0"
    "81 83 64 61725f31 18a3 60", // [["ar_1", 163, ""]]
    "81 83 62 3030 63 313332 64 61725f32", // [["00", "132", "ar_2"]]
    "a1 61 61 21", // {"a": -2}
    "f5 f6", // true, null
    "9f 01 02 ff", // [1, 2], of unknown length
  ]
    .join("")
    .replace(/ /g, ""),
  "hex",
);

test("Pagefind's meta file is read as CBOR, for the index chunks it lists", () => {
  expect(readCbor(META)).toEqual(["1.6.0", [["ar_1", 163, ""]], [["00", "132", "ar_2"]], { a: -2 }, true, null, [1, 2]]);
  expect(chunksOf(zlib.gzipSync(Buffer.concat([Buffer.from("pagefind_dcd"), META])), "pagefind.ar.pf_meta")).toEqual([["00", "132", "ar_2"]]);
  // A meta file in another format stops the build, naming it.
  expect(() => chunksOf(zlib.gzipSync(Buffer.from("pagefind_dcd\x80")), "pagefind.ar.pf_meta")).toThrow("pagefind.ar.pf_meta lists no index chunks where Pagefind 1.6 did");
  expect(() => readCbor(Buffer.from("f7", "hex"))).toThrow("CBOR: a simple value of kind 23");
  expect(() => chunksOf(zlib.gzipSync(Buffer.concat([Buffer.from("pagefind_dcd"), META.subarray(0, 20)])), "pagefind.ar.pf_meta")).toThrow("pagefind.ar.pf_meta lists no index chunks");
});

test("the names' words are counted, most held first, for the browser to guess the next keys from before the results have come", () => {
  expect(nameWords([{ title: "Castor Oil" }, { title: "Castor Extraction Meal" }, { title: "Oils" }, { title: "زيت  الخروع" }])).toEqual([
    ["Castor", 2],
    ["Extraction", 1],
    ["Meal", 1],
    ["Oil", 1],
    ["Oils", 1],
    ["الخروع", 1],
    ["زيت", 1],
  ]);
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

test("a result's picture is copied once, whatever languages show it, to a short address named by its content", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-thumbs-"));
  try {
    // Gatsby's address percent-encodes the file's name; the file keeps it as uploaded.
    const folder = path.join(publicDir, "static", "3becedd15cdf88dcb82cb1eb8b8971fd", "2eac2");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "Castor oil ü.avif"), "a picture");
    const outputPath = path.join(publicDir, "pagefind");
    const thumbnail = thumbnailCopier(publicDir, outputPath);
    const image = `/static/3becedd15cdf88dcb82cb1eb8b8971fd/2eac2/${encodeURIComponent("Castor oil ü")}.avif`;
    const address = thumbnail(image, "/products/castor-oil/");
    expect(address).toMatch(/^\/pagefind\/thumbs\/castor-oil\.[0-9a-f]{8}\.avif$/);
    expect(thumbnail(image, "/es/products/castor-oil/")).toBe(address);
    expect(fs.readdirSync(path.join(outputPath, "thumbs"))).toEqual([address.split("/").at(-1)]);
    expect(fs.readFileSync(path.join(publicDir, address), "utf8")).toBe("a picture");
    // A picture the build did not write stops the indexing, naming the page.
    expect(() => thumbnail("/static/0/2eac2/gone.avif", "/products/gone/")).toThrow("the picture of /products/gone/, /static/0/2eac2/gone.avif, is not in");
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
});
