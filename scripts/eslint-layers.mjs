/**
 * The project's layers, and the ESLint rule that keeps them (`layers/one-way`, eslint.config.mjs).
 * Each room may import its own modules and those of the rooms listed for it, nothing else; a room is
 * the longest of these folders a file lies in. Drawn in docs/architecture.md ("Layers").
 *
 * Read from each relative import's folder (imports, exports, `import()` and `require()`, types
 * included), so no resolver is needed: a file is in the room of the folder it lies in.
 */
import path from "node:path";

const SITE = ["src/lib", "src/hooks", "src/styles", "src/components", "src/pages", "src/templates", "src/build"];

/** Each room, and the rooms it may import from besides its own. */
export const LAYERS = {
  // Plain modules the browser, the build and the commands all use: they import none of ours.
  common: [],
  "src/lib": ["common"],
  "src/hooks": ["src/lib", "common"],
  "src/styles": [],
  "src/components": ["src/hooks", "src/lib", "src/styles", "common"],
  "src/pages": ["src/components", "src/hooks", "src/lib", "src/styles", "common"],
  "src/templates": ["src/components", "src/hooks", "src/lib", "src/styles", "common"],
  // Run by gatsby-node.ts at build time.
  "src/build": ["src/lib", "common"],
  // src/ itself: its type declarations.
  src: [],
  // Gatsby's plugins, and the content editor with its build (plugins/decap-cms): the site's modules
  // (the editor's previews draw its components), and Gatsby's generated runtime in .cache/.
  plugins: [...SITE, "src", "common", ".cache"],
  // The commands (build steps, the local server, the test runner).
  scripts: ["plugins", ...SITE, "src", "common"],
  bench: ["scripts", "plugins", ...SITE, "src", "common"],
  tests: ["bench", "scripts", "plugins", ...SITE, "src", "common", ".", ".cache"],
  // The files at the top: Gatsby's (gatsby-*.ts, gatsby-config.ts).
  ".": ["plugins", ...SITE, "src", "common"],
  // The tools' configurations at the top (eslint.config.mjs, playwright.config.ts, jest.config.js).
  config: ["tests", "bench", "scripts", "plugins", ...SITE, "src", "common"],
  // Gatsby's runtime, generated at build time.
  ".cache": [],
};

const ROOMS = Object.keys(LAYERS).sort((a, b) => b.length - a.length);

/** The room of a path relative to the project's root (".." for one outside it). */
export function roomOf(relative) {
  const file = relative.split(path.sep).join("/");
  if (file.startsWith("../")) return "..";
  if (!file.includes("/") && /\.config\.[cm]?[jt]s$/.test(file)) return "config";
  return ROOMS.find((room) => room !== "." && room !== "config" && (file === room || file.startsWith(`${room}/`))) ?? ".";
}

/** Why `from` may not import `to` (both relative to the root), or null when it may. */
export function wrongWay(from, to) {
  const [source, target] = [roomOf(from), roomOf(to)];
  if (source === target || LAYERS[source]?.includes(target)) return null;
  return `${source === "." ? "a file at the top" : `${source}/`} may not import from ${target === "." ? "the top" : `${target}/`} (${to}): the layers run one way (scripts/eslint-layers.mjs, docs/architecture.md)`;
}

/** @type {import("eslint").Rule.RuleModule} */
const oneWay = {
  meta: { type: "problem", docs: { description: "imports run one way between the project's rooms (scripts/eslint-layers.mjs)" }, schema: [] },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename);
    const check = (node) => {
      const specifier = node?.type === "Literal" && typeof node.value === "string" ? node.value : null;
      if (!specifier?.startsWith(".")) return;
      const message = wrongWay(file, path.relative(root, path.resolve(path.dirname(context.filename), specifier)));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === "Identifier" && node.callee.name === "require") check(node.arguments[0]);
      },
    };
  },
};

export const layersPlugin = { rules: { "one-way": oneWay } };
