/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildCodeHash, buildModules, cleanIfBuildCodeChanged, CONTENT_NODES, HASH_FILE, recordBuildCode } from "../../../scripts/build-code.mjs";

const root = path.resolve(__dirname, "..", "..", "..");

/** A site of a few files: the content nodes' module imports a module that imports another, and a plugin makes nodes of its own. */
function miniSite(): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "build-code-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), text);
  };
  write("gatsby-node.ts", 'import { onContentNode } from "./src/build/content-nodes";\nimport { routes } from "./src/lib/routes";\nexport const onCreateNode = onContentNode;\n');
  write("src/build/content-nodes.ts", 'import { set } from "../lib/typography";\nimport fs from "node:fs";\nexport const onContentNode = () => set(String(fs));\n');
  write("src/lib/typography.ts", 'import { name } from "./name.js";\nexport const set = (text: string) => text + name;\n');
  write("src/lib/name.ts", 'export const name = "site";\n');
  write("src/lib/routes.ts", 'export const routes = { home: "/" };\n');
  write("plugins/sheets/gatsby-node.ts", 'export { onCreateNode } from "../../src/lib/sheet";\n');
  write("plugins/headers/gatsby-node.ts", 'export { onPostBuild } from "../../src/lib/routes";\n');
  write("src/lib/sheet.ts", 'const data = require("./sheet-data.json");\nexport const onCreateNode = () => data;\n');
  write("src/lib/sheet-data.json", "{}\n");
  return site;
}

describe("build-code", () => {
  let site: string;
  beforeEach(() => {
    site = miniSite();
  });
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

  it("finds every module that makes nodes, with what it imports, and no other (pages and queries are made again at every build)", () => {
    expect(buildModules(site).map((file) => path.relative(site, file))).toEqual([
      "plugins/sheets/gatsby-node.ts",
      "src/build/content-nodes.ts",
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
    fs.writeFileSync(path.join(site, "src/lib/routes.ts"), 'export const routes = { home: "/home/" };\n');
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

  it("reaches the site's own node code: gatsby-node.ts makes its nodes with content-nodes.ts, and no local plugin makes any unseen", () => {
    expect(fs.readFileSync(path.join(root, "gatsby-node.ts"), "utf8")).toMatch(/import \{[^}]*\bonContentNode\b[^}]*\} from "\.\/src\/build\/content-nodes";[\s\S]*export const onCreateNode[^=]*= onContentNode;/);
    expect(CONTENT_NODES).toBe(path.join("src", "build", "content-nodes.ts"));
    const modules = buildModules(root).map((file) => path.relative(root, file));
    for (const module of ["src/build/content-nodes.ts", "src/lib/localized-content.ts", "src/lib/typography.ts", "src/lib/translations.ts", "src/lib/content-rules.ts"]) expect(modules).toContain(module);
    expect(modules.some((file) => file.includes("node_modules"))).toBe(false);
  });
});
