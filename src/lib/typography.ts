/**
 * A translated text set as its language sets it. French keeps a space before ";", ":", "!", "?",
 * "%" and "»" and after "«", and Spanish before "%"; a plain space there lets a line break before
 * the mark ("98" at the end of one line, "%" at the start of the next). So each such plain space
 * becomes a no-break space (U+00A0), as does one between a number's groups of thousands where the
 * language groups them with a space ("1 500"). Only spaces the translator typed change; none is
 * added, so "https://" or "10:30" stay as they are. Applied where the site reads a translation
 * (content-nodes.ts, and the editor's preview).
 */
import { numberFormatOf, type LocaleEntry } from "./locales";
import { escapeClass } from "./numbers-in-text";

const NO_BREAK_SPACE = "\u00a0";

/**
 * The marks each language keeps on the line of the word before them (before) or after them
 * (after); a language not named here has none. Here rather than in locales.ts, which every page's
 * scripts carry: only the build and the editor set texts.
 */
const NO_BREAK: Readonly<Record<string, { before: string; after: string }>> = {
  fr: { before: ";:!?%»", after: "«" },
  es: { before: "%", after: "" },
};

/** A language's rules, worked out once: typeset runs on every translated text of every build. */
interface Rules {
  before?: RegExp;
  after?: RegExp;
  groups: boolean;
}
const rulesByLanguage = new Map<string, Rules>();

function rulesOf(locale: LocaleEntry): Rules {
  let rules = rulesByLanguage.get(locale.code);
  if (!rules) {
    const marks = NO_BREAK[locale.code];
    rules = {
      before: marks?.before ? new RegExp(` +(?=[${escapeClass(marks.before)}])`, "g") : undefined,
      after: marks?.after ? new RegExp(`(?<=[${escapeClass(marks.after)}]) +`, "g") : undefined,
      groups: /^\s$/.test(numberFormatOf(locale)?.grouping ?? ""),
    };
    rulesByLanguage.set(locale.code, rules);
  }
  return rules;
}

export function typeset(text: string, locale: LocaleEntry): string {
  const { before, after, groups } = rulesOf(locale);
  let result = text;
  if (before) result = result.replace(before, NO_BREAK_SPACE);
  if (after) result = result.replace(after, NO_BREAK_SPACE);
  // A number's groups: a first group of one to three digits, then groups of three ("1 500", "2 000 000"; not "2019 100").
  if (groups) result = result.replace(/(?<![\d.,])\d{1,3}(?: \d{3})+(?!\d)/g, (number) => number.replaceAll(" ", NO_BREAK_SPACE));
  return result;
}
