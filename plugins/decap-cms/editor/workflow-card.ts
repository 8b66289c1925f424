/**
 * What a draft changes, on its card of the Workflow board: Decap shows a file's label there
 * ("Product catalogue") and, under it, the entry's `body` (cms-config.ts, WORKFLOW_CARD_FIELD),
 * which no content file has. When the editor reads a file (the content format's fromFile,
 * cms.tsx), it puts there the first changes against the content of the last build
 * (editor-content.ts), in the form's words. Decap's formats are not told which file they read:
 * an English file is known by its fields, a translation's language by the one it is closest to.
 * No React here.
 */
import { contentModels, isContentFileName, type ContentFileName } from "../../../src/lib/content-model";
import { translatedLocales } from "../../../src/lib/locales";
import { TRANSLATED_FROM, translationModel } from "../../../src/lib/translations";
import { hasOnlyFieldsOf, WORKFLOW_CARD_FIELD } from "./cms-config";
import { contentChanges, describeChange, type Change } from "./content-changes";
import { englishFile, translationFile } from "./editor-content";

/** A card shows a few lines: the first changes, then how many more. */
const CARD_CHANGES = 3;

function changesOf(data: Record<string, unknown>): Change[] | null {
  const { [TRANSLATED_FROM]: record, [WORKFLOW_CARD_FIELD]: _card, ...texts } = data;
  void _card;
  const names = Object.keys(contentModels).filter(isContentFileName);
  if (record === undefined) {
    const name = names.find((candidate) => hasOnlyFieldsOf(contentModels[candidate], texts));
    return name ? contentChanges(englishFile(name), texts, contentModels[name]) : null;
  }
  const name = names.find((candidate: ContentFileName) => hasOnlyFieldsOf(translationModel(contentModels[candidate]), texts));
  if (!name) return null;
  const model = translationModel(contentModels[name]);
  const candidates = translatedLocales.map((locale) => contentChanges(translationFile(locale.code, name), texts, model));
  return candidates.reduce((fewest, changes) => (changes.length < fewest.length ? changes : fewest));
}

/** The file's data with its card summary, when it differs from the last build. */
export function withCardSummary(data: unknown): unknown {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  let changes: Change[] | null = null;
  try {
    changes = changesOf(data as Record<string, unknown>);
  } catch {
    changes = null;
  }
  if (!changes || changes.length === 0) return data;
  const shown = changes.slice(0, CARD_CHANGES).map(describeChange);
  const more = changes.length > CARD_CHANGES ? ` (and ${changes.length - CARD_CHANGES} more)` : "";
  return { ...data, [WORKFLOW_CARD_FIELD]: `${shown.join("; ")}${more}` };
}
