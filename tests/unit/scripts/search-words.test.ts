import { articleKeptWhileTyping, indexedWords, knownWord, matchesTerm, queryWords, sameWord, vocabularyOf } from "../../../common/search-words.mjs";

test("what is typed is read as Pagefind searches it: lower case, without accents or punctuation, split at spaces", () => {
  expect(queryWords("  Crème  de-oiled (2304) ")).toEqual(["creme", "deoiled", "2304"]);
  expect(queryWords("Pois chiche")).toEqual(["pois", "chiche"]);
  expect(queryWords("كَمّون")).toEqual(["كمون"]);
  expect(queryWords(" - & ")).toEqual([]);
});

test("an indexed text gives its words, a joined word whole and in parts, an Arabic word with and without its article", () => {
  expect(indexedWords("De-oiled cake, 1 x 20 ft", "en")).toEqual(["deoiled", "de", "oiled", "cake", "1", "x", "20", "ft"]);
  expect(indexedWords("Tourteau d'arachide", "fr")).toEqual(["tourteau", "darachide", "d", "arachide"]);
  expect(indexedWords("الكمون والحمص", "ar")).toEqual(["الكمون", "كمون", "والحمص", "حمص"]);
});

test("the vocabulary holds each word once, sorted as the browser compares strings", () => {
  expect(vocabularyOf(["Oil oil", "Castor OIL", "Ölsaat"], "en")).toEqual(["castor", "oil", "olsaat"]);
});

test("a word is known when the vocabulary has a word it begins, or a word it is a plural of; a short word's plural is not", () => {
  const vocabulary = vocabularyOf(["Groundnut extraction meal, 1 x 20 ft container, 5 L PET bottles, chickpea, bag, الكمون"], "en");
  expect(["ground", "groundnut", "extracti", "chickpeas", "meals", "x", "l", "bags"].every((word) => knownWord(word, vocabulary, "en"))).toBe(true);
  expect(["xylophone", "laptop", "groundnuts2", "lentil", "bagel", "l2"].some((word) => knownWord(word, vocabulary, "en"))).toBe(false);
  const arabic = vocabularyOf(["الكمون حب، كزبرة"], "ar");
  expect(["كمون", "الكمون", "كزبرة", "الكزبرة"].every((word) => knownWord(word, arabic, "ar"))).toBe(true);
  expect(knownWord("حاسوب", arabic, "ar")).toBe(false);
  // A language without its own rules matches words as written.
  expect(knownWord("chickpeas", vocabularyOf(["chickpea"], "de"), "de")).toBe(false);
});

test("a result's word is what a query's word matched when it begins with it, or is what a plural was typed for", () => {
  expect(matchesTerm("coriander", "cori", "en")).toBe(true);
  expect(matchesTerm("peanut", "peanuts", "en")).toBe(true);
  expect(matchesTerm("of", "oficina", "en")).toBe(false);
  expect(matchesTerm("الكمون", "كمون", "ar")).toBe(true);
});

test("a whole word is known as a word the vocabulary holds, or that word with a plural's ending; not as the beginning of a longer one", () => {
  const vocabulary = vocabularyOf(["pellets ppb packaging oil"], "en");
  expect(knownWord("pellet", vocabulary, "en", { whole: true })).toBe(true);
  expect(knownWord("pellets", vocabulary, "en", { whole: true })).toBe(true);
  expect(knownWord("oils", vocabulary, "en", { whole: true })).toBe(true);
  expect(knownWord("pp", vocabulary, "en", { whole: true })).toBe(false);
  expect(knownWord("pack", vocabulary, "en", { whole: true })).toBe(false);
  expect(knownWord("pack", vocabulary, "en")).toBe(true);
});

test("a result's word is a query's word itself when it is the same, or either is the other's plural, an Arabic article on either side; not a word it begins", () => {
  expect(sameWord("oils", "oil", "en")).toBe(true);
  expect(sameWord("oil", "oils", "en")).toBe(true);
  expect(sameWord("oiled", "oil", "en")).toBe(false);
  expect(sameWord("الزيت", "زيت", "ar")).toBe(true);
  expect(sameWord("زيت", "الزيت", "ar")).toBe(true);
  expect(sameWord("darachide", "darachide", "fr")).toBe(true);
});

test("an Arabic word under five letters typed with its article is also searched without it; other words and languages are not", () => {
  expect(articleKeptWhileTyping("الخ", "ar")).toBe("خ");
  expect(articleKeptWhileTyping("والخر", "ar")).toBeUndefined();
  expect(articleKeptWhileTyping("الخر", "ar")).toBe("خر");
  expect(articleKeptWhileTyping("الخرو", "ar")).toBeUndefined();
  expect(articleKeptWhileTyping("ال", "ar")).toBeUndefined();
  expect(articleKeptWhileTyping("كمون", "ar")).toBeUndefined();
  expect(articleKeptWhileTyping("alfa", "en")).toBeUndefined();
});
