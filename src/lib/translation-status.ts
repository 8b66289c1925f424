/**
 * Where each translated text stands against the English it translates, and what a language can
 * therefore show. No React and no Node APIs: the build (content-files.ts, gatsby-node.ts) and the
 * content editor (plugins/decap-cms/editor/) share it.
 *
 * - **What it was translated from.** A translation file records, under `translatedFrom`, the
 *   English each text was translated from, one line per text, keyed by the text's place
 *   ("products.groundnut-meal.specifications.0.value"), so that a translator can be shown what
 *   the English was and what it is now. The editor writes it when a translator changes or
 *   confirms a text (plugins/decap-cms/editor/translation-status-widget.tsx); nobody types it. A text whose English
 *   has changed since is **outdated**. (A record written before 2026-11-26 may hold a fingerprint
 *   of the English instead, sourceHash: it still counts, but cannot say what the English was.)
 * - **Facts cannot disagree.** Every number of an English text must be in its translation, as a
 *   number (numbers-in-text.ts). A translation made from the current English whose numbers
 *   differ is a translator's slip: the build stops on it. An outdated one whose numbers differ
 *   is the English having moved on: its entry is **withheld** in that language until the
 *   translation catches up, so no page shows a number the English no longer says.
 * - **English is never held back.** A product, or a list entry (a feature, a specification, a
 *   paragraph), that has a text not translated yet is withheld in that language, never shown in
 *   English, and listed "to translate".
 *
 * What is withheld is the smallest whole that can go without leaving something wrong: a product
 * with everything on its page and sheet (a spec table with a row missing would mislead), else the
 * list entry, else (a text in no list, such as a page's heading) the file's pages in that language.
 */
import type { Field, ObjectField } from "./content-model";
import type { ContentProblem } from "./content-rules";
import { isPlainObject, join, listItemName } from "./content-rules";
import type { Locale } from "./locales";
import { compareNumbers } from "./numbers-in-text";
import { isTranslated, TRANSLATED_FROM } from "./translations";

/** The field of a translation file that records what each text was translated from. */
export type SourceRecord = Record<string, string>;

/** A short fingerprint of an English text (FNV-1a, 32 bits, as 8 hex digits), as records first held them. */
export function sourceHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** Whether a text recorded as translated from `recorded` translates `english`: the same English, or (an older record) its fingerprint. */
export function translatesEnglish(recorded: string | undefined, english: string): boolean {
  return recorded === english || recorded === sourceHash(english);
}

/** The English a record says a text was translated from; null for a fingerprint (an older record) or none. */
function recordedEnglish(recorded: string | undefined): string | null {
  return recorded === undefined || /^[0-9a-f]{8}$/.test(recorded) ? null : recorded;
}

export type TextState = "current" | "outdated" | "untranslated";

export interface TextStatus {
  /** The text's key in `translatedFrom`: "products.groundnut-meal.features.1". */
  key: string;
  /** As a content problem names it: item and field. */
  item: string;
  field: string;
  /** The key of what is withheld with it: its product, else its list entry; null for a text of the file itself. */
  entry: string | null;
  english: string;
  /** Outdated: the English it was translated from, where the record says it. */
  englishBefore: string | null;
  /** null while it is not translated. */
  translation: string | null;
  state: TextState;
  /** The English's numbers the translation lacks, and those it has beyond them. */
  numbers: { missing: number[]; extra: number[] };
}

/** Every translated text of a file, in the model's order, with where it stands. */
export function textStatuses(english: unknown, translation: unknown, model: ObjectField, locale: Locale): TextStatus[] {
  const texts = isPlainObject(translation) ? translation : {};
  const record = recordOf(texts);
  const result: TextStatus[] = [];
  walkObject(english, texts, model, { key: [], item: "", entry: null }, (place, englishText, translated) => {
    const text = typeof translated === "string" ? translated : null;
    const state: TextState = text === null ? "untranslated" : translatesEnglish(record[place.key], englishText) ? "current" : "outdated";
    const numbers = text === null ? { missing: [], extra: [] } : compareNumbers(englishText, text, locale.code);
    const englishBefore = state === "outdated" ? recordedEnglish(record[place.key]) : null;
    result.push({ ...place, english: englishText, englishBefore, translation: text, state, numbers });
  });
  return result;
}

/** The record of a translation file (its `translatedFrom`), or an empty one. */
function recordOf(translation: unknown): SourceRecord {
  const record = isPlainObject(translation) ? translation[TRANSLATED_FROM] : undefined;
  if (!isPlainObject(record)) return {};
  return Object.fromEntries(Object.entries(record).filter((pair): pair is [string, string] => typeof pair[1] === "string"));
}

