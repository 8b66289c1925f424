/**
 * The build side of the spec-sheets plugin (README.md): before anything is
 * built, a build without Chromium stops; after the build, every product page
 * is printed to its one-page PDF spec sheet, or copied from the cache when
 * the page has not changed.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ChromiumMissing, findChromium } from "./chromium.mjs";
import { siteUrl } from "../../src/lib/build-settings";
import type { LocaleCode } from "../../src/lib/locales";
import { makeSpecSheets } from "./printer";

/** Sheets made by earlier builds, by the key of their page (sheet.ts, sheetKey). */
const CACHE_DIR = path.join(".cache", "spec-sheets");

const isBuild = () => process.env.gatsby_executing_command === "build";

/** The Chromium to print with, or the build stops with what is missing and how to get it. */
function chromiumOrPanic(reporter: { panic: (message: string) => never }): string {
  try {
    return findChromium();
  } catch (error) {
    if (error instanceof ChromiumMissing) reporter.panic(`spec-sheets: ${error.message}`);
    throw error;
  }
}

// Stop at once, not after minutes of building pages that would link to missing sheets.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (isBuild()) chromiumOrPanic(reporter);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, reporter }) => {
  // Every product page the build made, in each language (a language lacks the products it withholds).
  // (A SitePage node holds its page's context as `context`; GraphQL calls it pageContext.)
  const pages = getNodesByType("SitePage").flatMap(({ context }) => {
    const { slug, locale } = (context ?? {}) as { slug?: string; locale?: LocaleCode };
    return slug && locale ? [{ slug, locale }] : [];
  });
  const run = await makeSpecSheets({
    publicDir: "public",
    cacheDir: CACHE_DIR,
    pages,
    chromiumPath: chromiumOrPanic(reporter),
    siteUrl,
  });
  if (run.problems.length > 0) {
    reporter.panic(`spec-sheets: ${run.problems.length} spec sheet problem(s); fix and rebuild:\n${run.problems.map((problem) => `  - ${problem}`).join("\n")}`);
    return;
  }
  reporter.info(`spec-sheets: ${run.sheets} sheets, ${run.reused} reused, ${run.made} made in ${run.seconds.toFixed(1)} s`);
};
