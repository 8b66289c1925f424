import { allowedDistance, closestWord, correctionOf, editDistance, joinedWords, type NameWords } from "../../../src/lib/did-you-mean";
import { knownWord, vocabularyOf } from "../../../common/search-words.mjs";

const words = (names: string[]): NameWords => names.flatMap((name) => name.split(" ").map((word) => [word, 1] as const));

/** The site's English names (products', their other names', categories'), as the outline lists their words. */
const english = words([
  "Castor Oil", "Castor Extraction Meal", "Groundnut Oil", "Peanut oil", "Groundnut DOC", "Soya Extraction Meal", "Soybean meal",
  "Whole Spices", "Coriander seed", "Cumin seed", "Jeera", "Fennel seed", "Pulses", "Chickpeas", "Chana", "Mung beans", "Lentils",
  "Grains", "Basmati rice", "Wheat", "Maize", "Yellow corn", "Oil meals", "Oils", "Peanuts", "Spices",
]);

test("the distance counts a letter added, dropped, replaced, or two neighbours swapped, by code point", () => {
  expect(editDistance("corriander", "coriander")).toBe(1);
  expect(editDistance("basmatti", "basmati")).toBe(1);
  expect(editDistance("castrol", "castor")).toBe(2);
  expect(editDistance("ciumn", "cumin")).toBe(2);
  expect(editDistance("كمون", "كمن")).toBe(1);
  // Over the cap, the cap and one.
  expect(editDistance("xylophone", "coriander", 2)).toBe(3);
});

test("a short word is never guessed; a longer one may be one slip away, then two", () => {
  expect([3, 4, 5, 6, 10].map(allowedDistance)).toEqual([0, 1, 1, 2, 2]);
});

test("slips of the trade's names find the name", () => {
  expect(closestWord("corriander", english)).toBe("Coriander");
  expect(closestWord("basmatti", english)).toBe("Basmati");
  expect(closestWord("castrol", english)).toBe("Castor");
  expect(closestWord("chikpeas", english)).toBe("Chickpeas");
  expect(closestWord("lentels", english)).toBe("Lentils");
});

test("words that are not a slip of any name get no guess: another first letter, too far, too short", () => {
  for (const word of ["xylophone", "laptop", "coffee", "salt", "wheet", "oats", "teak", "chocolate", "ordenador", "rice"]) {
    expect([word, closestWord(word, english)]).toEqual([word, word === "wheet" ? "Wheat" : undefined]);
  }
});

test("no correction turns a word the index has into another: only unknown words are corrected, and a query with an unguessable word has none", () => {
  const vocabulary = vocabularyOf(["Castor Oil Groundnut Oil Coriander seed Basmati rice Soya meal Peanut oil"], "en");
  const isKnown = (word: string) => knownWord(word, vocabulary, "en");
  expect(correctionOf("castrol oil", english, isKnown)).toBe("Castor oil");
  expect(correctionOf("Soya meel", english, isKnown)).toBe("Soya Meal");
  // "Peanut" is in the index: it stays, though "Peanuts" is a name too.
  expect(correctionOf("peanut oiil", english, isKnown)).toBe("peanut Oil");
  expect(correctionOf("castrol xylophone", english, isKnown)).toBeUndefined();
  // The last word is being typed: its beginning is compared with the names' beginnings.
  expect(correctionOf("basmatt", english, isKnown)).toBe("Basmati");
  expect(correctionOf("corri", english, isKnown)).toBe("Coriander");
  // A finished word (a space after it) is compared whole.
  expect(correctionOf("corri ", english, isKnown)).toBeUndefined();
  // A beginning whose second letter differs is no slip of it: "bran" (rice bran, not sold) is not "bean" of "beans" half typed.
  expect(correctionOf("rice bran", words(["Mung beans", "Basmati rice"]), isKnown)).toBeUndefined();
  expect(correctionOf("rice beaj", words(["Mung beans", "Basmati rice"]), (word) => word === "rice")).toBe("rice beans");
});

test("Arabic slips are found in Arabic names", () => {
  const arabic = words(["زيت الخروع", "كمون حب", "الحمص", "العدس", "أرز بسمتي"]);
  expect(closestWord("بسمتى", arabic)).toBe("بسمتي");
  expect(closestWord("الخوع", arabic)).toBe("الخروع");
  expect(closestWord("حاسوب", arabic)).toBeUndefined();
});

test("two words the index holds as one are joined, unless each is a whole word it holds", () => {
  const whole = new Set(["groundnut", "groundnuts", "castor", "seed", "castorseed", "meal"]);
  const isWhole = (word: string) => whole.has(word);
  expect(joinedWords("ground nut", isWhole)).toBe("groundnut");
  expect(joinedWords("Ground nuts meal", isWhole)).toBe("Groundnuts meal");
  // Each a word of its own: two words, as typed.
  expect(joinedWords("castor seed", isWhole)).toBeUndefined();
  // Still being typed, not yet a word: left to the words' beginnings.
  expect(joinedWords("ground nu", isWhole)).toBeUndefined();
  expect(joinedWords("groundnut meal", isWhole)).toBeUndefined();
});
