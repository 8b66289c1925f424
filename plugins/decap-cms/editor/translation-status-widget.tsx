import { afterNextPaint } from "./after-paint";
import { REFUSED } from "./refusal";
import { Component } from "react";
import { contentModels, type ContentFileName } from "../../../src/lib/content-model";
import { countsProblem, placesOf } from "../../../src/lib/counts";
import { localeOf, type Locale, type LocaleCode } from "../../../src/lib/locales";
import { numbersDiffer, textStatuses, translatesEnglish, type SourceRecord, type TextStatus } from "../../../src/lib/translation-status";
import { applyTranslation, TRANSLATED_FROM } from "../../../src/lib/translations";
import { textPairs } from "./beside-english";
import { currentEnglish, englishInDraft, englishReadState, refreshEnglish, subscribe, subscribeTyping } from "./current-english";

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
  classNameWrapper?: string;
  hasActiveStyle?: boolean;
  /** Decap's check of this field (its Widget's `validate`): asks isValid and shows its refusal above the panel, or takes it away. */
  validate?: () => void;
}

/** A translation whose numbers differ from the English it now records, by its text: what the translated-text boxes show under themselves at Save. */
const slipsByText = new Map<string, string>();

/** The message for a translated text whose numbers differ from its English (as last checked), or null. */
export function slipMessageFor(text: string | undefined): string | null {
  return text ? (slipsByText.get(text) ?? null) : null;
}

const differs = (status: TextStatus) => status.numbers.missing.length > 0 || status.numbers.extra.length > 0;

/** Plain styles: the panel is drawn in the editor's own page, where the site's style sheets do not reach. */
const styles = {
  panel: { color: "#1e2532", fontSize: "15px", lineHeight: 1.5, padding: "12px 16px", border: "2px solid #dfdfe3", borderRadius: "0 5px 5px 5px", background: "#fff" },
  item: { margin: "0 0 12px" },
  problem: { color: "#b00020", fontWeight: 600 },
  list: { margin: "8px 0", paddingInlineStart: "20px" },
} as const;

/**
 * The `translatedFrom` field of a translation file: the English each text was translated from
 * (translation-status.ts), against the English as it is in the repository now (current-english.ts).
 * Nobody types it. When a translator changes a text, this records that it now translates the current
 * English, so saving the corrected text is enough (a text typed back to its value records what it
 * did before: a touch is not a translation); a text whose English has changed since is listed as
 * outdated, with a button to confirm it where its numbers agree with the English. A text whose
 * numbers differ from the English it records stops the save, named here and under its own box.
 * It also lists what is not translated yet (withheld in this language until it is).
 * Options (cms-config.ts): `translation_of`, the English file, and `locale`.
 *
 * A class, because Decap asks a control's `isValid` before saving and its `shouldComponentUpdate`
 * before redrawing. Decap redraws a field only when its own value changes, so it follows the
 * English read and the texts typed (current-english.ts) itself. The panel checks every text of the
 * file, so it follows a key once that key's frame is painted, and the record then too
 * (decision record 0028).
 */
export class TranslationStatusControl extends Component<TranslationStatusControlProps> {
  /** Each text as the file held it when the form opened: a text that differs now was changed here. */
  private opened: Map<string, string | null> | null = null;
  /** The record as the form opened: a text typed back to what it was gets its line back. */
  private openedRecord: SourceRecord | null = null;
  /** The texts confirmed here as still correct ("Still correct: confirm"). */
  private readonly confirmed = new Set<string>();
  private unsubscribe: (() => void)[] = [];
  /** Cancels the redraw planned after a key's frame (redrawSoon), if one is. */
  private cancelRedraw?: () => void;
  /** The statuses and places of the data, record and English last seen: worked out once per change, whatever asks. */
  private cache?: { data: unknown; record: unknown; english: unknown; statuses: TextStatus[]; places: Map<string, string> };
  /** What the last check (isValid) refused, which Decap shows above the panel until it checks again; null when it passed. */
  private refusal: string | null = null;

  private get file(): ContentFileName {
    return String(this.props.field.get("translation_of")) as ContentFileName;
  }

  private get locale(): Locale {
    return localeOf(String(this.props.field.get("locale")) as LocaleCode);
  }

  componentDidMount() {
    this.unsubscribe = [subscribe(() => this.forceUpdate()), subscribeTyping(() => this.redrawSoon())];
    void refreshEnglish(this.file);
  }

  componentDidUpdate() {
    this.recordNow();
    // Decap checks a field again only when its own value changes, so the refusal it shows above the
    // panel stayed after the numbers were corrected (the record unchanged): checked again when they no longer differ as refused.
    if (this.refusal !== null && this.slipRefusal() !== this.refusal) this.props.validate?.();
  }

  componentWillUnmount() {
    this.cancelRedraw?.();
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }

