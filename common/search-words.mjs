/**
 * The words of a text as the catalogue's search matches them, one rule for the build
 * (scripts/search-index.mjs: each language's vocabulary, every word its index holds) and the
 * browser (src/lib/search.ts: the words typed): lower case, accents and other marks dropped, split
 * at spaces, as Pagefind indexes and searches text.
 *
 * A query's word reaches Pagefind only if the vocabulary has it (knownWord). Pagefind matches a
 * word it does not hold by the longest word it holds that the typed word starts with, however short
 * ("xylophone" by the "x" of "1 x 20 ft", "laptop" by the "L" of "5 L"): a page would be listed
 * for a word it does not have.
 */

/** Articles written joined to the word they go with, which a buyer may type or leave out: Arabic's ال (and وال, لل). */
const JOINED_ARTICLES = { ar: /^(?:و?ال|لل)(?=\p{L}{2})/u };

/** Endings a plural or other form adds to a word the vocabulary holds ("chickpeas" for "chickpea"); a language without any matches words as written. */
const ENDINGS = { en: ["s", "es"], es: ["s", "es"], fr: ["s", "x"], ar: ["ات", "ون", "ين", "ة"] };

/** Lower case, without accents or other marks. */
function plain(text) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/**
 * The words of what was typed, as Pagefind searches them: split at spaces, punctuation dropped
 * ("de-oiled" is "deoiled").
 *
 * @param {string} text
 * @returns {string[]}
 */
export function queryWords(text) {
  return plain(text)
    .split(/\s+/u)
    .map((chunk) => chunk.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word !== "");
}

/**
 * The words of an indexed text a query's word may be: each as written without punctuation
 * ("deoiled"), its parts ("de", "oiled"), and without a joined article ("كمون" of "الكمون").
 *
 * @param {string} text
 * @param {string} language
 * @returns {string[]}
 */
export function indexedWords(text, language) {
  const words = [];
  for (const chunk of plain(text).split(/\s+/u)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== "");
    if (parts.length > 1) words.push(parts.join(""));
    words.push(...parts);
  }
  return words.flatMap((word) => withoutArticle(word, language)).filter((word, index, all) => all.indexOf(word) === index);
}

/** A word, and without its joined article where the language writes one. */
function withoutArticle(word, language) {
  const article = JOINED_ARTICLES[language];
  const bare = article ? word.replace(article, "") : word;
  return bare === word ? [word] : [word, bare];
}

/**
 * The vocabulary of a language's index, as the browser searches it: every word once, sorted by
 * code unit (as `<` compares strings).
 *
 * @param {Iterable<string>} texts
 * @param {string} language
 * @returns {string[]}
 */
