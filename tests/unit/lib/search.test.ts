import { likelyNextQueries, matchedParts, NEXT_KEYS_PREFETCHED, prefetchedQueries, searchIn, type NameWords, type Pagefind, type SearchHit } from "../../../src/lib/search";
import { vocabularyOf } from "../../../common/search-words.mjs";
import { leftOutWords } from "../../../scripts/search-index.mjs";

/** The words of some names, as the outline counts them (scripts/search-index.mjs, nameWords): here each once a name. */
const wordsIn = (list: string[]): NameWords => list.flatMap((name) => name.split(" ").map((word) => [word, 1] as const));

const names = wordsIn(["Castor Oil", "Castor Extraction Meal", "Cashew Kernels", "Castor Seeds", "Oil meals", "Groundnut Oil"]);

test("the likeliest next keys are the letters that most often follow the last word's beginning in the names", () => {
  // "cas" goes on as "cast" in three names and "cash" in one.
  expect(likelyNextQueries("Cas", names)).toEqual(["cast", "cash"]);
  expect(likelyNextQueries("cas", names, 1)).toEqual(["cast"]);
  expect(NEXT_KEYS_PREFETCHED).toBe(2);
  // A word is counted as often as the names hold it.
  expect(likelyNextQueries("cas", [["Castor", 1], ["Cashew", 3]])).toEqual(["cash", "cast"]);
});

test("only the last word grows; the words before it stay as typed", () => {
  expect(likelyNextQueries("castor o", names)).toEqual(["castor oi"]);
});

test("a finished word, a word no name goes on from, and an empty query prefetch nothing", () => {
  expect(likelyNextQueries("castor ", names)).toEqual([]);
  expect(likelyNextQueries("oil", names)).toEqual([]);
  expect(likelyNextQueries("2304", names)).toEqual([]);
  expect(likelyNextQueries("", names)).toEqual([]);
});

test("Arabic grows by its own letters", () => {
  expect(likelyNextQueries("الخ", wordsIn(["زيت الخروع", "كسبة الخروع", "بذور السمسم"]))).toEqual(["الخر"]);
  expect(likelyNextQueries("ال", wordsIn(["زيت الخروع", "كسبة الخروع", "بذور السمسم"]))).toEqual(["الخ", "الس"]);
});

test("accents count for nothing, as in Pagefind's search", () => {
  expect(likelyNextQueries("ses", wordsIn(["Graines de sésame", "Sésame blanc"]))).toEqual(["sesa"]);
  expect(likelyNextQueries("Sés", wordsIn(["Graines de sésame"]))).toEqual(["sesa"]);
});

test("a query's results are followed by its two likeliest next keys and the likeliest key after the likeliest", () => {
  expect(prefetchedQueries("cas", names)).toEqual(["cast", "cash", "casto"]);
  expect(prefetchedQueries("الخ", wordsIn(["زيت الخروع", "كسبة الخروع", "بذور السمسم"]))).toEqual(["الخر", "الخرو"]);
  expect(prefetchedQueries("oil", names)).toEqual([]);
});

/** A Pagefind that finds, for any query, the pages listed for it, and records what it was asked. */
function fakePagefind(found: Record<string, string[]>, asked: string[]) {
  return {
    preload: (term: string) => {
      asked.push(`preload ${term}`);
      return Promise.resolve();
    },
    search: (term: string) => {
      asked.push(`search ${term}`);
      return Promise.resolve({ results: (found[term] ?? []).map((id) => ({ id })) });
    },
  } as unknown as Pagefind;
}

const castorOil: SearchHit = { url: "/products/castor-oil/", title: "Castor Oil", detail: "Oils", aliases: "Ricinus oil", isCategory: false };
const coriander: SearchHit = { url: "/products/whole-spices/", title: "Whole Spices", detail: "Spices", aliases: "Coriander seed, Jeera", isCategory: false };
/** The pages' texts as the index holds them: "1 x 20 ft" gives it the word "x", and "5 L" the word "l". */
const pages = ["Castor Oil Ricinus oil Oils 1 x 20 ft container", "Whole Spices Coriander seed, Jeera. Cumin and coriander, 5 L", "Castor Extraction Meal"];

