/**
 * The content files on disk, for build-time code only (gatsby-config,
 * gatsby-node): where they are, how their problems are named, and a typed,
 * checked read of one file.
 */
import fs from "node:fs";
import path from "node:path";
import { contentDir } from "./build-settings";
import { contentModels, isContentFileName, type ContentFileName, type ContentOf, type ObjectField } from "./content-model";
import { formatProblem, validateContent, validateReferences, type RuleContext } from "./content-rules";
import { DEFAULT_LOCALE, isLocaleCode, translatedLocales, type Locale, type LocaleCode } from "./locales";
import { translationReport, type TranslationReport } from "./translation-status";
import { validateTranslation } from "./translations";

/** Where each language's translations live, beside the English files: content/locales/{code}/{file}.json. */
const LOCALES_DIR = "locales";

/** A translation's path inside the content folder: "locales/ar/home.json". */
export function translationPath(code: LocaleCode, name: ContentFileName): string {
  return [LOCALES_DIR, code, name].join("/");
}

/** Which content file, in which language, a path inside the content folder is; null for any other file. */
export function contentFileOf(relativePath: string): { code: LocaleCode; name: ContentFileName } | null {
  const parts = relativePath.split(/[\\/]/);
  const name = parts.at(-1) ?? "";
  if (!isContentFileName(name)) return null;
  if (parts.length === 1) return { code: DEFAULT_LOCALE, name };
  const code = parts[1] ?? "";
  return parts.length === 3 && parts[0] === LOCALES_DIR && code !== DEFAULT_LOCALE && isLocaleCode(code) ? { code, name } : null;
}

type ContentFile<Name extends ContentFileName> = ContentOf<(typeof contentModels)[Name]>;

/**
 * One content file, checked against its model. The site configuration reads
 * site.json this way (for the web app manifest); broken content stops it with
 * the same message the build gives.
 */
export function readContentFile<Name extends ContentFileName>(name: Name): ContentFile<Name> {
  const file = path.join(contentDir, name);
  const data: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const problems = checkContent(data, contentModels[name], file).map(formatProblem);
  if (problems.length > 0) throw new Error(contentErrorReport(problems));
  return data as ContentFile<Name>;
}

/** A content file's problems, with image paths resolved beside the file. */
export function checkContent(data: unknown, model: ObjectField, absolutePath: string) {
  const context: RuleContext = {
    file: displayPath(absolutePath),
    readStart: (relative) => readStart(path.join(path.dirname(absolutePath), relative)),
  };
  return validateContent(data, model, context);
}

/** Problems between content files (each already valid on its own), as lines for contentErrorReport. */
export function contentReferenceProblems(): string[] {
  const fileOf = (name: ContentFileName) => displayPath(path.join(contentDir, name));
  const names = Object.keys(contentModels) as ContentFileName[];
  const content = Object.fromEntries(names.map((name) => [name, readContentFile(name)])) as Parameters<typeof validateReferences>[0];
  return validateReferences(content, fileOf).map(formatProblem);
}

/** One translation file, checked: its problems (lines for contentErrorReport) and, when it has none, where its texts stand. */
export interface TranslationFileState {
  locale: Locale;
  name: ContentFileName;
  file: string;
  problems: string[];
  report: TranslationReport | null;
}

/**
 * Every translation file of every translated locale, checked against its (valid) English file: a
 * wrong translation's problems, a translator's slip (numbers that differ from the English it was
 * translated from), and what each language withholds, is outdated or waits to be translated.
 */
export function readTranslationStates(): TranslationFileState[] {
  const names = Object.keys(contentModels) as ContentFileName[];
  // Each English file read and checked once, not once per language.
  const english = new Map(names.map((name) => [name, readContentFile(name)]));
  return translatedLocales.flatMap((locale) =>
    names.map((name): TranslationFileState => {
      const absolute = path.join(contentDir, translationPath(locale.code, name));
      const context = { file: displayPath(absolute), englishFile: displayPath(path.join(contentDir, name)), locale };
      const failed = (problem: string) => ({ locale, name, file: context.file, problems: [problem], report: null });
      if (!isFile(absolute)) return failed(`${context.file}: is missing; every language translates every content file (copy ${context.englishFile} and translate its texts)`);
      let translation: unknown;
      try {
        translation = JSON.parse(fs.readFileSync(absolute, "utf8"));
      } catch (error) {
        return failed(`${context.file}: is not valid JSON (${(error as Error).message})`);
      }
      const problems = validateTranslation(english.get(name), translation, contentModels[name], context);
      if (problems.length > 0) return { locale, name, file: context.file, problems: problems.map(formatProblem), report: null };
      const report = translationReport(english.get(name), translation, contentModels[name], locale, context.file);
      return { locale, name, file: context.file, problems: report.slips.map(formatProblem), report };
    }),
  );
}

export function contentErrorReport(lines: readonly string[]): string {
  return `Content error${lines.length > 1 ? "s" : ""} (${lines.length}); fix and rebuild:\n${lines.map((line) => `  - ${line}`).join("\n")}`;
}

export function isFile(absolutePath: string): boolean {
  try {
    return fs.statSync(absolutePath).isFile();
  } catch {
    return false;
  }
}

/** The first 16 bytes of a regular file, or null when there is none. */
function readStart(absolutePath: string): Uint8Array | null {
  if (!isFile(absolutePath)) return null;
  const start = Buffer.alloc(16);
  const handle = fs.openSync(absolutePath, "r");
  try {
    fs.readSync(handle, start, 0, 16, 0);
  } finally {
    fs.closeSync(handle);
  }
  return start;
}

/** A path as the person editing content knows it: relative to the site, with forward slashes. */
export function displayPath(absolutePath: string): string {
  const relative = path.relative(process.cwd(), absolutePath);
  return relative.startsWith("..") ? absolutePath : relative.split(path.sep).join("/");
}
