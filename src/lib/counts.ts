/**
 * Numbers in a label's words, each with the form of its noun the language gives that number: "1 day" but "3 days"; in
 * Arabic "يومان" (2), "3 أيام", "15 يومًا", "100 يوم". A label writes a counted place as ICU MessageFormat's plural does,
 * which translators and their tools know: `{days, plural, one {# day} other {# days}}`, `#` the number as the page writes
 * it. The forms a language has are the Unicode CLDR's (Intl.PluralRules): English one and other; Arabic zero, one, two,
 * few, many and other. Only plural is read, and a form may hold plain places (`{courier}`) but no other count.
 *
 * The build chooses each number's form (`countOf`), as it writes the number (packing.ts), so the browser only puts
 * words together. The content checks refuse a count a page could not fill (`countsProblem`).
 */
import { localeOf, type LocaleCode } from "./locales";

/** A number as a page writes it ("1,040"), and the form of the noun it counts in the page's language. */
export interface Count {
  shown: string;
  form: Intl.LDMLPluralRule;
}

/** `value` in the page's language: written as `shown` is (the caller's Intl.NumberFormat), its form by the language's rules. */
export function countOf(value: number, shown: string, code: LocaleCode): Count {
  return { shown, form: new Intl.PluralRules(localeOf(code).dates).select(value) };
}

/**
 * A range ("25–26") counts as the language counts a range's nouns (CLDR's plural ranges: Arabic "25–26 طنًا"); where
 * the platform cannot say (Intl.PluralRules.selectRange, not in TypeScript's library yet; an older browser's preview in
 * the editor), as its end does, which is the rule of most ranges in most languages.
 */
export function countRangeOf(from: number, to: number, shown: string, code: LocaleCode): Count {
  const rules = new Intl.PluralRules(localeOf(code).dates) as Intl.PluralRules & { selectRange?: (from: number, to: number) => Intl.LDMLPluralRule };
  return { shown, form: rules.selectRange ? rules.selectRange(from, to) : rules.select(to) };
}

/** Every form CLDR knows, in its order. */
const FORMS: readonly Intl.LDMLPluralRule[] = ["zero", "one", "two", "few", "many", "other"];

const FORM = String.raw`(\w+)\s*\{((?:[^{}]|\{\w+\})*)\}`;
/** A place, `{name}`, or a count, `{name, plural, form {words} …}`; its commas Latin or Arabic ("،", as an Arabic keyboard types them). */
const PLACE = new RegExp(String.raw`\{(\w+)(?:\s*[,،]\s*plural\s*[,،]((?:\s*${FORM})+)\s*)?\}`, "g");

function formsOf(forms: string): Map<string, string> {
  return new Map([...forms.matchAll(new RegExp(FORM, "g"))].map(([, form, words]) => [form!, words!]));
}

/**
 * A label with its places filled: a count given a `Count` takes its form's words ("other"'s where the label has no
 * words for that form), with `#` its number; a place of a name not given is left as it is (fill-in.ts, whose plain
 * places these are too).
 */
export function fillInCounts(template: string, values: Readonly<Record<string, string | Count>>): string {
  return template.replace(PLACE, (place, name: string, forms: string | undefined) => {
    const value = values[name];
    if (value === undefined) return place;
    const shown = typeof value === "string" ? value : value.shown;
    if (forms === undefined) return shown;
    const words = formsOf(forms);
    const chosen = words.get(typeof value === "string" ? "other" : value.form) ?? words.get("other") ?? place;
    return chosen
      .split("#")
      .map((part) => fillInCounts(part, values))
      .join(shown);
  });
}

/** The names of a label's places and counts, sorted: "{courier}, {days}, {kg}"; "" for none. */
export function placesOf(text: string): string {
  const names = [...text.matchAll(PLACE)].flatMap(([, name, forms]) => [name!, ...(forms ? [...formsOf(forms).values()].flatMap((words) => [...words.matchAll(/\{(\w+)\}/g)].map(([, inner]) => inner!)) : [])]);
  return [...new Set(names)]
    .sort()
    .map((name) => `{${name}}`)
    .join(", ");
}

