/**
 * The languages of the site, declared once. English is the default and keeps
 * today's addresses (/, /products/, ...); every other locale lives under
 * /{code}/ with the same pages. Adding a language is one entry here plus its
 * translated content in content/locales/{code}/.
 */
export const locales = [
  { code: "en", name: "English", englishName: "English", dir: "ltr", ogLocale: "en_GB", dates: "en-GB", comma: ", ", semicolon: "; " },
  // Arabic keeps Western digits, as the site's figures and Arab traders' documents do, and writes its own comma and semicolon.
  { code: "ar", name: "العربية", englishName: "Arabic", dir: "rtl", ogLocale: "ar_AE", dates: "ar-u-nu-latn", comma: "، ", semicolon: "؛ " },
  { code: "es", name: "Español", englishName: "Spanish", dir: "ltr", ogLocale: "es_ES", dates: "es", comma: ", ", semicolon: "; " },
  { code: "fr", name: "Français", englishName: "French", dir: "ltr", ogLocale: "fr_FR", dates: "fr", comma: ", ", semicolon: "; " },
] as const;

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