function searchOf(found: Record<string, string[]>, asked: string[] = []) {
  const words = wordsIn(["Castor Oil", "Ricinus oil", "Whole Spices", "Coriander seed", "Jeera", "Castor Extraction Meal"]);
  const outline = { words, vocabulary: vocabularyOf(pages, "en"), leftOut: leftOutWords("en", [...words] as [string, number][], "Sorath Agro Exports") };
  return {
    language: "en",
    pagefind: Promise.resolve(fakePagefind(found, asked)),
    results: Promise.resolve({ "castor-oil": castorOil, "whole-spices": coriander }),
    outline: Promise.resolve(outline),
  };
}

test("a query whose words the index holds is Pagefind's, its index fetched before the next keys' and its results kept to the pages the results file has", async () => {
  const asked: string[] = [];
  const answer = await searchIn(searchOf({ cas: ["castor-oil", "gone"] }, asked), "cas");
  expect(answer).toEqual({ searched: "cas", hits: [castorOil], terms: ["cas"] });
  expect(asked).toEqual(["preload cas", "preload cast", "preload casto", "search cas"]);
});

test("a word the index does not hold never reaches Pagefind, which would match it by a short word it holds (\"xylophone\" by \"x\")", async () => {
  const asked: string[] = [];
  for (const query of ["xylophone", "laptop", "coffee beans", "castor xylophone", "lentils"]) {
    expect(await searchIn(searchOf({ xylophone: ["castor-oil"], laptop: ["whole-spices"] }, asked), query)).toEqual({ searched: query, hits: [], terms: [] });
  }
  expect(asked).toEqual([]);
});

test("a query with a slip is searched as its correction, which the answer names; the words the index holds stay as typed", async () => {
  const asked: string[] = [];
  const answer = await searchIn(searchOf({ "Castor oil": ["castor-oil"], Coriander: ["whole-spices"] }, asked), "castrol oil");
  expect(answer).toEqual({ searched: "Castor oil", hits: [castorOil], terms: ["castor", "oil"], correction: "Castor oil" });
  expect((await searchIn(searchOf({ Coriander: ["whole-spices"] }), "corriander")).correction).toBe("Coriander");
  // Typed on, a word still being typed is corrected to the word it begins.
  expect((await searchIn(searchOf({}), "corri")).correction).toBe("Coriander");
  // Then each word alone, for the pages with one of them (rankedHits).
  // Its whole words first in quotes (pagesHolding), for the pages that hold each as a word: here none, so none is left out.
  expect(asked.filter((line) => line.startsWith("search"))).toEqual(['search "castor"', 'search "oil"', "search Castor oil", "search castor", "search oil"]);
});

test("a whole word lists only the pages that hold it as a word, not the pages Pagefind adds for a word that begins with its stem; a word still being typed keeps them all", async () => {
  // Pagefind stems "especias" to "especi", and every product page's heading "Especificaciones" begins so.
  const especias: SearchHit = { url: "/es/products/whole-spices/", title: "Especias enteras", detail: "Especias", isCategory: false };
  const aceite: SearchHit = { url: "/es/products/castor-oil/", title: "Aceite de ricino", detail: "Aceites", isCategory: false };
  const asked: string[] = [];
  const spanish = {
    language: "es",
    pagefind: Promise.resolve(fakePagefind({ '"especias"': ["whole-spices"], especias: ["whole-spices", "castor-oil"], "especias ": ["whole-spices", "castor-oil"], especi: ["whole-spices", "castor-oil"], '"aceite"': ["castor-oil"], "aceite especias": ["castor-oil"], aceite: ["castor-oil"] }, asked)),
    results: Promise.resolve({ "whole-spices": especias, "castor-oil": aceite }),
    outline: Promise.resolve({ words: wordsIn(["Especias enteras", "Aceite de ricino"]), vocabulary: vocabularyOf(["Especias enteras Especificaciones Aceite de ricino"], "es"), leftOut: leftOutWords("es", [], "Sorath Agro Exports") }),
  };
  expect((await searchIn(spanish, "especias")).hits).toEqual([especias]);
  expect((await searchIn(spanish, "especias ")).hits).toEqual([especias]);
  // "especi" is no word the vocabulary holds whole: typed on, it may be either.
  expect((await searchIn(spanish, "especi")).hits).toEqual([especias, aceite]);
  expect(asked).not.toContain('search "especi"');
  // Of two words, a page joins for a word only where it holds it: castor oil's page, for "aceite", not for "especias".
  expect((await searchIn(spanish, "aceite especias")).hits).toEqual([aceite, especias]);
});

