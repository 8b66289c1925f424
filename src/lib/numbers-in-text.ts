/**
 * The numbers a text states, as values, so that a translation can be checked against its English
 * whatever the language's way of writing them: "45% min", "45 % mín." and "٤٥٪ حد أدنى" all state 45;
 * "1.5", "1,5" and "١٫٥" all state 1.5; "1,500" in English and "1 500" in French state 1500.
 *
 * A range is two numbers ("10-12", "10 à 12"), so a hyphen is never a minus sign: signs are ignored.
 * Units and symbols around a number do not matter ("20ft", "25 MT", "B1", "1950s").
 */
import type { LocaleCode } from "./locales";

/** Arabic-Indic (U+0660) and Eastern Arabic-Indic (U+06F0) digits, as ASCII digits. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90));
}

/**
 * How each language groups thousands and marks decimals. A grouping mark counts only when exactly
 * three digits follow it (then no digit): "1.500" is 1500 in Spanish, "2 50" is two numbers.
 * Translators slip between conventions, and the value is what matters, so a mark that cannot be a
 * grouping one is read as a decimal mark in every language: "1.5 %" in a French text is 1.5.
 * What stays ambiguous is a mark with exactly three digits after it: it groups in the language's
 * own way ("1,500" is 1500 in English, "1,500" is 1.5 in Spanish and French).
 */
const GROUPING: Record<LocaleCode, RegExp> = {
  en: /[,\u066c]/,
  ar: /[,\u066c]/,
  es: /[.\u00a0\u202f \u066c]/,
  fr: /[.\u00a0\u202f \u066c]/,
};

/** One number: digits, with grouping marks (a comma, a point, a space) or one decimal mark between digit runs. */
const NUMBER = /\d+(?:[.,\u066b\u066c\u00a0\u202f ]\d+)*/g;

/** The numbers a text states, in order, as values: "1,5 % máx." in Spanish is [1.5]. */
export function numbersIn(text: string, locale: LocaleCode): number[] {
  const grouping = GROUPING[locale];
  const values: number[] = [];
  for (const [match] of westernDigits(text).matchAll(NUMBER)) values.push(...valuesOf(match, grouping));
  return values;
}

/** A run such as "1,234.5", "1 500" or "2 50": one number, or several where a mark cannot join them. */
function valuesOf(run: string, grouping: RegExp): number[] {
  const parts = run.split(/([.,\u066b\u066c\u00a0\u202f ])/);
  const values: number[] = [];
  let digits = parts[0]!;
  let decimal = false;
  for (let index = 1; index < parts.length; index += 2) {
    const mark = parts[index]!;
    const next = parts[index + 1]!;
    if (!decimal && grouping.test(mark) && next.length === 3) {
      digits += next;
    } else if (!decimal && DECIMAL_MARK.test(mark)) {
      digits += `.${next}`;
      decimal = true;
    } else {
      values.push(Number(digits));
      digits = next;
      decimal = false;
    }
  }
  values.push(Number(digits));
  return values;
}

/** Marks that can stand between a number's whole and its fraction, in one language or another. */
const DECIMAL_MARK = /[.,\u066b]/;

/** How a translation's numbers differ from its English: each list empty when they agree (as multisets). */
export function compareNumbers(english: string, translation: string, locale: LocaleCode): { missing: number[]; extra: number[] } {
  const remaining = numbersIn(translation, locale);
  const missing: number[] = [];
  for (const value of numbersIn(english, "en")) {
    const at = remaining.indexOf(value);
    if (at === -1) missing.push(value);
    else remaining.splice(at, 1);
  }
  return { missing, extra: remaining };
}
