/**
 * The languages of the site, declared once. English is the default and keeps
 * today's addresses (/, /products/, ...); every other locale lives under
 * /{code}/ with the same pages. Adding a language is one entry here plus its
 * translated content in content/locales/{code}/; the build names anything else
 * it needs (localeProblems).
 */

/** What the site needs to know of a language. */
export interface LocaleEntry {
  /** Its BCP 47 code, also its address prefix (/fr/) and content folder (content/locales/fr/). */
  code: string;
  /** Its name in itself, as the language switcher shows it. */
  name: string;
  englishName: string;
  dir: "ltr" | "rtl";
  /** Open Graph's locale (language_TERRITORY). */
  ogLocale: string;
  /** The locale the platform's Intl writes its dates in (issue-date.ts). */
  dates: string;
  /** What separates the items of a list (ports, Incoterms, packings), and lists of lists. */
  comma: string;
  semicolon: string;
  /** What follows a label before its value ("Sales: ", French "Ventes : " with a no-break space, as French sets a colon). */
  colon: string;
  /**
   * Its decimal mark and thousands separator, only for a language the platform
   * (Intl.NumberFormat) does not know; for every other one they are the platform's (numberFormatOf).
   */
  numbers?: NumberFormat;
}

/** How a language writes 1,234.5: its thousands separator and its decimal mark. */
export interface NumberFormat {
  grouping: string;
  decimal: string;
}

export const locales = [
  { code: "en", name: "English", englishName: "English", dir: "ltr", ogLocale: "en_GB", dates: "en-GB", comma: ", ", semicolon: "; ", colon: ": " },
  // Arabic keeps Western digits, as the site's figures and Arab traders' documents do, and writes its own comma and semicolon.
  { code: "ar", name: "العربية", englishName: "Arabic", dir: "rtl", ogLocale: "ar_AE", dates: "ar-u-nu-latn", comma: "، ", semicolon: "؛ ", colon: ": " },
  { code: "es", name: "Español", englishName: "Spanish", dir: "ltr", ogLocale: "es_ES", dates: "es", comma: ", ", semicolon: "; ", colon: ": " },
  { code: "fr", name: "Français", englishName: "French", dir: "ltr", ogLocale: "fr_FR", dates: "fr", comma: ", ", semicolon: "; ", colon: "\u00a0: " },
] as const satisfies readonly LocaleEntry[];

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale["code"];

export const DEFAULT_LOCALE: LocaleCode = "en";

/** The locales whose content is translated from the default's (all but English). */
export const translatedLocales = locales.filter(({ code }) => code !== DEFAULT_LOCALE);

export function isLocaleCode(code: string): code is LocaleCode {
  return locales.some((locale) => locale.code === code);
}

export function localeOf(code: LocaleCode): Locale {
  return locales.find((locale) => locale.code === code)!;
}

/** A site path ("/products/") in a locale: "/products/" in English, "/ar/products/" in Arabic. */
export function localizedPath(code: LocaleCode, path: string): string {
  return code === DEFAULT_LOCALE ? path : `/${code}${path}`;
}

/** The locale of a path and the path as it is in English: "/ar/about/" is Arabic "/about/". */
export function splitLocalePath(pathname: string): { code: LocaleCode; path: string } {
  const [, first] = pathname.split("/");
  if (first && first !== DEFAULT_LOCALE && isLocaleCode(first)) {
    return { code: first, path: pathname.slice(first.length + 1) || "/" };
  }
  return { code: DEFAULT_LOCALE, path: pathname };
}

/** The same page in another language: what the language switcher links to. */
export function pathInLocale(pathname: string, code: LocaleCode): string {
  return localizedPath(code, splitLocalePath(pathname).path);
}

/** The same page in one language ("x-default": the one for any other): an hreflang alternate. */
export interface LanguageVersion {
  lang: string;
  url: string;
}

/**
 * The same page in every language it is in (`languages`; all when absent: a product a language
 * withholds is not in it), and x-default (the English one): what hreflang and the sitemap list.
 */
export function languageVersions(pathname: string, languages?: readonly LocaleCode[]): LanguageVersion[] {
  const { path } = splitLocalePath(pathname);
  const present = locales.filter(({ code }) => !languages || languages.includes(code));
  return [...present.map(({ code }) => ({ lang: code, url: localizedPath(code, path) })), { lang: "x-default", url: localizedPath(DEFAULT_LOCALE, path) }];
}

/**
 * How a language writes numbers: the platform's format for its code (Intl.NumberFormat, which
 * knows several hundred languages), else the one its entry declares; null when neither knows.
 */
export function numberFormatOf(locale: LocaleEntry): NumberFormat | null {
  if (locale.numbers) return locale.numbers;
  if (Intl.NumberFormat.supportedLocalesOf(locale.code).length === 0) return null;
  const parts = new Intl.NumberFormat(locale.code, { useGrouping: true }).formatToParts(1234567.5);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  const grouping = part("group");
  const decimal = part("decimal");
  return grouping && decimal ? { grouping, decimal } : null;
}

const REQUIRED: readonly (keyof LocaleEntry)[] = ["code", "name", "englishName", "dir", "ogLocale", "dates", "comma", "semicolon", "colon"];

/**
 * What a language's entry lacks for the site to be built in it, each problem naming the language
 * and what to add (the build stops on them before it reads any content: gatsby-node.ts).
 */
export function localeProblems(locale: LocaleEntry): string[] {
  const where = `src/lib/locales.ts, language "${locale.code}"${locale.englishName ? ` (${locale.englishName})` : ""}`;
  const problems = REQUIRED.filter((field) => typeof locale[field] !== "string" || locale[field] === "").map((field) => `${where}: field "${field}" is missing`);
  if (locale.code && numberFormatOf(locale) === null) {
    problems.push(`${where}: the platform (Intl.NumberFormat) does not know how it writes numbers; add its thousands separator and decimal mark to its entry, such as numbers: { grouping: ".", decimal: "," }`);
  }
  return problems;
}