test("an Arabic word with its article that Pagefind finds nowhere is searched without it: \"البهارات\" finds what \"بهارات\" finds", async () => {
  const spices: SearchHit = { url: "/ar/products/whole-spices/", title: "التوابل الكاملة", detail: "التوابل", aliases: "بهارات حب", isCategory: false };
  const asked: string[] = [];
  const search = {
    language: "ar",
    pagefind: Promise.resolve(fakePagefind({ بهارات: ["spices"] }, asked)),
    results: Promise.resolve({ spices }),
    outline: Promise.resolve({ words: wordsIn(["التوابل الكاملة", "بهارات حب"]), vocabulary: vocabularyOf(["التوابل الكاملة بهارات حب"], "ar"), leftOut: leftOutWords("ar", []) }),
  };
  expect((await searchIn(search, "البهارات")).hits).toEqual([spices]);
  expect(asked.filter((line) => line.startsWith("search ")).slice(-2)).toEqual(["search البهارات", "search بهارات"]);
  // Found with its article, it is not searched again.
  asked.length = 0;
  expect((await searchIn(search, "بهارات")).hits).toEqual([spices]);
  expect(asked.filter((line) => line.startsWith("search ") && !line.includes('"'))).toEqual(["search بهارات"]);
});

test("on a page in another language, a word its index holds only as the beginning of a longer one lists what Pagefind finds, then the pages whose English names hold it", async () => {
  const colza: SearchHit = { url: "/es/products/rapeseed-meal/", title: "Harina de colza", detail: "Harinas", isCategory: false };
  const soja: SearchHit = { url: "/es/products/soya-meal/", title: "Harina de soja", detail: "Harinas", isCategory: false };
  const spanish = {
    language: "es",
    pagefind: Promise.resolve(fakePagefind({ doc: ["colza"], docu: ["colza"] }, [])),
    results: Promise.resolve({ colza, soja }),
    outline: Promise.resolve({
      words: wordsIn(["Harina de colza", "Harina de soja"]),
      // Rapeseed meal's page says "documentación", which Pagefind matches "doc" by.
      vocabulary: vocabularyOf(["Harina de colza Harina de soja documentacion"], "es"),
      leftOut: { ...leftOutWords("es", [], "Sorath Agro Exports"), english: ["doc"] },
      englishPages: { doc: ["colza", "soja"] },
    }),
  };
  expect((await searchIn(spanish, "doc")).hits).toEqual([colza, soja]);
  // Typed on towards "documentación": no English name's word, so nothing more.
  expect((await searchIn(spanish, "docu")).hits).toEqual([colza]);
});

test("a plural and a word's beginning are words the index holds; an empty query asks nothing", async () => {
  expect((await searchIn(searchOf({ "castor oils": ["castor-oil"] }), "castor oils")).hits).toEqual([castorOil]);
  expect((await searchIn(searchOf({ jee: ["whole-spices"] }), "jee")).hits).toEqual([coriander]);
  expect(await searchIn(searchOf({}), "  ")).toEqual({ searched: "  ", hits: [], terms: [] });
});

test("a result marks the words the query matched: a word typed on, a plural, an Arabic word with or without its article", () => {
  const marked = (text: string, terms: string[], language = "en") => matchedParts(text, terms, language).map(({ text: part, matched }) => (matched ? `[${part}]` : part)).join("");
  expect(marked("Castor Oil", ["cas"])).toBe("[Castor] Oil");
  expect(marked("Peanut meal, Groundnut DOC", ["peanuts", "doc"])).toBe("[Peanut] meal, Groundnut [DOC]");
  expect(marked("Crème de cacahuète", ["cacahuete"])).toBe("Crème de [cacahuète]");
  expect(marked("Oils", ["xylophone"])).toBe("Oils");
  expect(marked("كمون حب، الكمون", ["كمون"], "ar")).toBe("[كمون] حب، [الكمون]");
});

