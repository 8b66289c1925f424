import { useEffect, useRef } from "react";
import { contentModels, type ContentFileName } from "../lib/content-model";
import { localeOf, type LocaleCode } from "../lib/locales";
import { sourceHash, textStatuses, translationReport, type SourceRecord, type TextStatus } from "../lib/translation-status";
import { TRANSLATED_FROM } from "../lib/translations";
import { englishFile } from "./editor-content";

/** The parts of Decap's Immutable.js values this widget reads. */
interface Readable {
  get(key: string): unknown;
}

interface TranslationStatusControlProps {
  value?: { toJS?: () => unknown } | SourceRecord;
  onChange: (value: SourceRecord) => void;
  forID: string;
  field: Readable;
  getEntry: () => Readable;
}

/**
 * The `translatedFrom` field of a translation file: which English each text was translated from
 * (translation-status.ts). Nobody types it. When a translator changes a text, this records that it
 * now translates the current English; a text whose English has changed since is listed as
 * outdated, with a button to confirm a translation that still holds. Either way one line of the
 * file changes. It also lists what is not translated yet (withheld in this language until it is).
 * Options (cms-config.ts): `translation_of`, the English file, and `locale`.
 */
export function TranslationStatusControl({ value, onChange, forID, field, getEntry }: TranslationStatusControlProps) {
  const file = String(field.get("translation_of")) as ContentFileName;
  const locale = localeOf(String(field.get("locale")) as LocaleCode);
  const record = plain(value);
  const data = plain(getEntry().get("data")) as Record<string, unknown>;
  const draft = { ...data, [TRANSLATED_FROM]: record };
  const statuses = textStatuses(englishFile(file), draft, contentModels[file], locale);
  // Each text as the file held it when the form opened: a text that differs now was changed here.
  const opened = useRef<Map<string, string | null> | null>(null);
  opened.current ??= new Map(statuses.map((status) => [status.key, status.translation]));

  const changed = statuses.filter((status) => status.translation !== null && status.translation !== opened.current!.get(status.key) && record[status.key] !== sourceHash(status.english));
  useEffect(() => {
    if (changed.length > 0) onChange(withSources(record, changed));
  });

  const outdated = statuses.filter((status) => status.state === "outdated");
  // What waits for a translation, product by product or entry by entry, as the build lists it.
  const untranslated = translationReport(englishFile(file), draft, contentModels[file], locale, "", statuses).toTranslate;
  return (
    // Drawn in the editor's own page, where the site's style sheets do not reach: plain blocks.
    <div id={forID} lang="en" dir="ltr">
      <p>
        {outdated.length === 0 ? "No text is outdated." : `${outdated.length} outdated: the English changed after they were translated. Update each below in the form, or confirm it if it still says the same.`}{" "}
        {untranslated.length === 0 ? "Everything is translated." : `${untranslated.length} not translated yet (withheld in ${locale.englishName} until they are).`}
      </p>
      {outdated.length > 0 && (
        <ul aria-label="Outdated texts">
          {outdated.map((status) => (
            <li key={status.key}>
              <strong>{place(status)}</strong>
              <div>English now: {status.english}</div>
              <div>
                {locale.englishName}: <span lang={locale.code} dir={locale.dir}>{status.translation}</span>
              </div>
              {differs(status) && <div>Its numbers differ from the English: it is withheld until it is updated.</div>}
              <p>
                <button type="button" onClick={() => onChange(withSources(record, [status]))}>
                  Still correct: confirm
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      {untranslated.length > 0 && (
        <ul aria-label="To translate">
          {untranslated.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The record with each text marked as translated from its current English; keys in order, so a save changes only their lines. */
function withSources(record: SourceRecord, statuses: readonly TextStatus[]): SourceRecord {
  const next = { ...record };
  for (const status of statuses) next[status.key] = sourceHash(status.english);
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function place(status: TextStatus): string {
  return [status.item, status.field].filter(Boolean).join(" › ");
}

function differs(status: TextStatus): boolean {
  return status.numbers.missing.length > 0 || status.numbers.extra.length > 0;
}

function plain(value: unknown): SourceRecord {
  const js = typeof (value as { toJS?: unknown } | undefined)?.toJS === "function" ? (value as { toJS: () => unknown }).toJS() : value;
  return typeof js === "object" && js !== null ? (js as SourceRecord) : {};
}
