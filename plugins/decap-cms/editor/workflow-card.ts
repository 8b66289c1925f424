/**
 * What a draft changes, on its card of the Workflow board: Decap shows a file's label there
 * ("Product catalogue") and, under it, the entry's `body` (cms-config.ts, WORKFLOW_CARD_FIELD),
 * which no content file has. When the editor reads a file (the content format's fromFile,
 * cms.tsx), it puts there the first changes against the file as published: read from the
 * repository beside the draft (comparePublished), else, where that read failed, the content of
 * the last build (editor-content.ts), in the form's words. Decap's formats are not told which
 * file they read: an English file is known by its fields, a translation's language by the one it
 * is closest to. No React here.
 */
import { contentModels, isContentFileName, type ContentFileName } from "../../../src/lib/content-model";
import { translatedLocales } from "../../../src/lib/locales";
import { TRANSLATED_FROM, translationModel } from "../../../src/lib/translations";
import { hasOnlyFieldsOf, WORKFLOW_CARD_FIELD } from "./cms-config";
import { wrapBackend, type RegisteredBackend } from "./backend-wrap";
import { contentChanges, describeChange, type Change } from "./content-changes";
import { englishFile, translationFile } from "./editor-content";
import { readRepositoryFile } from "./repository";

/** A card shows a few lines: the first changes, then how many more. */
const CARD_CHANGES = 3;

/** Drafts read (their text) with the file as published when each was read; the latest few. */
const publishedBesideDraft = new Map<string, unknown>();
const KEPT_DRAFTS = 50;

/**
 * Reads, beside each draft's file (the Workflow board's and the editor's), the same file as
 * published now, for its card. The last build's content lags a Publish by its rebuild and deploy,
 * and stays behind for good after a failed one: a card compared with it listed changes already
 * published as the draft's own. Where the published file cannot be read, the card compares with
 * the last build, as before.
 */
export function comparePublished(registered: RegisteredBackend<{ unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string): Promise<string> }> | undefined): void {
  wrapBackend(registered, (implementation) => {
    const dataFile = implementation.unpublishedEntryDataFile.bind(implementation);
    implementation.unpublishedEntryDataFile = async (collection, slug, path, id) => {
      const [data, published] = await Promise.all([dataFile(collection, slug, path, id), readRepositoryFile(path).catch(() => null)]);
      if (typeof data === "string" && published !== null) {
        try {
          publishedBesideDraft.delete(data);
          publishedBesideDraft.set(data, JSON.parse(published) as unknown);
          if (publishedBesideDraft.size > KEPT_DRAFTS) publishedBesideDraft.delete(publishedBesideDraft.keys().next().value!);
        } catch {
          // Not JSON as published: the card compares with the last build.
        }
      }
      return data;
    };
  });
}

function changesOf(data: Record<string, unknown>, published: unknown): Change[] | null {
  const { [TRANSLATED_FROM]: record, [WORKFLOW_CARD_FIELD]: _card, ...texts } = data;
  void _card;
  const names = Object.keys(contentModels).filter(isContentFileName);
  if (record === undefined) {
    const name = names.find((candidate) => hasOnlyFieldsOf(contentModels[candidate], texts));
    return name ? contentChanges((published as typeof texts | undefined) ?? englishFile(name), texts, contentModels[name]) : null;
  }
  const name = names.find((candidate: ContentFileName) => hasOnlyFieldsOf(translationModel(contentModels[candidate]), texts));
  if (!name) return null;
  const model = translationModel(contentModels[name]);
  if (published !== undefined) return contentChanges(published as typeof texts, texts, model);
  const candidates = translatedLocales.map((locale) => contentChanges(translationFile(locale.code, name), texts, model));
  return candidates.reduce((fewest, changes) => (changes.length < fewest.length ? changes : fewest));
}

/**
 * The file's data with its card summary, when it differs from the file as published (read beside
 * the draft whose text is `text`), else from the last build.
 */
export function withCardSummary(data: unknown, text?: string): unknown {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  let changes: Change[] | null = null;
  try {
    changes = changesOf(data as Record<string, unknown>, text === undefined ? undefined : publishedBesideDraft.get(text));
  } catch {
    changes = null;
  }
  if (!changes || changes.length === 0) return data;
  const shown = changes.slice(0, CARD_CHANGES).map(describeChange);
  const more = changes.length > CARD_CHANGES ? ` (and ${changes.length - CARD_CHANGES} more)` : "";
  return { ...data, [WORKFLOW_CARD_FIELD]: `${shown.join("; ")}${more}` };
}
