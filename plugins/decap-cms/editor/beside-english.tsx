/**
 * "Beside the English": what a translator works from. Every text of a
 * translation file is listed with the English it translates, named as the
 * translator's form names it, with the English beside ("Harina de extracción de cacahuete
 * (Groundnut Extraction Meal) › Feature 2"), and the translation as it is
 * being typed; a text not yet translated says so, since the build would stop
 * on it. Shown in the preview of each translation file (previews/translation-preview.tsx).
 */
import type { Field, ObjectField } from "../../../src/lib/content-model";
import type { Locale } from "../../../src/lib/locales";
import { numbersDiffer, type TextStatus } from "../../../src/lib/translation-status";
import { isTranslated } from "../../../src/lib/translations";
import { labelOf, singular } from "./cms-config";
import { countExamples } from "../../../src/lib/counts";
import { examples as examplesStyle, group as groupStyle, missing, note, pairs as pairsStyle, switcher, view as viewStyle, where as whereStyle } from "./beside-english.module.css";

export interface TextPair {
  /** Where the text is, in the form's labels, from the file down. */
  where: string[];
  english: string;
  /** "" while it is not translated. */
  translation: string;
  /** Where it stands (translation-status.ts): outdated, and whether its numbers differ from the English. */
  status?: Pick<TextStatus, "state" | "numbers">;
}

/**
 * Each translated text of a file, in the form's order: `english` is the English file, `translated`
 * the same file in the language (applyTranslation's result, so lists are already matched up,
 * products by id and other entries by position, and a missing text is "").
 */
export function textPairs(english: unknown, translated: unknown, model: ObjectField, statuses?: readonly TextStatus[]): TextPair[] {
  const result: TextPair[] = [];
  objectPairs(english, translated, model, [], result);
  // Both walk the English file's texts in the model's order, so they pair up one for one.
  return statuses?.length === result.length ? result.map((pair, index) => ({ ...pair, status: statuses[index] })) : result;
}

function objectPairs(english: unknown, translated: unknown, model: ObjectField, where: string[], result: TextPair[]) {
  const from = (english ?? {}) as Record<string, unknown>;
  const to = (translated ?? {}) as Record<string, unknown>;
  for (const [name, field] of Object.entries(model.fields)) {
    if (isTranslated(field)) fieldPairs(from[name], to[name], field, where, name, result);
  }
}

/** `where` is the parent's place; `name` the field's name in it, or an entry's label ("Feature 2", which labelOf keeps). */
function fieldPairs(english: unknown, translated: unknown, field: Field, where: string[], name: string, result: TextPair[]) {
  switch (field.kind) {
    case "object":
      return objectPairs(english, translated, field, [...where, labelOf(name)], result);
    case "list": {
      const translations = Array.isArray(translated) ? translated : [];
      const of = field.of;
      (Array.isArray(english) ? english : []).forEach((entry, index) => {
        const place = `${labelOf(singular(name))} ${index + 1}`;
        if (of.kind === "object") objectPairs(entry, translations[index], of, [...where, entryName(of, entry, translations[index]) ?? place], result);
        // A text of a list by its place, counted as people count.
        else fieldPairs(entry, translations[index], of, where, place, result);
      });
      return;
    }
    default:
      result.push({
        where: [...where, labelOf(name)],
        english: typeof english === "string" ? english : "",
        translation: typeof translated === "string" ? translated : "",
      });
  }
}

/**
 * An entry of a list as the translator's form names it: a product by its name, another entry by
 * its first text (a specification by its parameter), in the language, with the English beside
 * it: "Harina de extracción de cacahuete (Groundnut Extraction Meal)", "Proteína bruta (Crude
 * protein)". Not translated yet: the English alone. Null when it has no such text.
 */
function entryName(of: ObjectField, english: unknown, translated: unknown): string | null {
  const field = "id" in of.fields ? "name" : Object.entries(of.fields).find(([, candidate]) => candidate.kind === "text")?.[0];
  if (!field) return null;
  const textOf = (entry: unknown) => {
    const value = (entry as Record<string, unknown> | undefined)?.[field];
    return typeof value === "string" ? value.trim() : "";
  };
  const [inEnglish, inLanguage] = [textOf(english), textOf(translated)];
  if (!inEnglish) return inLanguage || null;
  return inLanguage && inLanguage !== inEnglish ? `${inLanguage} (${inEnglish})` : inEnglish;
}

/** The table of a file's texts: English on one side, the language on the other, in groups (a product, a part of a page). */
/**
 * `english` says whether the English of the repository has been read (current-english.ts): until
 * it has, the pairs carry no status and nothing is said to be outdated or not.
 */
