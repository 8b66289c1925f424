import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { englishNamePages, englishNameWords, fixMetaNames, leftOutWords, nameWords, packingOf, pictureOf, resultOf, siteNameOf, thumbnailCopier, withoutPacking, writeOutlines } from "../../../scripts/search-index.mjs";
import { TRADE_WORDS } from "../../../scripts/trade-words.mjs";
import { vocabularyOf } from "../../../common/search-words.mjs";

test("a product's result is its name, other names, category, picture and HS code, from the meta its page wrote and the picture it names", () => {
  expect(
    resultOf(
      {
        url: "/ar/products/castor-oil/",
        content: "زيت الخروع. الزيوت",
        meta: { title: "زيت الخروع", aliases: "زيت بذور الخروع، زيت الخروع الطبي", category: "الزيوت", hs: "15153090", hsLabel: "رمز النظام المنسق" },
        filters: {},
      },
      "/static/1/castor-oil.avif",
    ),
  ).toEqual({ url: "/ar/products/castor-oil/", title: "زيت الخروع", detail: "الزيوت", aliases: "زيت بذور الخروع، زيت الخروع الطبي", image: "/static/1/castor-oil.avif", hsCode: "15153090", hsLabel: "رمز النظام المنسق", isCategory: false });
});

test("a category's result is its name and introduction, as plain text", () => {
  expect(resultOf({ url: "/products/category/oils/", content: "Oils. Groundnut oil and castor oil <refined>.", meta: { title: "Oils" }, filters: { kind: ["category"] } })).toEqual({
    url: "/products/category/oils/",
    title: "Oils",
    detail: "Groundnut oil and castor oil <refined>.",
    isCategory: true,
  });
});

test("a result's picture is the smallest of its page's main picture, read from the page, not a meta whose words Pagefind would index", () => {
  const card = '<picture><source type="image/avif" srcSet="/static/1/card.avif 400w"/><img src="/static/1/card.jpg" loading="lazy"/></picture>';
  const main = (sources: string) => `<picture class="p">${sources}<img class="i" src="/static/2d4f/ab243/castor-oil.jpg?a=1&amp;b=2" width="800" alt="Castor Oil" loading="eager" fetchPriority="high"/></picture>`;
  // The narrowest of its AVIF set, the first the set lists.
  expect(pictureOf(`${card}<div data-pagefind-body=""><h1>Castor Oil</h1></div>${main('<source type="image/avif" srcSet="/static/2d4f/2eac2/castor-oil.avif?a=1&amp;b=2 400w,\n/static/2d4f/9f1/castor-oil.avif 800w" sizes="100vw"/>')}`)).toBe(
    "/static/2d4f/2eac2/castor-oil.avif?a=1&b=2",
  );
  // No AVIF: its <img>'s own.
  expect(pictureOf(main(""))).toBe("/static/2d4f/ab243/castor-oil.jpg?a=1&b=2");
  // No main picture (a category page's cards are not one).
  expect(pictureOf(`<div data-pagefind-body=""><h1>Oils</h1></div>${card}`)).toBeUndefined();
  // A page whose picture became Pagefind's meta (its own, or the first after its title, which Pagefind takes) stops the build.
  expect(() => resultOf({ url: "/products/category/oils/", content: "Oils.", meta: { title: "Oils", image: "/static/cbc5e41c/ab243/groundnut-oil.jpg" }, filters: { kind: ["category"] } })).toThrow(
    'search-index: /products/category/oils/ gives Pagefind a picture (/static/cbc5e41c/ab243/groundnut-oil.jpg)',
  );
});

test("the names' words, products', their other names' and categories', are counted without the punctuation around them, most held first", () => {
  expect(nameWords([{ title: "Castor Oil", aliases: "Ricinus oil, Castor-seed oil" }, { title: "Castor Extraction Meal" }, { title: "Peanut & Roaster" }, { title: "زيت  الخروع", aliases: "زيت بذور الخروع، زيت الخروع الطبي" }])).toEqual([
    ["الخروع", 3],
    ["زيت", 3],
    ["Castor", 2],
    ["oil", 2],
    ["Castor-seed", 1],
    ["Extraction", 1],
    ["Meal", 1],
    ["Oil", 1],
    ["Peanut", 1],
    ["Ricinus", 1],
    ["Roaster", 1],
    ["الطبي", 1],
    ["بذور", 1],
  ]);
});

