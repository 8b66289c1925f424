/**
 * The numbers a text states, as values, so that the build can check that a translation states
 * every figure of its English (translation-status.ts): a buyer who reads "45 % mín." where the
 * English says "46% min" has been sold something else. Numbers are compared as values, not as
 * characters, because each language writes them its own way: "45% min", "45 % mín." and
 * "٤٥٪ حد أدنى" all state 45; "1.5", "1,5" and "١٫٥" all state 1.5; "1,500" in English, "1.500"
 * in Spanish and "1 500" in French all state 1500.
 *
 * - Digits are ASCII, Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹), which a number may mix;
 *   nothing else is a digit ("m²" and a full-width "４" state no number).
 * - Signs are ignored and every value is non-negative: a range is two numbers ("10-12", "10 à 12",
 *   "١٠-١٢"), so a hyphen between numbers is never a minus sign, and "-5" is 5.
 * - Units and symbols, attached or spaced, are not part of a number: "20ft", "45٪", "75+",
 *   "B1" (1), "1950s" (1950), "22000:2018" and "24/7" (two numbers each).
 */
import { localeOf, localeProblems, numberFormatOf, type LocaleCode, type LocaleEntry } from "./locales";

/**
 * The marks that can stand between a number's digits, in each language: those that group
 * thousands and those that separate the fraction. They start from how the language writes numbers
 * (its decimal mark and thousands separator: the platform's, locales.ts numberFormatOf), and since
 * translators slip between conventions and the value is what matters, the reading is as forgiving
 * as it can be without guessing:
 *
 * - A grouping mark joins digits only where it can: exactly three digits follow it (then no
 *   digit), and before it stands a first group of one to three digits not starting with 0, or
 *   groups joined by the same mark. So "2 50", "1,5000" and "2019 100" are two numbers each, and
 *   a Spanish "0.075" is 0.075, never 75.
 * - The one truly ambiguous writing, a point or comma followed by exactly three digits, is read
 *   in the text's own language: "1,500" is 1500 in English and Arabic but 1.5 in Spanish and
 *   French; "1.500" is 1.5 in English and Arabic but 1500 in Spanish and French. A translator who
 *   copies "1,500" into Spanish is told so: the Spanish then states 1.5, not 1500.
 * - A language with a decimal comma (Spanish, French, German) also groups with a point and a
 *   space, whichever it writes itself, and takes a point as a decimal mark where it cannot group
 *   ("1.5 %" in a French text is 1.5): an English habit whose value is unmistakable.
 * - A language with a decimal point (English, Arabic with Western digits) also groups with a
 *   comma, and never takes a comma as a decimal mark: a comma that cannot group ends the number
 *   ("1,50" is 1 and 50). The Arabic comma "،" is punctuation, never part of a number.
 * - The Arabic marks "٫" (decimal) and "٬" (thousands) mean the same in every language.
 * - A space (plain, no-break U+00A0, narrow no-break U+202F or thin U+2009) groups thousands only
 *   in a language that groups with one (those with a decimal comma); elsewhere it separates two numbers.
 */
export interface NumberMarks {
  grouping: string;
  decimal: string;
  /** A run of digits joined by single marks ("1,234.5", "1 500", "2 50"): one number, or several where a mark cannot join them. */
  run: RegExp;
  mark: RegExp;
}

/** Every space that may group thousands stands for all of them (as " "): "1 500\u00a0000" is one number. */
const SPACE = " ";
const SPACES = /[ \u00a0\u202f\u2009]/;
const ARABIC_DECIMAL = "\u066b";
const ARABIC_GROUPING = "\u066c";

/** The marks every run of digits may hold, in any language; a language's own (an apostrophe in Swiss German) are added. */
const RUN_MARKS = `.,${ARABIC_DECIMAL}${ARABIC_GROUPING} \u00a0\u202f\u2009`;

