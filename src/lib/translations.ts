/**
 * The translations of the content: content/locales/{code}/{file}.json holds,
 * for one language, every text of content/{file}.json a visitor reads, in the
 * same shape, and nothing else. Language-neutral facts (slugs, pictures,
 * numbers, HS codes, e-mails, phone, texts marked `shared` in the model) are
 * written once, in the English file. Products are matched by their id; the
 * entries of every other list by their position.
 *
 * A translation that is wrong (a stray field or entry, a product that is not in the catalogue, an
 * empty text, a text of the file itself missing) fails the build like any other content problem,
 * naming the language, file, product and field. A product or list entry that is not translated
 * yet is not a problem: it is withheld in that language (translation-status.ts), never shown in
 * English. A page never falls back to English.
 */
import type { Field, ObjectField } from "./content-model";
import { countsProblem, placesOf } from "./counts";
import { describe, isPlainObject, join, listItemName, otherNameProblems, SUMMARY_LENGTH, type ContentProblem } from "./content-rules";
import { otherNamesProblem } from "./other-names";
import type { Locale } from "./locales";

/** The field of a translation file that records what each text was translated from (translation-status.ts). */
export const TRANSLATED_FROM = "translatedFrom";

/** Whether a field is, or holds, text a visitor reads in their language. */
export function isTranslated(field: Field): boolean {
  switch (field.kind) {
    case "object":
      return Object.values(field.fields).some(isTranslated);
    case "list":
      return isTranslated(field.of);
    case "text":
    case "summary":
    case "names":
      return !field.shared;
    default:
      return false;
  }
}

export interface TranslationContext {
  /** The translation file, as the editor knows it: "content/locales/ar/products.json". */
  file: string;
  /** The English file it translates: "content/products.json". */
  englishFile: string;
  locale: Locale;
}

/** The problems of one translation file, checked against its (valid) English file and their model. */
export function validateTranslation(english: unknown, translation: unknown, model: ObjectField, context: TranslationContext): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (!isPlainObject(translation)) {
    return [{ file: context.file, item: "", field: "(root)", message: `must be a JSON object holding the ${context.locale.englishName} texts of ${context.englishFile}` }];
  }
  const { [TRANSLATED_FROM]: record, ...texts } = translation;
  if (record !== undefined && !(isPlainObject(record) && Object.values(record).every((hash) => typeof hash === "string"))) {
    problems.push({ file: context.file, item: "", field: TRANSLATED_FROM, message: "is written by the content editor and must map each text to the English it was translated from; restore it from the repository's history" });
  }
  checkObject(english as Record<string, unknown>, texts, model, "", context, problems);
  if (Array.isArray(texts.products)) problems.push(...otherNameProblems(texts.products, context.file));
  return problems;
}

function checkObject(
  english: Record<string, unknown>,
  translation: Record<string, unknown>,
  model: ObjectField,
  item: string,
  context: TranslationContext,
  problems: ContentProblem[],
  key?: string,
  inEntry = false,
) {
  for (const [name, field] of Object.entries(model.fields)) {
    if (isTranslated(field)) checkField(english[name], translation[name], field, item, name, context, problems, inEntry);
  }
  for (const name of Object.keys(translation)) {
    const field = model.fields[name];
    if (name === key || (field && isTranslated(field))) continue;
    const message = !field
      ? `is not a field of ${context.englishFile} (a typo?)`
      : `is the same in every language: it is written once, in ${context.englishFile}, and not translated`;
    problems.push({ file: context.file, item, field: name, message });
  }
}

function checkField(
  english: unknown,
  translation: unknown,
  field: Field,
  item: string,
  name: string,
  context: TranslationContext,
  problems: ContentProblem[],
  inEntry = false,
) {
  const { locale } = context;
  const report = (message: string) => problems.push({ file: context.file, item, field: name, message });
  if (translation === undefined || translation === null) {
    // In a product or a list entry, a text not translated yet withholds that entry in this language.
    if (inEntry) return;
    return report(`is missing in ${locale.englishName} (${locale.code}); the English is ${describe(english)}`);
  }

  switch (field.kind) {
    case "object":
      if (!isPlainObject(translation)) return report(`must be an object, but is ${describe(translation)}`);
      return checkObject(english as Record<string, unknown>, translation, field, join(item, name), context, problems, undefined, inEntry);

    case "list": {
      if (!Array.isArray(translation)) return report(`must be a list, but is ${describe(translation)}`);
      const englishEntries = english as unknown[];
      if (field.of.kind === "object" && "id" in field.of.fields) return checkById(englishEntries, translation, field.of, item, name, context, problems);
      // Fewer entries than the English: the last ones are not translated yet (withheld in this language).
      if (translation.length > englishEntries.length) {
        report(`has ${translation.length} entries, but ${context.englishFile} has ${englishEntries.length}: translate each one, in the same order, and remove those the English no longer has`);
      }
      englishEntries.slice(0, translation.length).forEach((entry, index) => {
        if (field.of.kind === "object" && isPlainObject(translation[index])) {
          checkObject(entry as Record<string, unknown>, translation[index], field.of, join(item, `${name}[${index}]`), context, problems, undefined, true);
        } else {
          checkField(entry, translation[index], field.of, item, `${name}[${index}]`, context, problems, true);
        }
      });
      return;
    }

    default: {
      if (typeof translation !== "string") return report(`must be text, but is ${describe(translation)}`);
      if (translation.trim() === "") return report(`must not be empty: translate the English ${describe(english)} into ${locale.englishName}`);
      if (field.kind === "names") {
        const problem = otherNamesProblem(translation);
        if (problem) report(problem);
      }
      // A count the page cannot read is named as such, not as the place it seems to lose.
      const countProblem = countsProblem(translation, locale.code);
      if (countProblem) report(countProblem);
      else if (typeof english === "string" && placesOf(english) !== placesOf(translation)) {
        report(`must keep the places the page fills in, ${placesOf(english) || "none"}, as the English ${describe(english)} has them, but has ${placesOf(translation) || "none"}`);
      }
      if (field.kind === "summary" && (translation.length < SUMMARY_LENGTH.min || translation.length > SUMMARY_LENGTH.max)) {
        report(`must be ${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters (it is the description search engines show), but has ${translation.length}`);
      }
    }
  }
}