export function BesideEnglish({ pairs, locale, english = "read" }: { pairs: readonly TextPair[]; locale: Locale; english?: "checking" | "read" | "failed" }) {
  const untranslated = pairs.filter((pair) => pair.translation.trim() === "").length;
  const outdated = pairs.filter((pair) => pair.status?.state === "outdated").length;
  return (
    <section className={viewStyle} lang="en" dir="ltr" aria-labelledby="beside-english">
      <h2 id="beside-english">Beside the English</h2>
      <p>
        {pairs.length} {pairs.length === 1 ? "text" : "texts"} in {locale.englishName}
        {untranslated > 0 ? `; ${untranslated} not translated yet (withheld in ${locale.englishName} until they are)` : ", all translated"}
        {english === "checking" ? "; checking which are outdated against the English in the repository…" : outdated > 0 ? `; ${outdated} outdated (the English changed since)` : ""}
        {english === "failed" ? "; the English could not be read from the repository, so these are compared with the English of the last build" : ""}
        {english === "checking" ? "" : "."}
      </p>
      <table className={pairsStyle}>
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">English</th>
            <th scope="col">
              {locale.englishName} ({locale.name})
            </th>
          </tr>
        </thead>
        {groupsOf(pairs).map((group, index) => (
          <tbody key={index}>
            {group.heading !== undefined && (
              <tr>
                <th scope="rowgroup" colSpan={3} className={groupStyle}>
                  {group.heading}
                </th>
              </tr>
            )}
            {group.pairs.map((pair, row) => (
              <tr key={row}>
                <th scope="row" className={whereStyle}>
                  {pair.where.join(" › ")}
                </th>
                <td>{pair.english}</td>
                {pair.translation.trim() === "" ? (
                  <td className={missing}>Not translated yet</td>
                ) : (
                  <td lang={locale.code} dir={locale.dir}>
                    {pair.translation}
                    <StatusNote pair={pair} locale={locale} />
                    <CountExamples text={pair.translation} locale={locale} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}

/** What a translator must know of a text: that its English changed, and that its numbers are not the English's. */
function StatusNote({ pair, locale }: { pair: TextPair; locale: Locale }) {
  if (!pair.status) return null;
  const { state, numbers } = pair.status;
  const differs = numbers.missing.length > 0 || numbers.extra.length > 0;
  const notes = [
    state === "outdated" ? "Outdated: the English changed after this was translated." : "",
    differs ? `Numbers differ from the English: ${numbersDiffer(numbers, locale)}.` : "",
  ].filter(Boolean);
  return notes.length > 0 ? (
    <span className={note} lang="en" dir="ltr">
      {notes.join(" ")}
    </span>
  ) : null;
}

/** A text with a number in it as the page will say it with a number of each form ("3 أيام", "11 يومًا"): the syntax's braces say little to the eye. */
function CountExamples({ text, locale }: { text: string; locale: Locale }) {
  const examples = countExamples(text, locale.code);
  if (examples.length === 0) return null;
  return (
    <span className={examplesStyle}>
      <span lang="en" dir="ltr">
        As the page says it:
      </span>
      {examples.map(({ number, text: filled }) => (
        <span key={number}>{filled}</span>
      ))}
    </span>
  );
}

/** Neighbouring texts under the same first place ("Groundnut Extraction Meal", "Hero") as one group, each named from there on. */
function groupsOf(pairs: readonly TextPair[]): { heading?: string; pairs: TextPair[] }[] {
  const groups: { heading?: string; pairs: TextPair[] }[] = [];
  for (const pair of pairs) {
    const heading = pair.where.length > 1 ? pair.where[0] : undefined;
    const where = heading === undefined ? pair.where : pair.where.slice(1);
    const last = groups[groups.length - 1];
    if (last && last.heading === heading) last.pairs.push({ ...pair, where });
    else groups.push({ heading, pairs: [{ ...pair, where }] });
  }
  return groups;
}

/** What the preview of a translation with a page of its own shows: the table, or the page in the language. */
export type PreviewView = "english" | "page";

export function ViewSwitch({ view, onChange, locale }: { view: PreviewView; onChange: (view: PreviewView) => void; locale: Locale }) {
  const choices: [PreviewView, string][] = [
    ["english", "Beside the English"],
    ["page", `The page in ${locale.englishName}`],
  ];
  return (
    <div className={switcher} role="group" aria-label="Preview" lang="en" dir="ltr">
      {choices.map(([value, label]) => (
        <button key={value} type="button" aria-pressed={view === value} onClick={() => onChange(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}
