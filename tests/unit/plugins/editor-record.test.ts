/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { configDigest, editorChange, writeEditorRecord } from "../../../plugins/decap-cms/editor-record.mjs";

let dir: string;
let record: string;
let output: string;
let source: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-record-"));
  record = path.join(dir, ".cache", "record.json");
  output = path.join(dir, "admin");
  source = path.join(dir, "cms.tsx");
  fs.mkdirSync(output);
  fs.writeFileSync(source, "export const editor = 1;\n");
  fs.writeFileSync(path.join(output, "cms.js"), "built");
  fs.writeFileSync(path.join(output, "content.json"), "{}");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const recorded = (config = "config") => writeEditorRecord(record, { inputs: [source, dir], config, outputDir: output, skip: "content.json" });

test("an editor whose sources, configuration and files are as recorded need not be built again, whatever the content", () => {
  expect(editorChange(record, { config: "config", outputDir: output })).toBe("no record of a build");
  recorded();
  fs.writeFileSync(path.join(output, "content.json"), '{"products.json":{}}');
  expect(editorChange(record, { config: "config", outputDir: output })).toBeNull();
});

test("a changed source, configuration or built file is named as the reason to build again", () => {
  recorded();
  fs.writeFileSync(source, "export const editor = 2;\n");
  expect(editorChange(record, { config: "config", outputDir: output })).toBe(`${source} changed`);
  recorded();
  expect(editorChange(record, { config: "another", outputDir: output })).toBe("its configuration changed");
  fs.rmSync(path.join(output, "cms.js"));
  expect(editorChange(record, { config: "config", outputDir: output })).toBe("its cms.js is not as built");
});

test("a folder webpack looked through is not part of the record", () => {
  recorded();
  fs.writeFileSync(path.join(dir, "beside.txt"), "anything");
  expect(editorChange(record, { config: "config", outputDir: output })).toBeNull();
});

test("a configuration's digest follows its values, its functions and its plugins' fields", () => {
  class Define {
    constructor(readonly definitions: object) {}
  }
  const config = { mode: "production", test: /\.tsx$/, plugins: [new Define({ A: "1" })], minify: function esbuild() {} };
  expect(configDigest(config)).toBe(configDigest({ ...config }));
  expect(configDigest({ ...config, plugins: [new Define({ A: "2" })] })).not.toBe(configDigest(config));
  expect(configDigest({ ...config, test: /\.ts$/ })).not.toBe(configDigest(config));
  const circular: Record<string, unknown> = { mode: "production" };
  circular.self = circular;
  expect(() => configDigest(circular)).not.toThrow();
});
