/**
 * The translations of the content: content/locales/{code}/{file}.json holds,
 * for one language, every text of content/{file}.json a visitor reads, in the
 * same shape, and nothing else. Language-neutral facts (slugs, pictures,
 * numbers, HS codes, e-mails, phone, texts marked `shared` in the model) are
 * written once, in the English file. Products are matched by their id; the
 * entries of every other list by their position.
 *
 * A translation with a text missing or empty fails the build like any other
 * content problem, naming the language, file, product and field: a page never
 * falls back to English without saying so.
 */
import type { Field, ObjectField } from "./content-model";
import { describe, isPlainObject, join, listItemName, SUMMARY_LENGTH, type ContentProblem } from "./content-rules";
import type { Locale } from "./locales";

/** Whether a field is, or holds, text a visitor reads in their language. */
export function isTranslated(field: Field): boolean {
  switch (field.kind) {
    case "object":
      return Object.values(field.fields).some(isTranslated);
    case "list":
      return isTranslated(field.of);
    case "text":
    case "summary":
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
  checkObject(english as Record<string, unknown>, translation, model, "", context, problems);
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
) {
  for (const [name, field] of Object.entries(model.fields)) {
    if (isTranslated(field)) checkField(english[name], translation[name], field, item, name, context, problems);
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
) {
  const { locale } = context;
  const report = (message: string) => problems.push({ file: context.file, item, field: name, message });
  if (translation === undefined || translation === null) {
    return report(`is missing in ${locale.englishName} (${locale.code}); the English is ${describe(english)}`);
  }

  switch (field.kind) {
    case "object":
      if (!isPlainObject(translation)) return report(`must be an object, but is ${describe(translation)}`);
      return checkObject(english as Record<string, unknown>, translation, field, join(item, name), context, problems);

    case "list": {
      if (!Array.isArray(translation)) return report(`must be a list, but is ${describe(translation)}`);
      const englishEntries = english as unknown[];
      if (field.of.kind === "object" && "id" in field.of.fields) return checkById(englishEntries, translation, field.of, item, name, context, problems);
      if (translation.length !== englishEntries.length) {
        report(`has ${translation.length} entries, but ${context.englishFile} has ${englishEntries.length}: translate each one, in the same order`);
      }
      englishEntries.slice(0, translation.length).forEach((entry, index) => {
        if (field.of.kind === "object" && isPlainObject(translation[index])) {
          checkObject(entry as Record<string, unknown>, translation[index], field.of, join(item, `${name}[${index}]`), context, problems);
        } else {
          checkField(entry, translation[index], field.of, item, `${name}[${index}]`, context, problems);
        }
      });
      return;
    }

    default:
      if (typeof translation !== "string") return report(`must be text, but is ${describe(translation)}`);
      if (translation.trim() === "") return report(`must not be empty: translate the English ${describe(english)} into ${locale.englishName}`);
      if (field.kind === "summary" && (translation.length < SUMMARY_LENGTH.min || translation.length > SUMMARY_LENGTH.max)) {
        report(`must be ${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters (it is the description search engines show), but has ${translation.length}`);
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
  english.forEach((original, index) => {
    const entry = original as Record<string, unknown>;
    const translated = byId.get(entry.id);
    const at = join(item, listItemName(name, index, entry));
    if (!translated) {
      problems.push({ file: context.file, item: at, field: "(all)", message: `has no ${context.locale.englishName} translation` });
    } else {
      checkObject(entry, translated, model, at, context, problems, "id");
    }
  });
}

/**
 * One content file in a language: the English file with each translated text replaced by the
 * translation's (which validateTranslation has found complete). Everything else, numbers,
 * pictures, slugs and `shared` texts, is the English file's own. A text the translation lacks
 * (a draft in the editor's preview) is empty, never the English.
 */
export function applyTranslation<T>(english: T, translation: unknown, model: ObjectField): T {
  return translateObject(english as Record<string, unknown>, translation, model) as T;
}

function translateObject(english: Record<string, unknown>, translation: unknown, model: ObjectField) {
  const texts = isPlainObject(translation) ? translation : {};
  const result: Record<string, unknown> = { ...english };
  for (const [name, field] of Object.entries(model.fields)) {
    if (isTranslated(field)) result[name] = translateValue(english[name], texts[name], field);
  }
  return result;
}

function translateValue(english: unknown, translation: unknown, field: Field): unknown {
  switch (field.kind) {
    case "object":
      return translateObject(english as Record<string, unknown>, translation, field);
    case "list": {
      const entries = Array.isArray(translation) ? translation : [];
      const of = field.of;
      if (of.kind === "object" && "id" in of.fields) {
        const byId = new Map(entries.filter(isPlainObject).map((entry) => [entry.id, entry]));
        return (english as { id: unknown }[]).map((entry) => translateValue(entry, byId.get(entry.id), of));
      }
      return (english as unknown[]).map((entry, index) => translateValue(entry, entries[index], of));
    }
    default:
      return typeof translation === "string" ? translation : "";
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
