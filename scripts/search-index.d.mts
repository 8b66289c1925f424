/** Types for scripts/search-index.mjs, used by the unit tests. */
import type { SearchHit } from "../src/lib/search";

export declare function resultOf(fragment: { url: string; content: string; meta: Record<string, string | undefined>; filters: Record<string, string[] | undefined> }, image?: string): SearchHit;

export declare function pictureOf(html: string): string | undefined;

export declare function packingOf(html: string): { units: string[]; described: string[] };

export declare function withoutPacking(content: string, packing: readonly string[], page: string): string;

export declare function fixMetaNames(outputPath: string): void;

export declare function nameWords(results: { title: string; aliases?: string }[]): [string, number][];

export declare function englishNameWords(
  englishWords: [string, number][],
  vocabulary: readonly string[],
  language: string,
  leftOut: { intent: readonly string[]; qualifiers: readonly string[]; common: readonly string[] },
): string[];

export declare function englishNamePages(
  englishResults: Record<string, { url: string; title: string; aliases?: string }>,
  results: Record<string, { url: string }>,
  words: readonly string[],
  language: string,
): Record<string, string[]>;

export declare function writeOutlines(
  outputPath: string,
  resultsByLanguage: Map<string, Record<string, { title: string; aliases?: string }>>,
  textsByLanguage: Map<string, string[]>,
  siteNames?: Map<string, string | undefined>,
  packingByLanguage?: Map<string, { units: string[]; beside: string[] }>,
): void;

export declare function siteNameOf(html: string): string | undefined;

export declare function leftOutWords(language: string, words: [string, number][], siteName?: string): { intent: string[]; qualifiers: string[]; common: string[] };

export declare function thumbnailCopier(publicDir: string, outputPath: string): (image: string, page: string) => string;
