/**
 * "Did you mean Coriander?": the correction of a query with a word the catalogue does not have
 * ("corriander", "basmatti", "castrol oil"), by the closest word of the names search ships for
 * the language (products', their other names' and categories': the outline's words). Only a word
 * the index does not have is corrected, so no correction turns a word the catalogue has into
 * another product's.
 */
import { queryWords } from "../../common/search-words.mjs";

/** The words of the language's names, as written, each with how many names hold it (outline.{lang}.json). */
export type NameWords = readonly (readonly [word: string, count: number])[];

/**
 * How far a typed word may be from a name's word: a short word has too many neighbours to guess
 * from (none under 4 letters), a longer one one slip (4 and 5 letters), then two (a letter
 * doubled and one left out: "castrol" for "castor").
 */
export function allowedDistance(length: number): number {
  return length < 4 ? 0 : length < 6 ? 1 : 2;
}

/**
 * The edit distance of two words (optimal string alignment: a letter added, dropped, replaced, or
 * two neighbours swapped), counted in code points; any distance over `max` as max + 1.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const [x, y] = [[...a], [...b]];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return Math.min(previous[y.length]!, max + 1);
}

interface Candidate {
  /** As the names write it ("Coriander"). */
  written: string;
  /** As search matches it ("coriander"). */
  word: string;
  count: number;
}

const dictionaries = new WeakMap<NameWords, Candidate[]>();

/** The names' words as search matches them, each once, with its written form: worked out once per outline. */
function dictionaryOf(words: NameWords): Candidate[] {
  if (!dictionaries.has(words)) {
    const byWord = new Map<string, Candidate>();
    for (const [written, count] of words) {
      const [word] = queryWords(written);
      if (!word) continue;
      const known = byWord.get(word);
      if (known) known.count += count;
      else byWord.set(word, { written, word, count });
    }
    dictionaries.set(words, [...byWord.values()]);
  }
  return dictionaries.get(words)!;
}

/**
 * The name's word closest to a typed word, within its allowedDistance and beginning with the same
 * letter (a slip is rarely the first letter, and the rule keeps "salt" from becoming "malt"): the
 * nearest, then the one most names hold. While the word is still being typed (`typing`), its
 * distance to a name's word is also taken to that word's beginning, when their first two letters
 * agree: "corri" is one slip from "cori", the start of "coriander"; "bran" (of rice bran, not
 * sold) is not "bean" of "beans" half typed.
 */
export function closestWord(typed: string, words: NameWords, typing = false): string | undefined {
  const max = allowedDistance([...typed].length);
  if (max === 0) return undefined;
  let best: { candidate: Candidate; distance: number } | undefined;
  for (const candidate of dictionaryOf(words)) {
    if ([...candidate.word][0] !== [...typed][0]) continue;
    const whole = editDistance(typed, candidate.word, max);
    const letters = [...candidate.word];
    const length = [...typed].length;
    // The name's word's beginning as long as what was typed, a letter shorter (a letter typed twice) or longer (one left out).
    const start =
      typing && letters[1] === [...typed][1] ? Math.min(...[length - 1, length, length + 1].map((end) => editDistance(typed, letters.slice(0, end).join(""), max))) : whole;
    const distance = Math.min(whole, start);
    if (distance > max || distance === 0) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate.count > best.candidate.count)) best = { candidate, distance };
  }
  return best?.candidate.written;
}

/**
 * What was typed, its unknown words replaced by their closest name's words, as a buyer reads it
 * ("Castor oil" for "castrol oil"); undefined when a word has none, unless it `mayStay` as typed
 * (an English name's word on a page in another language, which search then leaves out).
 *
 * @param typed the query as typed
 * @param isKnown whether the index has a word (src/lib/search.ts)
 */
export function correctionOf(typed: string, words: NameWords, isKnown: (word: string) => boolean, mayStay: (word: string) => boolean = () => false): string | undefined {
  const parts = typed.trim().split(/\s+/u);
  const typing = !/\s$/u.test(typed);
  const corrected: string[] = [];
  for (const [index, part] of parts.entries()) {
    const [word] = queryWords(part);
    if (word === undefined || isKnown(word)) {
      corrected.push(part);
      continue;
    }
    const closest = closestWord(word, words, typing && index === parts.length - 1);
    if (!closest && !mayStay(word)) return undefined;
    corrected.push(closest ?? part);
  }
  return corrected.join(" ");
}

/**
 * What was typed with two words joined where the index holds them as one ("ground nut": groundnut),
 * or undefined when no such pair is typed. A pair is joined only when the two are not each a whole
 * word it holds ("castor seed" stays two words). Searched as a correction ("Did you mean groundnut?"):
 * Pagefind matched "ground nut" to the one page whose text had both, Groundnut Oil.
 */
export function joinedWords(typed: string, isWhole: (word: string) => boolean): string | undefined {
  const parts = typed.trim().split(/\s+/u);
  let joined = false;
  for (let index = 0; index < parts.length - 1; index += 1) {
    const [first, second] = [queryWords(parts[index]!).join(""), queryWords(parts[index + 1]!).join("")];
    if (first === "" || second === "" || !isWhole(first + second) || (isWhole(first) && isWhole(second))) continue;
    parts.splice(index, 2, `${parts[index]}${parts[index + 1]}`);
    joined = true;
  }
  return joined ? parts.join(" ") : undefined;
}

