import { likelyNextQueries, NEXT_KEYS_PREFETCHED, prefetchedQueries, searchIn, type Pagefind, type SearchHit } from "../../../src/lib/search";

const names = ["Castor Oil", "Castor Extraction Meal", "Cashew Kernels", "Castor Seeds", "Oil meals", "Groundnut Oil"];

test("the likeliest next keys are the letters that most often follow the last word's beginning in the names", () => {
  // "cas" goes on as "cast" in three names and "cash" in one.
  expect(likelyNextQueries("Cas", names)).toEqual(["cast", "cash"]);
  expect(likelyNextQueries("cas", names, 1)).toEqual(["cast"]);
  expect(NEXT_KEYS_PREFETCHED).toBe(2);
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
  expect(likelyNextQueries("الخ", ["زيت الخروع", "كسبة الخروع", "بذور السمسم"])).toEqual(["الخر"]);
  expect(likelyNextQueries("ال", ["زيت الخروع", "كسبة الخروع", "بذور السمسم"])).toEqual(["الخ", "الس"]);
});

test("accents count for nothing, as in Pagefind's search", () => {
  expect(likelyNextQueries("ses", ["Graines de sésame", "Sésame blanc"])).toEqual(["sesa"]);
  expect(likelyNextQueries("Sés", ["Graines de sésame"])).toEqual(["sesa"]);
});

test("a query's results are followed by its two likeliest next keys and the likeliest key after the likeliest", () => {
  expect(prefetchedQueries("cas", names)).toEqual(["cast", "cash", "casto"]);
  expect(prefetchedQueries("الخ", ["زيت الخروع", "كسبة الخروع", "بذور السمسم"])).toEqual(["الخر", "الخرو"]);
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
  const found = searchIn({ language: "en", pagefind: Promise.resolve(pagefind), results: Promise.resolve({ "castor-oil": hit }), names: Promise.resolve(names) }, "cas");
  await new Promise((resolve) => setTimeout(resolve));
  expect(asked).toEqual(["preload cas"]);
  arrive();
  // The page that is not in the results file is left out.
  expect(await found).toEqual([hit]);
  expect(asked).toEqual(["preload cas", "search cas", "preload cast", "preload cash", "preload casto"]);
});
