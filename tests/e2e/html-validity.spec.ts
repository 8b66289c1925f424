/** Every built HTML page is valid by html-validate's standard preset. */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { htmlValidator } from "./html-validator";
import { builtPages } from "../../scripts/built-pages.mjs";

const publicDir = path.resolve(__dirname, "..", "..", "public");

test("every built page is valid HTML", async () => {
  const validator = htmlValidator();
  const files = [...builtPages(publicDir, { editor: true }).values()];
  expect(files.length).toBeGreaterThanOrEqual(16);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${path.relative(publicDir, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("no page holds a NUL character, which React 18's streaming renderer left where a character did not fit its buffer (patches/react-dom)", () => {
  const files = [...builtPages(publicDir, { editor: false }).values()];
  const withNul = files.filter((file) => fs.readFileSync(file).includes(0)).map((file) => path.relative(publicDir, file));
  expect(withNul).toEqual([]);
});