test("each language's outline holds the names' words and every word its pages gave the index, sorted, once", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-outline-"));
  try {
    const results = new Map([["en", { en_1: { title: "Castor Oil", aliases: "Ricinus oil" } }]]);
    writeOutlines(dir, results, new Map([["en", ["Castor Oil", "De-oiled cake, 1 x 20 ft", "Ricinus oil", "Castor Oil"]]]), new Map([["en", "Sorath Agro Exports"]]));
    const outline = JSON.parse(fs.readFileSync(path.join(dir, "outline.en.json"), "utf8"));
    expect(outline).toEqual({
      words: [["Castor", 1], ["Oil", 1], ["Ricinus", 1], ["oil", 1]],
      vocabulary: ["1", "20", "cake", "castor", "de", "deoiled", "ft", "oil", "oiled", "ricinus", "x"],
      leftOut: leftOutWords("en", outline.words, "Sorath Agro Exports"),
    });
    expect(outline.leftOut.common).toEqual(expect.arrayContaining(["india", "of", "sorath", "agro", "exports"]));
    expect(outline.leftOut.intent).toEqual(expect.arrayContaining(["supplier", "exporter", "price", "buy"]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("what a product page says of its packing: its loads table's row heads and its packaging, as their text says them; a page without them says nothing", () => {
  const html =
    '<table><tbody><tr><th scope="row">Grade</th><td>FSG</td></tr></tbody></table><dl><div><dt>Packaging</dt> <dd data-packing="">New bags &amp; drums.</dd></div></dl>' +
    '<table><tbody data-packing=""><tr><th scope="row">200 kg HDPE or steel drum<!-- --> </th><td data-pagefind-ignore="">16 t</td></tr>' +
    '<tr><th scope="row">Carton of 12 × 1 L PET bottles<!-- --> </th><td>21 t</td></tr><tr><th scope="row">Sac d&#x27;1 t</th><td>1 t</td></tr></tbody></table>';
  expect(packingOf(html)).toEqual({ units: ["200 kg HDPE or steel drum ", "Carton of 12 × 1 L PET bottles ", "Sac d'1 t"], described: ["New bags & drums."] });
  expect(packingOf('<table><tbody><tr><th scope="row">Grade</th></tr></tbody></table>')).toEqual({ units: [], described: [] });
});

test("a page's text without its packing: each said once taken out, a no-break space read as a space; a unit the text lacks stops the build, naming the page", () => {
  const content = "Castor Oil Packaging New bags. Packing 200 kg HDPE or steel drum 1\u00a0000 L IBC tank Flexitank Grade FSG";
  expect(withoutPacking(content, ["200 kg HDPE or steel drum ", "1 000 L IBC tank", "New bags."], "/fr/products/castor-oil/").split(/\s+/)).toEqual(["Castor", "Oil", "Packaging", "Packing", "Flexitank", "Grade", "FSG"]);
  expect(() => withoutPacking(content, ["Jumbo bag"], "/products/castor-oil/")).toThrow('/products/castor-oil/ says of its packing "Jumbo bag"');
  // A unit inside the packaging's sentence, or inside a longer unit: the longest taken out first, each found.
  const overlapping = "Packaging Flexitank, new and used once. Packing Flexitank, lined 21 t Flexitank 21 t";
  expect(withoutPacking(overlapping, ["Flexitank", "Flexitank, lined", "Flexitank, new and used once."], "/products/groundnut-oil/").split(/\s+/)).toEqual(["Packaging", "Packing", "21", "t", "21", "t"]);
});

test("an outline gives the packing units' words, and the words only packing holds; a word the pages say elsewhere too is not one", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-outline-"));
  try {
    const results = new Map([["en", { en_1: { title: "Castor Oil" } }]]);
    const content = "Castor Oil Packaging New bags, each a fertiliser. Sold in a flexitank. 200 kg HDPE or steel drum Flexitank";
    writeOutlines(dir, results, new Map([["en", [content]]]), new Map(), new Map([["en", { units: ["200 kg HDPE or steel drum", "Flexitank"], beside: ["Castor Oil Packaging   Sold in a flexitank.   "] }]]));
    const outline = JSON.parse(fs.readFileSync(path.join(dir, "outline.en.json"), "utf8"));
    expect(outline.packing).toEqual(["200", "drum", "flexitank", "hdpe", "kg", "or", "steel"]);
    expect(outline.packingOnly).toEqual(["200", "bags", "drum", "each", "fertiliser", "hdpe", "kg", "new", "or", "steel"]);
    // Pages that list no packing: no packing words.
    writeOutlines(dir, results, new Map([["en", [content]]]));
    expect(JSON.parse(fs.readFileSync(path.join(dir, "outline.en.json"), "utf8"))).not.toHaveProperty("packing");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the words search leaves out: the trade's, the company's name among the common ones, and no intent word a product's name holds", () => {
  for (const language of ["en", "es", "fr", "ar"]) {
    const { intent, qualifiers, common } = leftOutWords(language, []);
    expect(intent.length).toBeGreaterThan(0);
    expect(new Set(intent).size).toBe(intent.length);
    expect(qualifiers.length).toBe(new Set(TRADE_WORDS[language]!.qualifiers).size);
    expect(common.length).toBe(new Set(TRADE_WORDS[language]!.common).size);
    // Each word as the browser reads what is typed: lower case, no accents or marks.
    for (const word of [...intent, ...qualifiers, ...common]) expect(word).toBe(word.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, ""));
  }
  expect(leftOutWords("ar", []).intent).toContain("جزاير");
  // Were Turkey berries sold, "turkey" would name them; its Arabic article is no matter.
  expect(leftOutWords("en", [["Turkey", 1], ["berries", 1]]).intent).not.toContain("turkey");
  expect(leftOutWords("en", []).intent).toContain("turkey");
  expect(leftOutWords("ar", [["المورد", 1]]).intent).not.toContain("مورد");
  expect(leftOutWords("en", [], "Sorath Agro Exports").common).toEqual(expect.arrayContaining(["sorath", "agro", "exports"]));
  expect(leftOutWords("en", [], "Sorath Agro Exports").common).toContain("sorath");
  expect(leftOutWords("en", []).common).not.toContain("sorath");
});

test("the company's name is read from the page's og:site_name", () => {
  expect(siteNameOf('<meta property="og:site_name" content="Sorath &amp; Sons" data-gatsby-head="true"/>')).toBe("Sorath & Sons");
  expect(siteNameOf("<meta property=\"og:title\" content=\"x\"/>")).toBeUndefined();
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

test("each English word a language leaves out names the language's pages whose English name or other names hold it", () => {
  const english = {
    en_1: { url: "/products/whole-spices/", title: "Whole Spices", aliases: "Cumin seed, Coriander seed" },
    en_2: { url: "/products/grains/", title: "Grains", aliases: "Basmati rice, Wheat" },
    en_3: { url: "/products/gone/", title: "Gone", aliases: "Cumin" },
  };
  const arabic = { ar_a: { url: "/ar/products/whole-spices/" }, ar_b: { url: "/ar/products/grains/" } };
  expect(englishNamePages(english, arabic, ["cumin", "seed", "basmati", "rice", "sorghum"], "ar")).toEqual({ cumin: ["ar_a"], seed: ["ar_a"], basmati: ["ar_b"], rice: ["ar_b"] });
});

test("a page in another language than English leaves out the English names' words its index lacks, not those it holds or already leaves out", () => {
  const english = nameWords([{ title: "Castor Oil", aliases: "Ricinus oil" }, { title: "Whole Spices", aliases: "Cumin seeds, supplier grade" }]);
  const vocabulary = vocabularyOf(["Aceite de ricino Aceite de castor Especias enteras comino"], "es");
  const leftOut = leftOutWords("es", []);
  expect(englishNameWords(english, vocabulary, "es", leftOut)).toEqual(["cumin", "grade", "oil", "ricinus", "seeds", "spices", "whole"]);
  // A word the index holds only as the beginning of a longer one is an English name's word too ("doc" of "documentación").
  expect(englishNameWords(nameWords([{ title: "Groundnut DOC" }]), vocabularyOf(["Documentación del cacahuete"], "es"), "es", leftOut)).toEqual(["doc", "groundnut"]);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-outline-"));
  try {
    const results = new Map<string, Record<string, { title: string; aliases?: string }>>([
      ["en", { en_1: { title: "Castor Oil", aliases: "Ricinus oil" } }],
      ["es", { es_1: { title: "Aceite de ricino", aliases: "Aceite de castor" } }],
    ]);
    writeOutlines(dir, results, new Map([["en", ["Castor Oil Ricinus oil"]], ["es", ["Aceite de ricino Aceite de castor"]]]));
    const outline = (language: string) => JSON.parse(fs.readFileSync(path.join(dir, `outline.${language}.json`), "utf8"));
    expect(outline("es").leftOut.english).toEqual(["oil", "ricinus"]);
    expect(outline("en").leftOut.english).toBeUndefined();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