test("an Arabic word typed with its article, shorter than Pagefind strips it from, is searched with and without it, and keeps only pages that have it in their names", async () => {
  const castor: SearchHit = { url: "/ar/products/castor-oil/", title: "زيت الخروع", detail: "الزيوت", isCategory: false };
  const pulses: SearchHit = { url: "/ar/products/pulses/", title: "البقوليات", detail: "البقوليات", isCategory: false };
  const asked: string[] = [];
  const search = {
    language: "ar",
    pagefind: Promise.resolve(fakePagefind({ الخ: ["pulses"], خ: ["castor", "pulses"], الخروع: ["castor"] }, asked)),
    results: Promise.resolve({ castor, pulses }),
    outline: Promise.resolve({ words: wordsIn(["زيت الخروع", "البقوليات"]), vocabulary: vocabularyOf(["زيت الخروع البقوليات الزيوت"], "ar"), leftOut: leftOutWords("ar", []) }),
  };
  // Pagefind's fallback gave pulses for "الخ": it has no word that begins so.
  expect((await searchIn(search, "الخ")).hits).toEqual([castor]);
  expect(asked.filter((line) => line.startsWith("search"))).toEqual(["search الخ", "search خ"]);
  // From five letters Pagefind strips the article itself: the word is searched as typed.
  expect((await searchIn(search, "الخروع")).hits).toEqual([castor]);
  expect(asked.filter((line) => line.startsWith("search")).at(-1)).toBe("search الخروع");
});

test("the words that name no product are left out and named (a supplier, a price, a country, a grade not sold); India, \"of\" and the company's name without a word", async () => {
  const found = { "castor oil": ["castor-oil"], castor: ["castor-oil"], oil: ["castor-oil"] };
  expect(await searchIn(searchOf(found), "castor oil exporter")).toEqual({ searched: "castor oil", hits: [castorOil], terms: ["castor", "oil"], notFound: ["exporter"] });
  expect(await searchIn(searchOf(found), "Castor oil suppliers India")).toEqual({ searched: "Castor oil", hits: [castorOil], terms: ["castor", "oil"], notFound: ["suppliers"] });
  expect((await searchIn(searchOf(found), "buy castor oil of Sorath Agro Exports, Germany")).notFound).toEqual(["buy", "Germany"]);
  expect((await searchIn(searchOf(found), "price castor oil")).notFound).toEqual(["price"]);
  // A grade the catalogue does not have is left out; one it has is searched ("x" of "1 x 20 ft" stands for it here).
  expect(await searchIn(searchOf(found), "organic castor oil")).toMatchObject({ hits: [castorOil], notFound: ["organic"] });
  // A slip in a product's word is still corrected; the words left out stay in the correction.
  expect(await searchIn(searchOf({ "Castor oil": ["castor-oil"] }), "castrol oil supplier")).toMatchObject({ correction: "Castor oil supplier", searched: "Castor oil", hits: [castorOil], notFound: ["supplier"] });
});

test("a query of words that name no product finds nothing, and asks Pagefind nothing; a word not sold still finds nothing beside them", async () => {
  const asked: string[] = [];
  for (const query of ["supplier india", "cheap exporter", "Sorath Agro Exports", "price of", "xylophone supplier", "coffee beans exporter"]) {
    const answer = await searchIn(searchOf({ xylophone: ["castor-oil"], coffee: ["whole-spices"] }, asked), query);
    expect(answer.hits).toEqual([]);
    expect(answer.terms).toEqual([]);
  }
  expect(asked).toEqual([]);
});