export function vocabularyOf(texts, language) {
  const words = new Set();
  for (const text of texts) for (const word of indexedWords(text, language)) words.add(word);
  return [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Whether a typed word (one of queryWords) is in the vocabulary: the beginning of a word it holds
 * (a buyer types on: "cori" for "coriander"), or, `whole`, only a word it holds or that word with a
 * plural's ending ("pellet" of "pellets"); or a word it holds with a plural's ending
 * ("chickpeas"); with or without a joined article.
 *
 * @param {string} word
 * @param {readonly string[]} vocabulary sorted, as vocabularyOf
 * @param {string} language
 * @param {{ whole?: boolean }} [options]
 */
export function knownWord(word, vocabulary, language, { whole = false } = {}) {
  return withoutArticle(word, language).some(
    (form) =>
      (whole
        ? [form, ...(ENDINGS[language] ?? []).map((ending) => form + ending)].some((held) => vocabulary[firstAtOrAfter(vocabulary, held)] === held)
        : vocabulary[firstAtOrAfter(vocabulary, form)]?.startsWith(form)) ||
      (ENDINGS[language] ?? []).some((ending) => {
        const stem = form.slice(0, -ending.length);
        return form.endsWith(ending) && stem.length >= 3 && vocabulary[firstAtOrAfter(vocabulary, stem)] === stem;
      }),
  );
}

/** The index of the first word of a sorted list that is not before `word`. */
function firstAtOrAfter(sorted, word) {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Whether a word of a result's text is what a query's word matched: it begins with it (typed on:
 * "cori" of "coriander"), or, from 3 letters, the query's word begins with it (a plural typed:
 * "peanuts" for "peanut"), with or without a joined article. Both as queryWords gives them.
 *
 * @param {string} word
 * @param {string} term
 * @param {string} language
 */
export function matchesTerm(word, term, language) {
  return withoutArticle(word, language).some((form) => form.startsWith(term) || (form.length >= 3 && term.startsWith(form)));
}

/**
 * Whether a word of a result's text is a query's word itself, not only a word that begins with it:
 * the same, or one of them the other with a plural's ending ("oils" for "oil", not "oiled"), with
 * or without a joined article. Both as queryWords gives them.
 *
 * @param {string} word
 * @param {string} term
 * @param {string} language
 */
export function sameWord(word, term, language) {
  const endings = ENDINGS[language] ?? [];
  const plural = (longer, shorter) => longer.startsWith(shorter) && endings.includes(longer.slice(shorter.length));
  const terms = withoutArticle(term, language);
  return withoutArticle(word, language).some((form) => terms.some((typed) => form === typed || plural(form, typed) || (form.length >= 3 && plural(typed, form))));
}

/**
 * A word without its joined article, where the language writes one ("بهارات" of "البهارات"), or
 * undefined for a word without one.
 *
 * @param {string} word
 * @param {string} language
 * @returns {string | undefined}
 */
export function articleDropped(word, language) {
  return withoutArticle(word, language)[1];
}

/** Where Pagefind's stemmer keeps a joined article on a short word: Arabic's, below five letters. */
const ARTICLE_KEPT = { ar: { article: /^(?:و?ال|لل)/u, below: 5 } };

/**
 * A word still being typed that Pagefind searches with its joined article, while its index holds
 * the words it begins without it: Pagefind's Arabic stemmer strips the article only from longer
 * words, so "الخروع" is indexed as "خروع" while "الخ" is searched as typed, matches nothing that
 * begins so, and Pagefind falls back to a shorter word ("الخ" listed pulses). Its bare form
 * ("خ"), or undefined for any other word.
 *
 * @param {string} word as queryWords gives it
 * @param {string} language
 */
export function articleKeptWhileTyping(word, language) {
  const rule = ARTICLE_KEPT[language];
  if (!rule || [...word].length >= rule.below) return undefined;
  const bare = word.replace(rule.article, "");
  return bare !== word && bare !== "" ? bare : undefined;
}

/** Each outline's left-out words as sets, worked out once. */
const leftOutSets = new WeakMap();

/**
 * What search does with a typed word that names no product (scripts/trade-words.mjs, as the
 * outline carries them): "intent" (a supplier, a price, a country: left out, and named to the
 * buyer), "common" (India, the company's name, "of": left out without a word, as every product
 * has them), "qualifier" (a grade or a colour the vocabulary does not hold: left out, and named),
 * "english" (on a page in another language, a word of the English names the language's index
 * does not hold: "oil" of "castor oil" on the Spanish site, whose names say "castor" but not "oil";
 * left out, and named, so that the buyer's other words still find the product; alone, such words
 * find the pages whose English names hold them: src/lib/search.ts, englishNamed), or undefined: a
 * word to search. A plural or a joined article of a listed word is the word. A
 * word still being typed (`typing`) that the vocabulary does not hold and that begins a listed
 * word ("exporte" of "exporter", "jee" of "jeera") is "typing": left out without a word, so that the results do not
 * vanish at each key of a word that will be left out.
 *
 * @param {string} word as queryWords gives it
 * @param {{ intent: readonly string[], qualifiers: readonly string[], common: readonly string[], english?: readonly string[] }} leftOut
 * @param {readonly string[]} vocabulary sorted, as vocabularyOf
 * @param {string} language
 * @param {boolean} [typing]
 * @returns {"intent" | "common" | "qualifier" | "english" | "typing" | undefined}
 */
export function leftOutAs(word, leftOut, vocabulary, language, typing = false) {
  if (!leftOutSets.has(leftOut)) {
    leftOutSets.set(leftOut, { intent: new Set(leftOut.intent), qualifier: new Set(leftOut.qualifiers), common: new Set(leftOut.common), english: new Set(leftOut.english ?? []) });
  }
  const sets = leftOutSets.get(leftOut);
  const listed = (set) =>
    withoutArticle(word, language).some((form) => set.has(form) || (ENDINGS[language] ?? []).some((ending) => form.endsWith(ending) && form.length - ending.length >= 3 && set.has(form.slice(0, -ending.length))));
  if (listed(sets.common)) return "common";
  if (listed(sets.intent)) return "intent";
  if (knownWord(word, vocabulary, language)) return undefined;
  if (listed(sets.qualifier)) return "qualifier";
  if (listed(sets.english)) return "english";
  const begins = (set) =>
    withoutArticle(word, language).some((form) => {
      for (const listedWord of set) if (listedWord.startsWith(form)) return true;
      return false;
    });
  if (typing && [sets.intent, sets.qualifier, sets.common, sets.english].some(begins)) return "typing";
  return undefined;
}
