/**
 * The content files as the site was last built: the English that the translations' previews and
 * status (translation-status-widget.tsx) compare each translation with, and each language's labels
 * and company facts for its previews. plugins/decap-cms writes them beside the editor as one file,
 * admin/content.json (its `contentDir` and `contentFile` options, gatsby-config.ts), which the editor reads before it starts
 * (loadEditorContent in cms.tsx). They are not bundled: a content commit then leaves the editor's
 * scripts as they were, and the build reuses them instead of compiling and minifying Decap again.
 */
import type { contentModels, ContentFileName, ContentOf } from "../../../src/lib/content-model";
import type { LocaleCode } from "../../../src/lib/locales";

/** What a content file holds, as the model describes it. */
export type ContentFile<Name extends ContentFileName> = ContentOf<(typeof contentModels)[Name]>;

/** The file the plugin writes beside the editor's index.html: every JSON file under content/, by its path there. */
export const EDITOR_CONTENT_FILE = "content.json";

let files: Readonly<Record<string, unknown>> | undefined;

/** Reads admin/content.json once; the editor starts when it has. */
export async function loadEditorContent(): Promise<void> {
  const response = await fetch(EDITOR_CONTENT_FILE);
  if (!response.ok) throw new Error(`${EDITOR_CONTENT_FILE}: ${response.status} ${response.statusText}`);
  files = (await response.json()) as Record<string, unknown>;
}

function read(relativePath: string): unknown {
  if (!files) throw new Error("The editor's content is read before it has loaded (loadEditorContent)");
  return files[relativePath];
}

/** An English content file, such as "products.json". */
export function englishFile<Name extends ContentFileName>(name: Name): ContentFile<Name> {
  const file = read(name);
  if (file === undefined) throw new Error(`${EDITOR_CONTENT_FILE} has no ${name}`);
  return file as ContentFile<Name>;
}

/** A language's translation of a content file (content/locales/{code}/{name}); undefined if it has none yet. */
export function translationFile(code: LocaleCode, name: ContentFileName): unknown {
  return read(`locales/${code}/${name}`);
}

