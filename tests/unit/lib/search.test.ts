import { likelyNextQueries, matchedParts, NEXT_KEYS_PREFETCHED, prefetchedQueries, searchIn, type NameWords, type Pagefind, type SearchHit } from "../../../src/lib/search";
import { vocabularyOf } from "../../../scripts/search-words.mjs";

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
  const outline = { words: wordsIn(["Castor Oil", "Ricinus oil", "Whole Spices", "Coriander seed", "Jeera", "Castor Extraction Meal"]), vocabulary: vocabularyOf(pages, "en") };
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
  expect(asked.filter((line) => line.startsWith("search"))).toEqual(["search Castor oil"]);
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
    outline: Promise.resolve({ words: wordsIn(["زيت الخروع", "البقوليات"]), vocabulary: vocabularyOf(["زيت الخروع البقوليات الزيوت"], "ar") }),
  };
  // Pagefind's fallback gave pulses for "الخ": it has no word that begins so.
  expect((await searchIn(search, "الخ")).hits).toEqual([castor]);
  expect(asked.filter((line) => line.startsWith("search"))).toEqual(["search الخ", "search خ"]);
  // From five letters Pagefind strips the article itself: the word is searched as typed.
  expect((await searchIn(search, "الخروع")).hits).toEqual([castor]);
  expect(asked.filter((line) => line.startsWith("search")).at(-1)).toBe("search الخروع");
});
