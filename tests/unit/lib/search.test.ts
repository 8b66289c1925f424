import { likelyNextQueries, NEXT_KEYS_PREFETCHED, prefetchedQueries } from "../../../src/lib/search";

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
