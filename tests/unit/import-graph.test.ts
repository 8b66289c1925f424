/**
 * @jest-environment node
 *
 * The site's modules import one another in one direction: no circle (a module that reaches itself
 * through its imports is evaluated half-initialised, and its files can only be read all at once),
 * and no component imports a page or a template (components are pure; a template is a page kind
 * Gatsby loads on its own). Read from the source's relative imports, as a bundler follows them.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..", "..");
const SOURCE = /\.(tsx?|mjs|js)$/;
const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx", "/index.js"];
/** `import ... from "./x"`, `export ... from "./x"`, `import "./x"` and `import("./x")`, types included. */
const RELATIVE_IMPORT = /(?:\bimport|\bexport)\s+(?:type\s+)?(?:[^"';]*?\bfrom\s+)?["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

function resolved(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ["", ...EXTENSIONS].map((extension) => base + extension).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  return found && SOURCE.test(found) ? found : null;
}

/** The site's modules (src/, the gatsby-* files, the local plugins) and the modules each imports. */
function importGraph(): Map<string, string[]> {
  const files = [
    ...sourceFiles(path.join(root, "src")),
    ...sourceFiles(path.join(root, "plugins")),
    ...fs.readdirSync(root).filter((name) => /^gatsby-[\w-]+\.tsx?$/.test(name)).map((name) => path.join(root, name)),
  ];
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, "utf8");
      const imports = [...text.matchAll(RELATIVE_IMPORT)].map(([, from, dynamic]) => resolved(file, (from ?? dynamic)!)).filter((target) => target !== null);
      return [file, [...new Set(imports)]];
    }),
  );
}

/** Each circle of imports, as the files on it in import order, the first repeated at the end. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at !== -1) return void found.push([...onPath.slice(at), file]);
    if (done.has(file)) return;
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

const relative = (file: string) => path.relative(root, file);

describe("the import graph", () => {
  const graph = importGraph();

  it("reads the modules it should: the header imports its parts, the browser hooks import the layout", () => {
    expect(graph.get(path.join(root, "src/components/header/header.tsx"))!.map(relative)).toContain("src/components/header/mobile-drawer.tsx");
    expect(graph.get(path.join(root, "gatsby-browser.tsx"))!.map(relative)).toContain("src/components/layout/site-layout.tsx");
  });

  it("finds a circle where there is one", () => {
    const circle = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(cycles(circle)).toEqual([["a.ts", "b.ts", "c.ts", "a.ts"]]);
  });

  it("has no circle", () => {
    expect(cycles(graph).map((cycle) => cycle.map(relative).join(" -> "))).toEqual([]);
  });

  it("has no component that imports a page or a template", () => {
    const components = [...graph].filter(([file]) => relative(file).startsWith("src/components/"));
    const wrong = components.flatMap(([file, imports]) =>
      imports.filter((target) => /^src\/(pages|templates)\//.test(relative(target))).map((target) => `${relative(file)} -> ${relative(target)}`),
    );
    expect(wrong).toEqual([]);
  });
});
