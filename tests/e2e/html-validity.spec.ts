/** Every built HTML page is valid by html-validate's standard preset. */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { HtmlValidate } from "html-validate";

const publicDir = path.resolve(__dirname, "..", "..", "public");

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

test("every built page is valid HTML", async () => {
  const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
  const files = htmlFiles(publicDir);
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
