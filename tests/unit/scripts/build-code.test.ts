/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildCodeHash, buildModules, cleanIfBuildCodeChanged, HASH_FILE, recordBuildCode } from "../../../scripts/build-code.mjs";

const root = path.resolve(__dirname, "..", "..", "..");

/** A site of a few files: gatsby-node.ts imports a module that imports another, and a plugin's imports one of the site's. */
function miniSite(): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "build-code-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), text);
  };
  write("gatsby-node.ts", 'import { onContentNode } from "./src/build/nodes";\nexport const onCreateNode = onContentNode;\n');
  write("gatsby-config.ts", 'import { name } from "./src/lib/name.js";\nexport default { siteMetadata: { name } };\n');
  write("src/build/nodes.ts", 'import { set } from "../lib/typography";\nimport fs from "node:fs";\nexport const onContentNode = () => set(String(fs));\n');
  write("src/lib/typography.ts", "export const set = (text: string) => text;\n");
  write("src/lib/name.ts", 'export const name = "site";\n');
  write("src/lib/client-only.ts", "export const unused = 1;\n");
  write("plugins/sheets/gatsby-node.ts", 'export { set } from "../../src/lib/sheet";\n');
  write("src/lib/sheet.ts", 'const data = require("./sheet-data.json");\nexport const set = () => data;\n');
  write("src/lib/sheet-data.json", "{}\n");
  return site;
}

describe("build-code", () => {
  let site: string;
  beforeEach(() => {
    site = miniSite();
  });
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

  it("finds every module Gatsby runs in Node, through the site's and the plugins' imports, and no other", () => {
    expect(buildModules(site).map((file) => path.relative(site, file))).toEqual([
      "gatsby-config.ts",
      "gatsby-node.ts",
      "plugins/sheets/gatsby-node.ts",
      "src/build/nodes.ts",
      "src/lib/name.ts",
      "src/lib/sheet-data.json",
      "src/lib/sheet.ts",
      "src/lib/typography.ts",
    ]);
  });

  it("starts the build clean when a module gatsby-node.ts imports changed since the last build, and only then", () => {
    fs.mkdirSync(path.join(site, ".cache", "caches"), { recursive: true });
    fs.mkdirSync(path.join(site, "public"));
    // A cache with no record (a build before this check, or one that failed): clean.
    expect(cleanIfBuildCodeChanged(site)).toBe(true);
    expect(fs.existsSync(path.join(site, ".cache"))).toBe(false);
    expect(fs.existsSync(path.join(site, "public"))).toBe(false);

    // Built and recorded: the next build keeps its cache, and so does one after a change elsewhere.
    fs.mkdirSync(path.join(site, "public"));
    recordBuildCode(site);
    expect(fs.readFileSync(path.join(site, HASH_FILE), "utf8").trim()).toBe(buildCodeHash(site));
    fs.writeFileSync(path.join(site, "src/lib/client-only.ts"), "export const unused = 2;\n");
    expect(cleanIfBuildCodeChanged(site)).toBe(false);
    expect(fs.existsSync(path.join(site, "public"))).toBe(true);

    // The typography changed: clean.
    fs.writeFileSync(path.join(site, "src/lib/typography.ts"), 'export const set = (text: string) => text.replace(/ %/g, "\\u00a0%");\n');
    expect(cleanIfBuildCodeChanged(site)).toBe(true);
    expect(fs.existsSync(path.join(site, ".cache"))).toBe(false);
  });

  it("leaves a site with no cache as it is: its first build starts clean anyway", () => {
    expect(cleanIfBuildCodeChanged(site)).toBe(false);
    expect(fs.existsSync(path.join(site, ".cache"))).toBe(false);
  });

  it("reaches the site's own build code (the modules whose changes Gatsby does not see)", () => {
    const modules = buildModules(root).map((file) => path.relative(root, file));
    for (const module of ["src/build/content-nodes.ts", "src/lib/typography.ts", "src/lib/content-rules.ts", "plugins/spec-sheets/gatsby-node.ts"]) expect(modules).toContain(module);
    expect(modules.some((file) => file.includes("node_modules"))).toBe(false);
  });
});
