import fs from "node:fs";
import path from "node:path";
import { contentModels, type ContentFileName } from "../../../src/lib/content-model";
import { formatProblem } from "../../../src/lib/content-rules";
import { translatedLocales } from "../../../src/lib/locales";
import { translationReport } from "../../../src/lib/translation-status";
import { validateTranslation } from "../../../src/lib/translations";

const content = path.resolve(__dirname, "..", "..", "..", "content");
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(content, file), "utf8"));

// Every locale translates every content file.
const files = Object.keys(contentModels) as ContentFileName[];

describe("the site's translations", () => {
  for (const locale of translatedLocales) {
    for (const file of files) {
      it(`content/locales/${locale.code}/${file} translates every text of content/${file}`, () => {
        const problems = validateTranslation(read(file), read(path.join("locales", locale.code, file)), contentModels[file], {
          file: `content/locales/${locale.code}/${file}`,
          englishFile: `content/${file}`,
          locale,
        });
        expect(problems.map(formatProblem)).toEqual([]);
      });

      it(`content/locales/${locale.code}/${file} is current, states the English's numbers and withholds nothing`, () => {
        const report = translationReport(read(file), read(path.join("locales", locale.code, file)), contentModels[file], locale, `content/locales/${locale.code}/${file}`);
        expect(report.slips.map(formatProblem)).toEqual([]);
        expect(report.outdated.map(({ key }) => key)).toEqual([]);
        expect({ withheld: [...report.withheld], fileWithheld: report.fileWithheld, toTranslate: report.toTranslate }).toEqual({ withheld: [], fileWithheld: false, toTranslate: [] });
      });
    }
  }
});