export interface TranslationReport {
  /** Translations made from the current English whose numbers differ: the build stops on them. */
  slips: ContentProblem[];
  /** Keys of the products and list entries not shown in this language. */
  withheld: Set<string>;
  /** A text of the file itself (in no list) cannot be shown: the file's pages are withheld in this language. */
  fileWithheld: boolean;
  /** Texts whose English changed since they were translated (shown, unless their numbers differ). */
  outdated: TextStatus[];
  /** What waits for a translation, as the build names it: `products[12] (id "sesame-seeds")`, `story.paragraphs[3]`. */
  toTranslate: string[];
}

/** What one translation file can show, and what the build says about it (from its textStatuses, when they are at hand). */
export function translationReport(
  english: unknown,
  translation: unknown,
  model: ObjectField,
  locale: Locale,
  file: string,
  statuses = textStatuses(english, translation, model, locale),
): TranslationReport {
  const report: TranslationReport = { slips: [], withheld: new Set(), fileWithheld: false, outdated: [], toTranslate: [] };
  const waiting = new Map<string, string>();
  for (const status of statuses) {
    const differs = status.numbers.missing.length > 0 || status.numbers.extra.length > 0;
    if (status.state === "current" && differs) {
      report.slips.push({ file, item: status.item, field: status.field, message: numbersMessage(status, locale) });
    }
    if (status.state === "outdated") report.outdated.push(status);
    const unshowable = status.state === "untranslated" || (status.state === "outdated" && differs);
    if (!unshowable) continue;
    if (status.entry === null) {
      // A text of the file itself that is missing is a broken translation (validateTranslation says so).
      if (status.state === "outdated") report.fileWithheld = true;
      continue;
    }
    report.withheld.add(status.entry);
    if (status.state === "untranslated" && !waiting.has(status.entry)) waiting.set(status.entry, entryName(status));
  }
  report.toTranslate = [...waiting.values()];
  return report;
}

function numbersMessage({ english, translation, numbers }: TextStatus, locale: Locale): string {
  return `its numbers differ from the English it was translated from: ${numbersDiffer(numbers, locale)} (English "${english}", ${locale.englishName} "${translation}")`;
}

/**
 * How a translation's numbers differ from its English, in the one wording the build, the editor's
 * panel, the text's box and its preview all use: "the Spanish has 47 where the English has 46".
 */
export function numbersDiffer({ missing, extra }: TextStatus["numbers"], locale: Pick<Locale, "englishName">): string {
  const list = (values: number[]) => values.join(", ");
  if (missing.length > 0 && extra.length > 0) return `the ${locale.englishName} has ${list(extra)} where the English has ${list(missing)}`;
  if (missing.length > 0) return `the ${locale.englishName} lacks ${list(missing)}, which the English has`;
  return `the ${locale.englishName} has ${list(extra)}, which the English does not`;
}

/** The entry a text is withheld with, as the build names it: the product's item, else the text's own place. */
function entryName(status: TextStatus): string {
  return status.entry?.startsWith("products.") ? status.item : join(status.item, status.field);
}

interface Place {
  key: string;
  item: string;
  field: string;
  entry: string | null;
}

type Visit = (place: Place, english: string, translation: unknown) => void;

interface At {
  key: string[];
  item: string;
  entry: string | null;
}

function walkObject(english: unknown, translation: unknown, model: ObjectField, at: At, visit: Visit) {
  const from = isPlainObject(english) ? english : {};
  const to = isPlainObject(translation) ? translation : {};
  for (const [name, field] of Object.entries(model.fields)) {
    if (isTranslated(field)) walkField(from[name], to[name], field, name, at, visit);
  }
}

function walkField(english: unknown, translation: unknown, field: Field, name: string, at: At, visit: Visit) {
  switch (field.kind) {
    case "object":
      return walkObject(english, translation, field, { ...at, key: [...at.key, name], item: join(at.item, name) }, visit);
    case "list": {
      const entries = Array.isArray(english) ? english : [];
      const translations = Array.isArray(translation) ? translation : [];
      const of = field.of;
      if (of.kind === "object" && "id" in of.fields) {
        // Products and categories: matched by id; each is withheld as a whole.
        entries.forEach((entry, index) => {
          const id = String((entry as { id?: unknown }).id);
          const key = [...at.key, name, id];
          const translated = translations.find((candidate) => isPlainObject(candidate) && candidate.id === id);
          walkObject(entry, translated, of, { key, item: join(at.item, listItemName(name, index, entry as Record<string, unknown>)), entry: key.join(".") }, visit);
        });
        return;
      }
      entries.forEach((entry, index) => {
        const key = [...at.key, name, String(index)];
        const entryKey = at.entry ?? key.join(".");
        if (of.kind === "object") walkObject(entry, translations[index], of, { key, item: join(at.item, `${name}[${index}]`), entry: entryKey }, visit);
        else if (typeof entry === "string") visit({ key: key.join("."), item: at.item, field: `${name}[${index}]`, entry: entryKey }, entry, translations[index]);
      });
      return;
    }
    default:
      if (typeof english !== "string") return;
      visit({ key: [...at.key, name].join("."), item: at.item, field: name, entry: at.entry }, english, translation);
  }
}
