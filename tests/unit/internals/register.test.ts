/**
 * @jest-environment node
 *
 * The register of internals (docs/internals.md) lists every place where the code reaches into a
 * dependency's internals: each reach this test can see in the source (Gatsby's `___` globals and its
 * `.cache/` files, a package's `dist/` paths, Decap's routes and screen texts, Pagefind's files) must
 * be named, as written, in a row of the register whose first column names the file (React Refresh's
 * globals too). A new reach
 * that nobody listed fails here, with the file and the words to list.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..", "..", "..");

/** What counts as a reach, each with the words a register row must hold. */
const REACHES: { kind: string; pattern: RegExp }[] = [
  { kind: "Gatsby's globals", pattern: /\b___[a-zA-Z]\w*/g },
  { kind: "Gatsby's cache folder", pattern: /(?<!node_modules\/)\.cache\/[\w./-]*\w/g },
  { kind: "a package's built files", pattern: /[\w@.-]+\/dist\/[\w./-]*\w/g },
  { kind: "React Refresh's globals", pattern: /\$Refresh(?:Reg|Sig)\$/g },
  { kind: "Decap's routes", pattern: /#\/(?:collections|workflow|media)\b/g },
  { kind: "Decap's screen texts", pattern: /Loading entry|New Post|Unpublished changes deleted|Entry saved/g },
  { kind: "Pagefind's files", pattern: /pagefind[-\w]*\.(?:json|js)\b|pf_(?:meta|fragment|index)\b/g },
];

/** The source the register covers: the site, its plugins, scripts and common modules, and the root's config files; not the tests, which may read what they check. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["node_modules", ".cache", "public"].includes(entry.name)) walk(file);
      } else if (/\.(tsx?|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(path.relative(root, file));
    }
  };
  for (const dir of ["src", "plugins", "scripts", "common"]) walk(path.join(root, dir));
  for (const name of fs.readdirSync(root)) if (/^(gatsby-[\w-]+|jest\.config|playwright\.config)\.(tsx?|mjs|js)$/.test(name)) files.push(name);
  return files.sort();
}

/**
 * The register's rows (table lines) whose first column names `file`: by its path, or by its name
 * alone (beside another file of its folder) when no other file of the source has that name.
 */
function rowsOf(register: string, file: string, files: readonly string[]): string[] {
  const name = path.basename(file);
  const names = [file, ...(files.filter((other) => path.basename(other) === name).length === 1 ? [name] : [])].map((each) => `\`${each}\``);
  return register.split("\n").filter((line) => line.startsWith("| ") && names.some((each) => (line.split(" | ")[0] ?? "").includes(each)));
}

/**
 * Each reach in `sources` (file -> text) the register does not list: "file: kind `words`". A row
 * lists a reach when it names the words, or for a path the folder they are in (`.cache/caches/x`
 * by `.cache/caches`).
 */
export function unlistedReaches(sources: Record<string, string>, register: string): string[] {
  const unlisted = new Set<string>();
  for (const [file, text] of Object.entries(sources)) {
    const rows = rowsOf(register, file, Object.keys(sources)).join("\n");
    for (const { kind, pattern } of REACHES) {
      for (const [words] of text.matchAll(pattern)) {
        const folder = words.includes("/") ? words.slice(0, words.lastIndexOf("/")) : words;
        if (!rows.includes(words) && !(folder.includes("/") && rows.includes(folder))) unlisted.add(`${file}: ${kind} \`${words}\``);
      }
    }
  }
  return [...unlisted];
}

test("every reach into a dependency's internals that the source shows is listed in the register, in its file's row", () => {
  const register = fs.readFileSync(path.join(root, "docs", "internals.md"), "utf8");
  const sources = Object.fromEntries(sourceFiles().map((file) => [file, fs.readFileSync(path.join(root, file), "utf8")]));
  expect(unlistedReaches(sources, register)).toEqual([]);
});

test("the register's count of places is its number of rows, in all and for each dependency", () => {
  const register = fs.readFileSync(path.join(root, "docs", "internals.md"), "utf8");
  const rows = new Map<string, number>();
  let dependency = "";
  for (const line of register.split("\n")) {
    if (line.startsWith("## ")) dependency = line.slice(3).split(" ")[0]!;
    else if (line.startsWith("| `") && dependency) rows.set(dependency, (rows.get(dependency) ?? 0) + 1);
  }
  const total = [...rows.values()].reduce((sum, count) => sum + count, 0);
  expect(register).toContain(`${total} places: `);
  for (const [name, count] of rows) expect(register).toContain(`${count} in ${name}`);
});

test("a reach the register does not list is named, with its file and words; listed in another file's row it is still unlisted", () => {
  const register = [
    "| Where | What we rely on |",
    "| --- | --- |",
    "| `src/lib/search.ts` | Pagefind's `pagefind-entry.json` |",
    "| `plugins/decap-cms/editor/cms.tsx` | Decap's `#/workflow` route |",
    "| `gatsby-browser.tsx` | Gatsby's `___navigate` |",
  ].join("\n");
  const sources = {
    "src/lib/search.ts": 'fetch("/pagefind/pagefind-entry.json"); window.___loader.loadPage(path);',
    "plugins/decap-cms/editor/editor-page.ts": 'location.hash.startsWith("#/workflow")',
    "scripts/reached.mjs": 'path.join(root, ".cache", "x"); fs.readFileSync(".cache/caches/gatsby-plugin-sharp/x.json")',
    "jest.config.js": '"decap-cms-locales/dist/esm/index.js"',
    // Two files of one name: a row naming it alone lists neither.
    "plugins/a/gatsby-browser.tsx": "window.___navigate(to);",
    "plugins/b/gatsby-browser.tsx": "export {};",
  };
  expect(unlistedReaches(sources, register)).toEqual([
    "src/lib/search.ts: Gatsby's globals `___loader`",
    "plugins/decap-cms/editor/editor-page.ts: Decap's routes `#/workflow`",
    "scripts/reached.mjs: Gatsby's cache folder `.cache/caches/gatsby-plugin-sharp/x.json`",
    "jest.config.js: a package's built files `decap-cms-locales/dist/esm/index.js`",
    "plugins/a/gatsby-browser.tsx: Gatsby's globals `___navigate`",
  ]);
  // Listed in the file's own row: none left.
  const listed = `${register}\n| \`src/lib/search.ts\` | Gatsby's \`___loader\` |\n| \`plugins/decap-cms/editor/editor-page.ts\` | \`#/workflow\` |\n| \`scripts/reached.mjs\` | \`.cache/caches/gatsby-plugin-sharp\` |\n| \`jest.config.js\` | \`decap-cms-locales/dist/esm\` |\n| \`plugins/a/gatsby-browser.tsx\` | \`___navigate\` |`;
  expect(unlistedReaches(sources, listed)).toEqual([]);
});
