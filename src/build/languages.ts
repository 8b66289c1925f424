/**
 * What each language shows, from its translations (translation-status.ts), and the build's word on
 * them: a language whose site.json or catalogue.json has a text it cannot show (its header, footer
 * and product pages use them) is withheld whole; one whose home, About or Contact file has one,
 * that page. Products and categories are withheld one by one (their nodes are not made:
 * content-nodes.ts).
 */
import type { TranslationFileState } from "../lib/content-files";
import type { ContentFileName } from "../lib/content-model";
import { languageVersions, locales, type LocaleCode } from "../lib/locales";
import { routes } from "../lib/routes";

/** The pages each page file's texts are on (site.json and catalogue.json: every page). */
const PAGE_FILES: Partial<Record<ContentFileName, readonly string[]>> = {
  "home.json": [routes.home],
  "about.json": [routes.about],
  "contact.json": [routes.contact, routes.inquiryReceived],
  "privacy.json": [routes.privacy],
};
const WHOLE_LANGUAGE_FILES = new Set<ContentFileName>(["site.json", "catalogue.json"]);

export class LanguagesShown {
  /** The pages each language withholds ("*": all of them). */
  private readonly withheld = new Map<LocaleCode, Set<string>>();

  constructor(private readonly states: readonly TranslationFileState[]) {
    for (const { locale, name, report } of states) {
      if (!report?.fileWithheld) continue;
      const pages = this.withheld.get(locale.code) ?? new Set<string>();
      for (const page of WHOLE_LANGUAGE_FILES.has(name) ? ["*"] : PAGE_FILES[name]!) pages.add(page);
      this.withheld.set(locale.code, pages);
    }
  }

  /** The languages the site is shown in, in their declared order. */
  get codes(): LocaleCode[] {
    return locales.map(({ code }) => code).filter((code) => !this.withheld.get(code)?.has("*"));
  }

  /** Whether a screen (an English path of src/pages) is shown in a language. */
  pageShown(code: LocaleCode, route: string): boolean {
    return this.codes.includes(code) && !this.withheld.get(code)?.has(route);
  }

  /** What is outdated (a warning) and what waits to be translated, per language. */
  report(reporter: { warn: (message: string) => void; info: (message: string) => void }) {
    for (const locale of locales) {
      const own = this.states.filter((state) => state.locale.code === locale.code && state.report);
      const outdated = own.flatMap(({ file, report }) =>
        report!.outdated.map((status) => `${file}, ${status.item ? `${status.item}, ` : ""}field "${status.field}"${status.numbers.missing.length + status.numbers.extra.length > 0 ? " (its numbers differ: withheld)" : ""}`),
      );
      const toTranslate = own.flatMap(({ file, report }) => report!.toTranslate.map((entry) => `${file}, ${entry}`));
      const withheldHere = [...(this.withheld.get(locale.code) ?? [])].map((page) => (page === "*" ? "every page" : page));
      if (outdated.length > 0) reporter.warn(`Translations: ${outdated.length} ${locale.englishName} text(s) outdated, their English changed since they were translated; update or confirm each in the content editor:\n${listed(outdated)}`);
      if (toTranslate.length > 0) reporter.info(`Translations: to translate into ${locale.englishName} (withheld in ${locale.englishName} until then):\n${listed(toTranslate)}`);
      if (withheldHere.length > 0) reporter.warn(`Translations: ${locale.englishName} withholds ${withheldHere.join(", ")}: a text of it is outdated and its numbers no longer match the English`);
    }
  }
}

/**
 * What a page's context says of its languages: which they are (for the language switcher) and its
 * address in each, with x-default (its hreflang alternates and sitemap links, worked out here so
 * the browser's scripts carry none of it).
 */
export function inLanguages(pagePath: string, languages: readonly LocaleCode[]) {
  return { languages, alternates: languageVersions(pagePath, languages) };
}

/** A list for the build's log: the first lines, and how many more (a new catalogue of 1,000 products would fill it). */
function listed(lines: readonly string[], shown = 25): string {
  const more = lines.length > shown ? [`  ... and ${lines.length - shown} more`] : [];
  return [...lines.slice(0, shown).map((line) => `  - ${line}`), ...more].join("\n");
}