test("beside a trade word, words of the packing units that nothing but packing says name nothing sold (\"steel supplier\": Castor Oil's steel drum) and ask Pagefind nothing; alone, beside a product's word, or said elsewhere too, they are searched", async () => {
  const asked: string[] = [];
  const found = { steel: ["castor-oil"], "castor oil steel drum": ["castor-oil"], fertiliser: ["castor-oil"], ste: ["castor-oil"], flexitank: ["castor-oil"], pellet: ["castor-oil"] };
  // The page: its packaging "New bags, each marked as fertiliser", its units "200 kg HDPE or steel drum", "50 kg PP bag" and "Flexitank", and "flexitank" said elsewhere too.
  const texts = [...pages, "New bags, each marked as fertiliser", "200 kg HDPE or steel drum 50 kg PP bag Flexitank 50 kg bag, pellets", "ppb max, new flexitank, sterile, powder or pellets"];
  const withPacking = async () => {
    const search = searchOf(found, asked);
    const outline = await search.outline;
    const packing = { packing: ["200", "50", "bag", "drum", "flexitank", "hdpe", "kg", "or", "pellets", "pp", "steel"], packingOnly: ["200", "50", "as", "bag", "bags", "drum", "each", "fertiliser", "hdpe", "kg", "marked", "pp", "steel"] };
    return { ...search, outline: Promise.resolve({ ...outline, vocabulary: vocabularyOf(texts, "en"), ...packing }) };
  };
  // "pp" begins "ppb", and "bags" is said only by the packaging: packing's still.
  for (const query of ["steel supplier", "Steel drums exporter", "hdpe drum price", "pp bag supplier", "bags supplier"]) expect(await searchIn(await withPacking(), query)).toEqual({ searched: query, hits: [], terms: [] });
  expect(asked).toEqual([]);
  expect(await searchIn(await withPacking(), "steel")).toMatchObject({ hits: [castorOil], terms: ["steel"] });
  expect(await searchIn(await withPacking(), "castor oil steel drum supplier")).toMatchObject({ hits: [castorOil], notFound: ["supplier"] });
  // Said only by the packaging, but no unit's word: not packing.
  expect(await searchIn(await withPacking(), "fertiliser supplier")).toMatchObject({ hits: [castorOil], notFound: ["supplier"] });
  // A unit's word the pages say elsewhere too; a word still being typed that begins a word said elsewhere ("sterile"), not once finished.
  expect(await searchIn(await withPacking(), "flexitank supplier")).toMatchObject({ hits: [castorOil], notFound: ["supplier"] });
  expect(await searchIn(await withPacking(), "supplier ste")).toMatchObject({ hits: [castorOil] });
  expect(await searchIn(await withPacking(), "supplier ste ")).toMatchObject({ hits: [], terms: [] });
  // A unit's word the pages say elsewhere in its plural, typed singular ("pellets" of the form, "pellet supplier").
  expect(await searchIn(await withPacking(), "pellet supplier")).toMatchObject({ hits: [castorOil], notFound: ["supplier"] });
});

/** A result of each page a ranking test lists, by its id. */
const page = (id: string, title: string, aliases = ""): SearchHit => ({ url: `/products/${id}/`, title, detail: "", aliases, isCategory: false });
const ranked = {
  "castor-meal": page("castor-meal", "Castor Extraction Meal"),
  "soya-meal": page("soya-meal", "Soya Extraction Meal"),
  "groundnut-meal": page("groundnut-meal", "Groundnut Extraction Meal"),
  "castor-oil": page("castor-oil", "Castor Oil"),
  "groundnut-oil": page("groundnut-oil", "Groundnut Oil", "Peanut oil"),
};

/** A search whose Pagefind finds, for each query, the pages listed with their scores. */
function rankingSearch(found: Record<string, [id: string, score: number][]>) {
  const texts = ["castor extraction meal soya groundnut oil peanut aflatoxin protein 45"];
  return {
    language: "en",
    pagefind: Promise.resolve({
      preload: () => Promise.resolve(),
      search: (term: string) => Promise.resolve({ results: (found[term] ?? []).map(([id, score]) => ({ id, score })) }),
    } as unknown as Pagefind),
    results: Promise.resolve(ranked),
    outline: Promise.resolve({ words: wordsIn(Object.values(ranked).map(({ title }) => title)), vocabulary: vocabularyOf(texts, "en"), leftOut: leftOutWords("en", []) }),
  };
}

test("pages with every word searched come first; then, to fill the list, those whose names have fewer of them, most first, then by Pagefind's scores; a page with some words only in its text is not among them", async () => {
  const search = rankingSearch({
    "groundnut extraction meal 45% protein": [["groundnut-meal", 9]],
    groundnut: [["groundnut-meal", 5], ["groundnut-oil", 6]],
    extraction: [["groundnut-meal", 3], ["soya-meal", 3], ["castor-meal", 3]],
    meal: [["groundnut-meal", 3], ["soya-meal", 4], ["castor-meal", 2], ["castor-oil", 1]],
    "45": [["groundnut-meal", 1], ["soya-meal", 1]],
    protein: [["groundnut-meal", 1], ["soya-meal", 1], ["castor-meal", 1]],
  });
  const urls = (await searchIn(search, "groundnut extraction meal 45% protein")).hits.map(({ url }) => url);
  // Soya and castor meal have four and three of the words; groundnut oil one, in its name; castor oil's "meal" is in its text alone.
  expect(urls).toEqual(["/products/groundnut-meal/", "/products/soya-meal/", "/products/castor-meal/", "/products/groundnut-oil/"]);
});

