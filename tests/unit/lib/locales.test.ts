/** @jest-environment node */
import { contentFileOf, translationPath } from "../../../src/lib/content-files";
import {
  DEFAULT_LOCALE,
  languageVersions,
  localeOf,
  localeProblems,
  locales,
  localizedPath,
  numberFormatOf,
  pathInLocale,
  splitLocalePath,
  translatedLocales,
  type LocaleEntry,
} from "../../../src/lib/locales";

describe("locales", () => {
  it("are English by default, with Arabic right to left, Spanish and French", () => {
    expect(DEFAULT_LOCALE).toBe("en");
    expect(locales.map(({ code, dir }) => `${code} ${dir}`)).toEqual(["en ltr", "ar rtl", "es ltr", "fr ltr"]);
    expect(translatedLocales.map(({ code }) => code)).toEqual(["ar", "es", "fr"]);
  });

  it("keep English at today's addresses and put every other language under its code", () => {
    expect(localizedPath("en", "/products/")).toBe("/products/");
    expect(localizedPath("ar", "/")).toBe("/ar/");
    expect(localizedPath("fr", "/products/soya-meal/")).toBe("/fr/products/soya-meal/");
  });

  it("find a path's locale, and the same page in another language", () => {
    expect(splitLocalePath("/es/contact/")).toEqual({ code: "es", path: "/contact/" });
    expect(splitLocalePath("/ar")).toEqual({ code: "ar", path: "/" });
    expect(splitLocalePath("/about/")).toEqual({ code: "en", path: "/about/" });
    // A page whose first segment only looks like a code is English.
    expect(splitLocalePath("/arabica/")).toEqual({ code: "en", path: "/arabica/" });
    expect(splitLocalePath("/en/about/")).toEqual({ code: "en", path: "/en/about/" });
    expect(pathInLocale("/ar/products/pulses/", "en")).toBe("/products/pulses/");
    expect(pathInLocale("/products/pulses/", "fr")).toBe("/fr/products/pulses/");
    expect(pathInLocale("/es/", "ar")).toBe("/ar/");
  });

  it("list a page in every language, and x-default, the English one", () => {
    expect(languageVersions("/es/products/pulses/")).toEqual([
      { lang: "en", url: "/products/pulses/" },
      { lang: "ar", url: "/ar/products/pulses/" },
      { lang: "es", url: "/es/products/pulses/" },
      { lang: "fr", url: "/fr/products/pulses/" },
      { lang: "x-default", url: "/products/pulses/" },
    ]);
  });
});

describe("a language's entry", () => {
  const german: LocaleEntry = { code: "de", name: "Deutsch", englishName: "German", dir: "ltr", ogLocale: "de_DE", dates: "de", comma: ", ", semicolon: "; ", colon: ": " };

  it("is all the site needs of each declared language", () => {
    expect(locales.flatMap((locale) => localeProblems(locale))).toEqual([]);
  });

  it("is all a new language needs: how it writes numbers comes from the platform", () => {
    expect(localeProblems(german)).toEqual([]);
    expect(numberFormatOf(german)).toEqual({ grouping: ".", decimal: "," });
    expect(numberFormatOf(localeOf("en"))).toEqual({ grouping: ",", decimal: "." });
  });

  it("names the language and each field it lacks, and a number format neither the platform nor the entry gives", () => {
    const { comma: _comma, ...withoutComma } = german;
    expect(localeProblems({ ...withoutComma, dates: "" } as LocaleEntry)).toEqual([
      'src/lib/locales.ts, language "de" (German): field "dates" is missing',
      'src/lib/locales.ts, language "de" (German): field "comma" is missing',
    ]);
    const klingon: LocaleEntry = { ...german, code: "tlh", name: "tlhIngan Hol", englishName: "Klingon" };
    expect(localeProblems(klingon)).toEqual([
      'src/lib/locales.ts, language "tlh" (Klingon): the platform (Intl.NumberFormat) does not know how it writes numbers; add its thousands separator and decimal mark to its entry, such as numbers: { grouping: ".", decimal: "," }',
    ]);
    expect(localeProblems({ ...klingon, numbers: { grouping: ".", decimal: "," } })).toEqual([]);
  });
});

describe("content files", () => {
  it("are English at the top of the content folder and translated under locales/{code}/", () => {
    expect(contentFileOf("home.json")).toEqual({ code: "en", name: "home.json" });
    expect(contentFileOf("locales/ar/products.json")).toEqual({ code: "ar", name: "products.json" });
    expect(translationPath("fr", "site.json")).toBe("locales/fr/site.json");
    // Not content: another file, a language the site does not have, English under locales/, a deeper folder.
    for (const other of ["notes.json", "locales/de/home.json", "locales/en/home.json", "images/home.json", "locales/ar/x/home.json"]) {
      expect(contentFileOf(other)).toBeNull();
    }
  });
});