/** A list of items with an id (the products): each English item has its translation, found by id. */
function checkById(
  english: unknown[],
  translation: unknown[],
  model: ObjectField,
  item: string,
  name: string,
  context: TranslationContext,
  problems: ContentProblem[],
) {
  const byId = new Map<unknown, Record<string, unknown>>();
  translation.forEach((entry, index) => {
    if (!isPlainObject(entry) || typeof entry.id !== "string") {
      problems.push({ file: context.file, item: join(item, `${name}[${index}]`), field: "id", message: `is missing: say which item of ${context.englishFile} this translates` });
    } else if (!english.some((original) => (original as { id: string }).id === entry.id)) {
      problems.push({ file: context.file, item: join(item, listItemName(name, index, entry)), field: "id", message: `"${entry.id}" is not in ${context.englishFile}` });
    } else {
      byId.set(entry.id, entry);
    }
  });
  // A product with no translation yet is withheld in this language (translation-status.ts).
  english.forEach((original, index) => {
    const entry = original as Record<string, unknown>;
    const translated = byId.get(entry.id);
    if (translated) checkObject(entry, translated, model, join(item, listItemName(name, index, entry)), context, problems, "id", true);
  });
}

/**
 * One content file in a language: the English file with each translated text replaced by the
 * translation's. Everything else, numbers, pictures, slugs and `shared` texts, is the English
 * file's own. The products and list entries in `withheld` (their keys, as translation-status.ts
 * names them: "products.soya-meal", "story.paragraphs.3") are left out. A text the translation
 * lacks (a draft in the editor's preview) is empty, never the English. Each translated text goes
 * through `set`: the build and the preview set it in its language's typography (typography.ts).
 */
export function applyTranslation<T>(
  english: T,
  translation: unknown,
  model: ObjectField,
  withheld: ReadonlySet<string> = new Set(),
  set: (text: string) => string = (text) => text,
): T {
  return translateObject(english as Record<string, unknown>, translation, model, [], { withheld, set }) as T;
}

interface Applying {
  withheld: ReadonlySet<string>;
  set: (text: string) => string;
}

function translateObject(english: Record<string, unknown>, translation: unknown, model: ObjectField, key: string[], applying: Applying) {
  const texts = isPlainObject(translation) ? translation : {};
  const result: Record<string, unknown> = { ...english };
  for (const [name, field] of Object.entries(model.fields)) {
    if (isTranslated(field)) result[name] = translateValue(english[name], texts[name], field, [...key, name], applying);
  }
  return result;
}

function translateValue(english: unknown, translation: unknown, field: Field, key: string[], applying: Applying): unknown {
  const { withheld } = applying;
  switch (field.kind) {
    case "object":
      return translateObject(english as Record<string, unknown>, translation, field, key, applying);
    case "list": {
      const entries = Array.isArray(translation) ? translation : [];
      const of = field.of;
      const shown = (entryKey: string[]) => !withheld.has(entryKey.join("."));
      if (of.kind === "object" && "id" in of.fields) {
        const byId = new Map(entries.filter(isPlainObject).map((entry) => [entry.id, entry]));
        return (english as { id: string }[])
          .filter((entry) => shown([...key, entry.id]))
          .map((entry) => translateValue(entry, byId.get(entry.id), of, [...key, entry.id], applying));
      }
      return (english as unknown[]).flatMap((entry, index) =>
        shown([...key, String(index)]) ? [translateValue(entry, entries[index], of, [...key, String(index)], applying)] : [],
      );
    }
    default:
      return typeof translation === "string" ? applying.set(translation) : "";
  }
}

/**
 * The shape of a translation file: the model with only its translated fields, and in a list of
 * items with an id (the products) that id, which says which item each entry translates. The CMS
 * builds each language's forms from it.
 */
export function translationModel(model: ObjectField): ObjectField {
  const fields = Object.entries(model.fields).flatMap(([name, field]): [string, Field][] => {
    if (name === "id" && field.kind === "slug") return [[name, field]];
    if (!isTranslated(field)) return [];
    if (field.kind === "object") return [[name, translationModel(field)]];
    if (field.kind === "list" && field.of.kind === "object") return [[name, { ...field, of: translationModel(field.of) }]];
    return [[name, field]];
  });
  return { kind: "object", fields: Object.fromEntries(fields) };
}
