/**
 * Commit messages that name what a save changed ("Products: Groundnut Extraction Meal (crude
 * protein)"), where Decap's own say `Update Products "products"` whatever changed: its templates
 * (`commit_messages`) know only the collection and the file. The backend Decap uses (GitHub, or
 * decap-server's "proxy" locally) is wrapped so that each save's message is made from the file it
 * writes, compared with the file as published (content-changes.ts). A draft's commits carry it;
 * Publish merges them. No React here.
 */
import { contentModels, isContentFileName, type ContentFileName } from "../../../src/lib/content-model";
import { DEFAULT_LOCALE, isLocaleCode, localeOf, type LocaleCode } from "../../../src/lib/locales";
import { TRANSLATED_FROM, translationModel } from "../../../src/lib/translations";
import { fileLabelOf } from "./cms-config";
import { commitSubject, contentChanges } from "./content-changes";
import { wrapBackend, type RegisteredBackend } from "./backend-wrap";

/** The commit subject for writing `raw` at `path` over `published` (its text on the published branch, or null for a new file); null for a file that is not content. */
export function commitSubjectFor(path: string, raw: string, published: string | null): string | null {
  const file = contentFileAt(path);
  if (!file) return null;
  const translated = file.code !== DEFAULT_LOCALE;
  const model = translated ? translationModel(contentModels[file.name]) : contentModels[file.name];
  const label = fileLabelOf(file.name, translated ? localeOf(file.code) : undefined);
  const [before, after] = [parse(published), parse(raw)];
  const changes = contentChanges(before, after, model);
  if (changes.length === 0 && translated && JSON.stringify(recordOf(before)) !== JSON.stringify(recordOf(after))) {
    return `${label}: translations confirmed as still correct`;
  }
  return commitSubject(label, changes);
}

/** "content/products.json" and "content/locales/es/products.json": which file, in which language (content-files.ts reads the disk, so is not for the editor). */
export function contentFileAt(path: string): { code: LocaleCode; name: ContentFileName } | null {
  const english = /^content\/([\w-]+\.json)$/.exec(path);
  if (english && isContentFileName(english[1]!)) return { code: DEFAULT_LOCALE, name: english[1] };
  const translation = /^content\/locales\/([\w-]+)\/([\w-]+\.json)$/.exec(path);
  if (translation && isLocaleCode(translation[1]!) && translation[1] !== DEFAULT_LOCALE && isContentFileName(translation[2]!)) return { code: translation[1], name: translation[2] };
  return null;
}

function parse(text: string | null): unknown {
  try {
    return text === null ? {} : (JSON.parse(text) as unknown);
  } catch {
    return {};
  }
}

function recordOf(content: unknown): unknown {
  return typeof content === "object" && content !== null ? (content as Record<string, unknown>)[TRANSLATED_FROM] : undefined;
}

/** The parts of a Decap backend implementation this reads and wraps. */
interface Implementation {
  persistEntry(entry: { dataFiles: { path: string; raw: string }[] }, options: { commitMessage: string }): Promise<unknown>;
  getEntry(path: string): Promise<{ data: string }>;
}

/** Wraps the backend registered as `name` (CMS.getBackend's entry) so that each save's commit message names what changed. */
export function describeCommits(registered: RegisteredBackend<Implementation> | undefined): void {
  wrapBackend(registered, (implementation) => {
    const persist = implementation.persistEntry.bind(implementation);
    implementation.persistEntry = async (entry, options) => {
      const [dataFile] = entry.dataFiles;
      let message: string | null = null;
      if (dataFile) {
        const published = await implementation.getEntry(dataFile.path).then(
          (found) => found.data,
          () => null,
        );
        message = commitSubjectFor(dataFile.path, dataFile.raw, published);
      }
      return persist(entry, message ? { ...options, commitMessage: message } : options);
    };
  });
}