  /** Now when its own props change; after the frame when only the rest of the entry does (when Decap draws it again). */
  shouldComponentUpdate(next: TranslationStatusControlProps) {
    const now = this.props;
    if (next.value !== now.value || next.forID !== now.forID || next.field !== now.field || next.classNameWrapper !== now.classNameWrapper || next.hasActiveStyle !== now.hasActiveStyle) return true;
    if (next.getEntry().get("data") !== this.cache?.data) this.redrawSoon();
    return false;
  }

  private redrawSoon() {
    this.cancelRedraw ??= afterNextPaint(() => {
      this.cancelRedraw = undefined;
      this.forceUpdate();
    });
  }

  /** The record is always there (an empty one included): Decap need not ask for it. */
  getValidateValue = () => "recorded";

  /** Asked by Decap at Save, before it reads the entry: the record is written first, if the redraw after a key has not written it yet. */
  isValid = () => {
    this.refusal = this.slipRefusal(this.recordNow());
    return this.refusal === null ? true : { error: { type: REFUSED, message: this.refusal } };
  };

  /** Why a Save is refused, for the texts whose numbers differ from the English (with `record`), or null. */
  private slipRefusal(record: unknown = this.props.value): string | null {
    const { statuses, places } = this.worked(record);
    const slips = statuses.filter((status) => status.state === "current" && differs(status));
    if (slips.length === 0) return null;
    const list = slips.map((status) => `${places.get(status.key) ?? status.key}: ${numbersDiffer(status.numbers, this.locale)}`).join("; ");
    return `Numbers differ from the English, correct them before saving: ${list}.`;
  }

  private record(): SourceRecord {
    return plain(this.props.value);
  }

  private statuses(): TextStatus[] {
    return this.worked().statuses;
  }

  /** Each text's place, as the form and "Beside the English" name it: "Groundnut Extraction Meal › Specification 1 › Value". */
  private places(): Map<string, string> {
    return this.worked().places;
  }

  /** The statuses and places with `record` (by default the record as Decap last drew it). */
  private worked(record: unknown = this.props.value) {
    const entryData = this.props.getEntry().get("data");
    const english = currentEnglish(this.file);
    const cached = this.cache;
    if (cached && cached.data === entryData && cached.record === record && cached.english === english) return cached;
    const model = contentModels[this.file];
    const data = plain(entryData) as Record<string, unknown>;
    const statuses = textStatuses(english, { ...data, [TRANSLATED_FROM]: plain(record) }, model, this.locale);
    this.opened ??= new Map(statuses.map((status) => [status.key, status.translation]));
    this.openedRecord ??= plain(record);
    slipsByText.clear();
    for (const status of statuses) {
      if (!status.translation) continue;
      const slips = [
        status.state === "current" && differs(status) && `Numbers differ from the English (“${status.english}”): ${numbersDiffer(status.numbers, this.locale)}.`,
        // A place renamed or lost (the build refuses it, translations.ts); a count the page cannot read is the box's own refusal.
        !countsProblem(status.translation, this.locale.code) &&
          placesOf(status.english) !== placesOf(status.translation) &&
          `Keep the places the page fills in as the English has them, ${placesOf(status.english) || "none"}; this has ${placesOf(status.translation) || "none"}.`,
      ].filter(Boolean);
      if (slips.length > 0) slipsByText.set(status.translation, slips.join(" "));
    }
    const pairs = textPairs(english, applyTranslation(english, data, model), model, statuses);
    const places = new Map(pairs.map((pair, index) => [statuses[index]?.key ?? "", pair.where.join(" › ")]));
    this.cache = { data: entryData, record, english, statuses, places };
    return this.cache;
  }

  /**
   * The record as the texts now call for, or null when it is so already. A text whose value differs
   * from the one the form opened with, or confirmed here, records the current English; a text typed
   * back to its value (a letter typed and deleted) gets back the line it opened with, so a touch
   * never marks an outdated text as translated.
   */
  private recordDue(): SourceRecord | null {
    const record = this.record();
    const next: SourceRecord = { ...record };
    let changed = false;
    for (const status of this.statuses()) {
      if (status.translation === null) continue;
      const touched = status.translation !== this.opened?.get(status.key) || this.confirmed.has(status.key);
      if (touched ? translatesEnglish(next[status.key], status.english) : next[status.key] === this.openedRecord?.[status.key]) continue;
      const due = touched ? status.english : this.openedRecord?.[status.key];
      if (due === undefined) delete next[status.key];
      else next[status.key] = due;
      changed = true;
    }
    return changed ? inKeyOrder(next) : null;
  }

  /**
   * Records the texts changed here (one line each), when the panel is redrawn after a key's frame:
   * written in the key itself, the record would be a second change of the entry and a second
   * drawing of the form before the key is painted. Save, which may come before that redraw, asks
   * for it too. Returns the record then in force.
   */
  private recordNow(): unknown {
    const record = this.recordDue();
    if (!record) return this.props.value;
    this.props.onChange(record);
    return record;
  }