/** The marks a text in `locale` is read with (a language locales.ts declares, or any other entry). */
export function numberMarksOf(locale: LocaleEntry): NumberMarks {
  const format = numberFormatOf(locale);
  if (!format) throw new Error(localeProblems(locale).join("\n"));
  const asMark = (mark: string) => (SPACES.test(mark) ? SPACE : mark);
  const decimalComma = format.decimal === ",";
  const grouping = unique([asMark(format.grouping), ...(decimalComma ? [".", SPACE] : [","]), ARABIC_GROUPING]);
  const decimal = unique([format.decimal, ".", ARABIC_DECIMAL]);
  const own = unique([...grouping, ...decimal].filter((mark) => !RUN_MARKS.includes(mark)));
  const marks = `[${escapeClass(RUN_MARKS + own)}]`;
  return { grouping, decimal, run: new RegExp(`[0-9]+(?:${marks}[0-9]+)*`, "g"), mark: new RegExp(`(${marks})`) };
}

function unique(marks: string[]): string {
  return [...new Set(marks)].join("");
}

/** Characters written into a RegExp character class, those that mean something there escaped. */
export function escapeClass(characters: string): string {
  return characters.replace(/[\\\]^-]/g, "\\$&");
}

const marksByLocale = new Map<LocaleCode, NumberMarks>();

function marksOf(code: LocaleCode): NumberMarks {
  let marks = marksByLocale.get(code);
  if (!marks) marksByLocale.set(code, (marks = numberMarksOf(localeOf(code))));
  return marks;
}

/** The digits a thousands grouping can start with: "1", "12", "123", never "0" or "1234". */
const FIRST_GROUP = /^[1-9][0-9]{0,2}$/;

/** Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0) digits as ASCII ones, one for one. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** The numbers a text states, in order, as values: "1,5 % máx." in Spanish is [1.5]. */
export function numbersIn(text: string, locale: LocaleCode | NumberMarks): number[] {
  const marks = typeof locale === "string" ? marksOf(locale) : locale;
  const values: number[] = [];
  for (const [run] of asciiDigits(text).matchAll(marks.run)) values.push(...valuesOf(run, marks));
  return values;
}

function valuesOf(run: string, marks: NumberMarks): number[] {
  const parts = run.split(marks.mark);
  const values: number[] = [];
  let whole = parts[0]!;
  let fraction: string | null = null;
  let groupedBy: string | null = null;
  for (let index = 1; index < parts.length; index += 2) {
    const mark = SPACES.test(parts[index]!) ? SPACE : parts[index]!;
    const digits = parts[index + 1]!;
    const groups = fraction === null && marks.grouping.includes(mark) && digits.length === 3 && (groupedBy === null ? FIRST_GROUP.test(whole) : groupedBy === mark);
    if (groups) {
      whole += digits;
      groupedBy = mark;
    } else if (fraction === null && marks.decimal.includes(mark) && mark !== groupedBy) {
      fraction = digits;
    } else {
      values.push(valueOf(whole, fraction));
      whole = digits;
      fraction = null;
      groupedBy = null;
    }
  }
  values.push(valueOf(whole, fraction));
  return values;
}

/**
 * The value of the digits as written, parsed once and never computed, so that equal writings give
 * equal numbers: "0.3" is exactly the 0.3 of "0,3" and "٠٫٣" (no 0.30000000000000004), "45.0" is 45.
 */
function valueOf(whole: string, fraction: string | null): number {
  return Number(fraction === null ? whole : `${whole}.${fraction}`);
}

/** How a translation's numbers differ from its English: each list empty when they agree (as multisets: order does not matter, each occurrence counts). */
export function compareNumbers(english: string, translation: string, locale: LocaleCode): { missing: number[]; extra: number[] } {
  const extra = numbersIn(translation, locale);
  const missing: number[] = [];
  for (const value of numbersIn(english, "en")) {
    const at = extra.indexOf(value);
    if (at === -1) missing.push(value);
    else extra.splice(at, 1);
  }
  return { missing, extra };
}