test("a page with some of the words joins only when its name or other names hold one as a word, not its category's name nor a word that begins with it", async () => {
  const meal = (id: string, title: string, aliases: string): SearchHit => ({ ...page(id, title, aliases), detail: "Oil meals" });
  const search = {
    ...rankingSearch({}),
    pagefind: Promise.resolve({
      preload: () => Promise.resolve(),
      search: (term: string) => {
        const found: Record<string, [string, number][]> = {
          "castor oil": [["castor-oil", 9]],
          castor: [["castor-oil", 5], ["castor-meal", 4]],
          oil: [["castor-oil", 5], ["soya-meal", 4], ["groundnut-oil", 3], ["oils", 2]],
        };
        return Promise.resolve({ results: (found[term] ?? []).map(([id, score]) => ({ id, score })) });
      },
    } as unknown as Pagefind),
    results: Promise.resolve({
      "castor-oil": page("castor-oil", "Castor Oil"),
      "castor-meal": meal("castor-meal", "Castor Extraction Meal", "De-oiled castor cake"),
      "soya-meal": meal("soya-meal", "Soya Extraction Meal", "De-oiled soya cake"),
      "groundnut-oil": page("groundnut-oil", "Groundnut Oil"),
      oils: { url: "/products/category/oils/", title: "Oils", detail: "Groundnut oil and castor oil", isCategory: true },
    }),
  };
  expect((await searchIn(search, "castor oil")).hits.map(({ url }) => url)).toEqual(["/products/castor-oil/", "/products/castor-meal/", "/products/groundnut-oil/", "/products/category/oils/"]);
});

test("when no page has every word, the pages with most of them are listed, their text counting as their names do; one word finds what Pagefind finds", async () => {
  const search = rankingSearch({
    aflatoxin: [["castor-oil", 2], ["groundnut-meal", 1]],
    protein: [["groundnut-meal", 1], ["soya-meal", 5]],
    castor: [["castor-oil", 2], ["castor-meal", 2]],
  });
  expect((await searchIn(search, "aflatoxin protein")).hits.map(({ url }) => url)).toEqual(["/products/groundnut-meal/", "/products/soya-meal/", "/products/castor-oil/"]);
  expect((await searchIn(search, "castor")).hits.map(({ url }) => url)).toEqual(["/products/castor-oil/", "/products/castor-meal/"]);
});

test("a word still being typed that begins a word left out is left out without a word, so that the results stay while it is typed", async () => {
  const found = { "castor oil": ["castor-oil"], castor: ["castor-oil"], oil: ["castor-oil"] };
  for (const typed of ["castor oil exporte", "castor oil suppl", "castor oil pric"]) {
    const answer = await searchIn(searchOf(found), typed);
    expect(answer.hits).toEqual([castorOil]);
    expect(answer.notFound).toBeUndefined();
  }
  // Finished (a space after it), it is a word the catalogue does not have.
  expect((await searchIn(searchOf(found), "castor oil exporte ")).hits).toEqual([]);
  // Not the last word: not being typed.
  expect((await searchIn(searchOf(found), "exporte castor oil")).hits).toEqual([]);
});

