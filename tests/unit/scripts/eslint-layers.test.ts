/**
 * @jest-environment node
 *
 * The layers (scripts/eslint-layers.mjs): `npm run lint` fails on an import that runs the wrong way,
 * and names it; the imports that run down pass.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { LAYERS, roomOf, wrongWay } from "../../../scripts/eslint-layers.mjs";

const root = path.resolve(__dirname, "..", "..", "..");

type Finding = { ruleId: string | null; message: string; line: number };

/** ESLint's findings for each text as if it were its file, with the project's configuration (one ESLint, as `npm run lint` runs it). */
function lint(texts: Record<string, string>): Record<string, Finding[]> {
  const script = `
    const { ESLint } = require("eslint");
    const texts = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
    const eslint = new ESLint();
    (async () => {
      const found = {};
      for (const [filePath, text] of Object.entries(texts)) found[filePath] = (await eslint.lintText(text, { filePath }))[0].messages;
      process.stdout.write(JSON.stringify(found));
    })();`;
  const run = spawnSync(process.execPath, ["-e", script], { cwd: root, input: JSON.stringify(texts), encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, Finding[]>;
}

describe("npm run lint keeps the layers", () => {
  it("fails a site module importing a command, and a plugin importing a command, naming the file; passes the imports that run down", () => {
    const found = lint({
      "src/lib/wrong-way.ts": ['import { routes } from "./routes";', 'import { queryWords } from "../../common/search-words.mjs";', 'import { SITE_FILES } from "../../scripts/site-files.mjs";', "export const all = [routes, queryWords, SITE_FILES];", ""].join("\n"),
      "plugins/delivery/wrong-way.ts": ['export { SITE_FILES } from "../../scripts/site-files.mjs";', 'export * from "../../src/lib/routes";', ""].join("\n"),
      "common/wrong-way.mjs": ['export const later = () => import("../src/lib/routes");', ""].join("\n"),
    });
    const site = found["src/lib/wrong-way.ts"]!;
    expect(site.map(({ ruleId, line }) => [ruleId, line])).toEqual([["layers/one-way", 3]]);
    expect(site[0]!.message).toMatch(/^src\/lib\/ may not import from scripts\/ \(scripts\/site-files\.mjs\)/);
    expect(found["plugins/delivery/wrong-way.ts"]!.map(({ ruleId, line }) => [ruleId, line])).toEqual([["layers/one-way", 1]]);
    expect(found["common/wrong-way.mjs"]!.map(({ ruleId }) => ruleId)).toEqual(["layers/one-way"]);
  }, 60_000);
});

describe("the rooms", () => {
  it("are the longest folder a file lies in; configuration files and the top are rooms of their own", () => {
    expect(roomOf("src/components/product/product-detail.tsx")).toBe("src/components");
    expect(roomOf("src/gatsby-types.d.ts")).toBe("src");
    expect(roomOf("plugins/decap-cms/editor/previews/products-preview.tsx")).toBe("plugins");
    expect(roomOf("gatsby-node.ts")).toBe(".");
    expect(roomOf("playwright.config.ts")).toBe("config");
    expect(roomOf(".cache/slice/context.js")).toBe(".cache");
  });

  it("run one way: no two rooms may import each other", () => {
    const both = Object.entries(LAYERS).flatMap(([room, below]) => below.filter((other) => (LAYERS as Record<string, string[]>)[other]?.includes(room)).map((other) => `${room} <-> ${other}`));
    expect(both).toEqual([]);
  });

  it("keep the site out of the commands, the plugins and the editor, and common/ out of everything", () => {
    expect(wrongWay("src/lib/search.ts", "scripts/search-index.mjs")).toMatch(/may not import/);
    expect(wrongWay("src/components/x.tsx", "plugins/decap-cms/editor/previews/products-preview.tsx")).toMatch(/may not import/);
    expect(wrongWay("src/components/x.tsx", "src/pages/index.tsx")).toMatch(/may not import/);
    expect(wrongWay("src/lib/x.ts", "src/components/x.tsx")).toMatch(/may not import/);
    expect(wrongWay("common/x.mjs", "src/lib/locales.ts")).toMatch(/may not import/);
    expect(wrongWay("plugins/delivery/x.ts", "scripts/search-index.mjs")).toMatch(/may not import/);
    expect(wrongWay("plugins/decap-cms/editor/previews/products-preview.tsx", "src/components/product/product-detail.tsx")).toBeNull();
    expect(wrongWay("scripts/serve.mjs", "plugins/delivery/hosting-headers.mjs")).toBeNull();
    expect(wrongWay("tests/e2e/x.ts", "scripts/serve.mjs")).toBeNull();
  });
});