/**
 * What is wrong with a text's places and counts in language `code`, in words for the staff who write it, or null: a brace
 * its page could not read (a place named in other letters, a brace left open, "=1"), quoted where it is; a form the
 * language does not have (English has no "few"), a form written twice, no "other" (the words for any number the other
 * forms do not take), or an "other" without "#", which would leave the number out of the page.
 */
export function countsProblem(text: string, code: LocaleCode): string | null {
  if (!/[{}]/.test(text)) return null;
  const languageForms = FORMS.filter((form) => new Intl.PluralRules(localeOf(code).dates).resolvedOptions().pluralCategories.includes(form)) as string[];
  const formsWritten = `${languageForms.join(", ")} (each but other may be left out)`;
  const left = text.replace(PLACE, (place) => "\u0000".repeat(place.length));
  const stray = left.search(/[{}]/);
  if (stray >= 0) {
    const name = /\{\s*(\w+)\s*[,،]/.exec(text)?.[1] ?? "days";
    const [opened, closed] = ["{", "}"].map((brace) => text.split(brace).length - 1);
    const where = opened === closed ? `a brace the page cannot read, near “${text.slice(stray, stray + 24)}”` : `${opened} { and ${closed} }, where each { needs its }`;
    return `has ${where}: a place is a name in braces as the English has it, {${name}}, and a number's words are written {${name}, plural, one {# …} other {# …}}, # where the number goes, with the forms ${formsWritten}`;
  }
  for (const [, name, forms] of text.matchAll(PLACE)) {
    if (!forms) continue;
    const written = formsOf(forms);
    const named = [...forms.matchAll(new RegExp(FORM, "g"))].map(([, form]) => form!);
    const unknown = named.filter((form) => !languageForms.includes(form));
    if (unknown.length > 0) return `counts {${name}} with ${unknown.map((form) => `"${form}"`).join(", ")}, which ${localeOf(code).englishName} does not have: its forms are ${formsWritten}`;
    const twice = named.filter((form, index) => named.indexOf(form) !== index);
    if (twice.length > 0) return `counts {${name}} with "${twice[0]}" twice: give each form once`;
    if (!written.has("other")) return `counts {${name}} without "other", the words for any number the other forms do not take: add other {# …}`;
    if (!written.get("other")!.includes("#")) return `counts {${name}} with an "other" that has no #, so the page would leave the number out: write # where the number goes`;
  }
  return null;
}

/** The numbers a count is shown with to those who write it, the first that takes each form: Arabic 1, 2, 3, 11, 100 and 0. */
const EXAMPLE_NUMBERS = [1, 2, 3, 11, 100, 0, 1.5, 1_000_000];

/**
 * A text that counts (`{days, plural, …}`), filled with a number of each form its language has, for the editor to show
 * what the page will say ("3 أيام", "11 يومًا"); none for a text that counts nothing, or one its page could not read.
 */
export function countExamples(text: string, code: LocaleCode): { number: number; text: string }[] {
  const names = [...text.matchAll(PLACE)].flatMap(([, name, forms]) => (forms ? [name!] : []));
  if (names.length === 0 || countsProblem(text, code)) return [];
  const rules = new Intl.PluralRules(localeOf(code).dates);
  const number = new Intl.NumberFormat(localeOf(code).dates);
  const examples = new Map<string, number>();
  for (const candidate of EXAMPLE_NUMBERS) if (!examples.has(rules.select(candidate))) examples.set(rules.select(candidate), candidate);
  return [...examples.values()].map((value) => ({
    number: value,
    text: fillInCounts(text, Object.fromEntries(names.map((name) => [name, countOf(value, number.format(value), code)]))),
  }));
}
