import { chunksFor, likelyNextQueries, NEXT_KEYS_PREFETCHED, prefetchedQueries, searchIn, type IndexChunk, type NameWords, type Pagefind, type SearchHit } from "../../../src/lib/search";

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

test("a query's own index is fetched alone; the next keys' are asked for once it has arrived, before its results are drawn", async () => {
  const asked: string[] = [];
  let arrive = () => {};
  const pagefind = {
    preload: (term: string) => {
      asked.push(`preload ${term}`);
      return term === "cas" ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
    },
    search: (term: string) => {
      asked.push(`search ${term}`);
      return Promise.resolve({ results: [{ id: "castor-oil" }, { id: "gone" }] });
    },
  } as unknown as Pagefind;
  const hit: SearchHit = { url: "/products/castor-oil/", title: "Castor Oil", detail: "Oils", isCategory: false };
  const fetchEarly = (term: string) => asked.push(`early ${term}`);
  const found = searchIn({ language: "en", pagefind: Promise.resolve(pagefind), results: Promise.resolve({ "castor-oil": hit }), words: Promise.resolve(names), fetchEarly }, "cas");
  await new Promise((resolve) => setTimeout(resolve));
  // Its chunks are asked for at once, in case Pagefind has not started (chunksFor).
  expect(asked).toEqual(["early cas", "preload cas"]);
  arrive();
  // The page that is not in the results file is left out.
  expect(await found).toEqual([hit]);
  expect(asked).toEqual(["early cas", "preload cas", "search cas", "preload cast", "preload cash", "preload casto"]);
});

test("a query's index chunks are the ones Pagefind asks for: those its words fall within, else those that begin as they do", () => {
  const chunks: IndexChunk[] = [
    ["00", "132", "en_1"],
    ["133", "bla", "en_2"],
    ["blb", "cas", "en_3"],
    ["cat", "oil", "en_4"],
    ["oim", "°c", "en_5"],
  ];
  // Within a chunk's first and last words, in lower case, without accents or punctuation.
  expect(chunksFor("Cake", chunks)).toEqual(["en_3"]);
  expect(chunksFor("Égal", chunks)).toEqual(["en_4"]);
  expect(chunksFor("(2304)", chunks)).toEqual(["en_2"]);
  // Past a chunk's last word ("castor" after "cas"): the chunks whose words begin as it does.
  expect(chunksFor("castor", chunks)).toEqual(["en_3"]);
  // Each word of the query; a chunk once.
  expect(chunksFor("Castor  oil, castor", chunks)).toEqual(["en_3", "en_4"]);
  expect(chunksFor(" - ", chunks)).toEqual([]);
  // Arabic, as Pagefind compares it: by code point.
  expect(chunksFor("الخ", [["ارز", "الحد", "ar_1"], ["الحر", "بعد", "ar_2"]])).toEqual(["ar_2"]);
});