  private confirm(status: TextStatus) {
    this.confirmed.add(status.key);
    this.props.onChange(withSources(this.record(), [status]));
  }

  render() {
    const { forID } = this.props;
    const locale = this.locale;
    const statuses = this.statuses();
    const places = this.places();
    const outdated = statuses.filter((status) => status.state === "outdated");
    const slips = statuses.filter((status) => status.state === "current" && differs(status));
    const english = currentEnglish(this.file);
    // What waits for a translation, product by product or entry by entry, as the build withholds it.
    const toTranslate = new Map<string, string>();
    for (const status of statuses) {
      if (status.state !== "untranslated" || status.entry === null || toTranslate.has(status.entry)) continue;
      toTranslate.set(status.entry, nameOfEntry(status.entry, english) ?? places.get(status.key) ?? status.entry);
    }
    const untranslated = [...toTranslate.values()];
    const state = englishReadState(this.file);
    if (state === "checking") {
      // No result before it is known: the English the texts are compared with is still being read.
      return (
        <div id={forID} lang="en" dir="ltr" style={styles.panel}>
          <p style={styles.item} role="status">
            Checking the texts against the English in the repository…
          </p>
        </div>
      );
    }
    return (
      <div id={forID} lang="en" dir="ltr" style={styles.panel}>
        {state === "failed" && (
          <p style={{ ...styles.item, ...styles.problem }} role="alert">
            The English could not be read from the repository, so what is outdated since the website was last built is not known. Below, the texts are compared with the English of the last build. Saving works as usual; reload the page to try again.
          </p>
        )}
        <p style={styles.item}>
          {outdated.length === 0 ? "No text is outdated." : `${outdated.length} outdated: the English changed after they were translated. Correct each in the form below (saving records it), or confirm it if it still says the same.`}{" "}
          {untranslated.length === 0 ? "Everything is translated." : `${untranslated.length} to translate (withheld in ${locale.englishName} until they are).`}
          {englishInDraft(this.file) ? " Compared with the English of a draft not yet published." : ""}
        </p>
        {slips.length > 0 && (
          <ul aria-label="Numbers that differ" style={styles.list}>
            {slips.map((status) => (
              <li key={status.key} style={styles.problem}>
                {places.get(status.key)}: {numbersDiffer(status.numbers, locale)}.
              </li>
            ))}
          </ul>
        )}
        {outdated.length > 0 && (
          <ul aria-label="Outdated texts" style={styles.list}>
            {outdated.map((status) => (
              <li key={status.key} style={styles.item}>
                <strong>{places.get(status.key)}</strong>
                {status.englishBefore !== null && <div>English was: {status.englishBefore}</div>}
                <div>English now: {status.english}</div>
                <div>
                  {locale.englishName}: <span lang={locale.code} dir={locale.dir}>{status.translation}</span>
                </div>
                {differs(status) ? (
                  <div style={styles.problem}>Its numbers differ from the English ({numbersDiffer(status.numbers, locale)}): correct it in the form; it is withheld until then.</div>
                ) : (
                  <p>
                    <button type="button" onClick={() => this.confirm(status)}>
                      Still correct: confirm
                    </button>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        {untranslated.length > 0 && <p style={{ margin: "8px 0 0", fontWeight: 600 }}>To translate:</p>}
        {untranslated.length > 0 && (
          <ul aria-label="To translate" style={styles.list}>
            {untranslated.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
}

/** A product (or category) waiting for its translation, as staff know it: "Sesame Seeds (sesame-seeds)"; null for another entry. */
function nameOfEntry(entry: string, english: unknown): string | null {
  const [list, id] = entry.split(".");
  if (!list || !id || entry.split(".").length !== 2) return null;
  const items = (english as Record<string, unknown>)[list];
  const found = Array.isArray(items) ? (items as { id?: unknown; name?: unknown }[]).find((item) => item.id === id) : undefined;
  return found ? `${typeof found.name === "string" ? found.name : id} (${id})` : null;
}

/** The record with each text marked as translated from its current English (the text itself). */
function withSources(record: SourceRecord, statuses: readonly TextStatus[]): SourceRecord {
  const next = { ...record };
  for (const status of statuses) next[status.key] = status.english;
  return inKeyOrder(next);
}

/** Keys in order, so a save changes only their lines. */
function inKeyOrder(record: SourceRecord): SourceRecord {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function plain(value: unknown): SourceRecord {
  const js = typeof (value as { toJS?: unknown } | undefined)?.toJS === "function" ? (value as { toJS: () => unknown }).toJS() : value;
  return typeof js === "object" && js !== null ? (js as SourceRecord) : {};
}
