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
/** A place, `{name}`, or a count, `{name, plural, form {words} …}`. */
const PLACE = new RegExp(String.raw`\{(\w+)(?:\s*,\s*plural\s*,((?:\s*${FORM})+)\s*)?\}`, "g");

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
 * What is wrong with a text's counts in language `code`, or null: a count its page could not read (a brace left over),
 * a form the language does not have (English has no "few"), a form written twice, or no "other", which every number
 * may need.
 */
export function countsProblem(text: string, code: LocaleCode): string | null {
  if (!/\{\s*\w+\s*,/.test(text)) return null;
  const languageForms = FORMS.filter((form) => new Intl.PluralRules(localeOf(code).dates).resolvedOptions().pluralCategories.includes(form)) as string[];
  const example = "{days, plural, one {# day} other {# days}}";
  if (/[{}]/.test(text.replace(PLACE, ""))) return `has a place the page cannot fill: write a count as ${example}, with the forms ${languageForms.join(", ")} (each optional but other)`;
  for (const [, name, forms] of text.matchAll(PLACE)) {
    if (!forms) continue;
    const written = [...forms.matchAll(new RegExp(FORM, "g"))].map(([, form]) => form!);
    const unknown = written.filter((form) => !languageForms.includes(form));
    if (unknown.length > 0) return `counts {${name}} with ${unknown.map((form) => `"${form}"`).join(", ")}, which ${localeOf(code).englishName} does not have: its forms are ${languageForms.join(", ")}`;
    const twice = written.filter((form, index) => written.indexOf(form) !== index);
    if (twice.length > 0) return `counts {${name}} with "${twice[0]}" twice: give each form once`;
    if (!written.includes("other")) return `counts {${name}} without "other", the words for any number the other forms do not take: add other {# …}`;
  }
  return null;
}