test("on a page in another language, a word of the English names its index lacks is left out and named: the buyer's other words still find the product; alone, or beside a word no name has, it finds nothing", async () => {
  const aceite: SearchHit = { url: "/es/products/castor-oil/", title: "Aceite de ricino", detail: "Aceites", aliases: "Aceite de castor", isCategory: false };
  const asked: string[] = [];
  // What the build gives the Spanish outline: English names' words its index lacks ("castor" it has, "bran" is no name's).
  const english = ["cumin", "oil", "rice"];
  const spanish = (found: Record<string, string[]>) => ({
    language: "es",
    pagefind: Promise.resolve(fakePagefind(found, asked)),
    results: Promise.resolve({ "castor-oil": aceite }),
    outline: Promise.resolve({
      words: wordsIn(["Aceite de ricino", "Aceite de castor"]),
      vocabulary: vocabularyOf(["Aceite de ricino Aceite de castor Aceites"], "es"),
      leftOut: { ...leftOutWords("es", [], "Sorath Agro Exports"), english },
    }),
  });
  // "castor" is a Spanish name's word here, searched; "oil" is only English's; "exporter" is a trade word.
  expect(await searchIn(spanish({ castor: ["castor-oil"] }), "castor oil exporter")).toEqual({
    searched: "castor",
    hits: [aceite],
    terms: ["castor"],
    notFound: ["oil", "exporter"],
  });
  expect(asked.filter((line) => line.startsWith("search"))).toEqual(['search "castor"', "search castor"]);
  // English words alone search nothing; a word of no name at all still vetoes ("rice bran": bran is sold nowhere).
  for (const query of ["cumin", "rice bran", "castor bran"]) expect((await searchIn(spanish({ castor: ["castor-oil"] }), query)).hits).toEqual([]);
  // A word still being typed that begins an English name's word is left out without a word: the results stay.
  expect(await searchIn(spanish({ castor: ["castor-oil"] }), "castor cumi")).toEqual({ searched: "castor", hits: [aceite], terms: ["castor"] });
});

test("on a page in another language, English names' words alone find the pages whose English names hold them all, in the page's language, the trade words named", async () => {
  const especias: SearchHit = { url: "/es/products/whole-spices/", title: "Especias enteras", detail: "Especias", aliases: "Comino, Cilantro", isCategory: false };
  const cereales: SearchHit = { url: "/es/products/grains/", title: "Cereales", detail: "Cereales", aliases: "Arroz basmati", isCategory: false };
  const asked: string[] = [];
  const search = {
    language: "es",
    pagefind: Promise.resolve(fakePagefind({}, asked)),
    results: Promise.resolve({ es_1: especias, es_2: cereales }),
    outline: Promise.resolve({
      words: wordsIn(["Especias enteras", "Comino", "Cilantro", "Cereales", "Arroz basmati"]),
      vocabulary: vocabularyOf(["Especias enteras Comino Cilantro Cereales Arroz basmati"], "es"),
      // What the build gives it (englishNamePages): "Cumin seed", "Coriander seed" of Whole Spices; "Wheat", "Rice" of Grains.
      leftOut: { ...leftOutWords("es", []), english: ["cumin", "rice", "seed", "wheat"] },
      englishPages: { cumin: ["es_1"], seed: ["es_1"], rice: ["es_2"], wheat: ["es_2"] },
    }),
  };
  expect(await searchIn(search, "cumin")).toEqual({ searched: "cumin", hits: [especias], terms: [] });
  expect(await searchIn(search, "cumin seeds exporter")).toEqual({ searched: "cumin seeds", hits: [especias], terms: [], notFound: ["exporter"] });
  // Words no one page's English names hold together find nothing; Pagefind is asked nothing.
  expect((await searchIn(search, "cumin rice")).hits).toEqual([]);
  expect(asked.filter((line) => line.startsWith("search"))).toEqual([]);
});

test("an English name's word near a name of the page's language is corrected to it, not left out", async () => {
  const cilantro: SearchHit = { url: "/es/products/whole-spices/", title: "Especias enteras", detail: "Especias", aliases: "Cilantro en grano, Coriandre", isCategory: false };
  const search = {
    language: "es",
    pagefind: Promise.resolve(fakePagefind({ Coriandre: ["whole-spices"], "Coriandre oil": [] }, [])),
    results: Promise.resolve({ "whole-spices": cilantro }),
    outline: Promise.resolve({
      words: wordsIn(["Especias enteras", "Cilantro en grano", "Coriandre"]),
      vocabulary: vocabularyOf(["Especias enteras Cilantro en grano Coriandre"], "es"),
      leftOut: { ...leftOutWords("es", []), english: ["coriander", "oil"] },
    }),
  };
  expect(await searchIn(search, "coriander")).toEqual({ searched: "Coriandre", hits: [cilantro], terms: ["coriandre"], correction: "Coriandre" });
  // Corrected where it can be; an English word with no near name beside it is left out and named.
  expect(await searchIn(search, "coriander oil")).toMatchObject({ correction: "Coriandre oil", hits: [cilantro], notFound: ["oil"] });
});
