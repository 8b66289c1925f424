/**
 * @jest-environment node
 */
/**
 * The patches of dependencies (patch-package, docs/internals.md): each is still applied to the
 * version installed. patch-package stops `npm ci` on CI when a patch does not apply, but on a
 * developer's machine it only warns, and a patch made for one version is applied to the next when
 * its lines still match. An upgrade therefore fails here until its patch is made again (or dropped).
 */
import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { createElement } from "react";

const root = path.resolve(__dirname, "..", "..", "..");
/** Where patch-package finds patches, and the folder whose node_modules each patches. */
const PATCH_FOLDERS = [path.join(root, "patches"), path.join(root, "plugins", "decap-cms", "patches")];

interface Patch {
  file: string;
  name: string;
  version: string;
  /** Each patched file (under the installation folder), with the text each hunk leaves there. */
  hunks: { target: string; after: string }[];
}

function readPatch(folder: string, file: string): Patch {
  const [, name, version] = /^(.+)\+(\d[^+]*)\.patch$/.exec(file) ?? [];
  if (!name || !version) throw new Error(`${file} is not named as patch-package names a patch (name+version.patch)`);
  const hunks: Patch["hunks"] = [];
  let target = "";
  let after: string[] | null = null;
  const close = () => {
    if (after) hunks.push({ target, after: after.join("\n") });
    after = null;
  };
  for (const line of fs.readFileSync(path.join(folder, file), "utf8").split("\n")) {
    if (line.startsWith("+++ b/")) {
      close();
      target = line.slice("+++ b/".length);
    } else if (line.startsWith("@@")) {
      close();
      after = [];
    } else if (after && (line.startsWith(" ") || line.startsWith("+"))) {
      after.push(line.slice(1));
    } else if (line.startsWith("diff --git")) {
      close();
    }
  }
  close();
  return { file, name: name.replace("+", "/"), version, hunks };
}

const patches = PATCH_FOLDERS.flatMap((folder) =>
  fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".patch"))
    .map((file) => ({ folder: path.dirname(folder), patch: readPatch(folder, file) })),
);

test("there are the patches the register lists", () => {
  expect(patches.map(({ patch }) => patch.file).sort()).toEqual(["decap-cms-core+3.19.1.patch", "decap-cms-widget-file+3.5.3.patch", "decap-cms-widget-list+3.6.3.patch", "decap-server+3.11.3.patch", "gatsby-plugin-sharp+5.16.0.patch", "react-dom+18.3.1.patch"]);
});

describe.each(patches.map(({ folder, patch }) => [patch.file, folder, patch] as const))("%s", (_file, folder, patch) => {
  test("is made for the version installed", () => {
    const installed = JSON.parse(fs.readFileSync(path.join(folder, "node_modules", patch.name, "package.json"), "utf8")) as { version: string };
    expect(installed.version).toBe(patch.version);
  });

  test("is applied: every hunk's lines are in the installed file", () => {
    for (const { target, after } of patch.hunks) expect(fs.readFileSync(path.join(folder, target), "utf8")).toContain(after);
  });
});

/**
 * What patches/react-dom+18.3.1.patch fixes (react/react#31134): the streaming renderer Gatsby
 * writes every page with encodes text into a 2,048-byte buffer, and when a character did not fit
 * at its end it wrote the whole buffer, its empty bytes too. The pages in Arabic, Spanish and
 * French had NUL characters in their text.
 */
describe.each([
  ["the production renderer Gatsby builds pages with", "react-dom-server.node.production.min.js"],
  ["the development renderer", "react-dom-server.node.development.js"],
])("React DOM's streaming renderer: %s", (_name, file) => {
  // By its file, which react-dom's exports do not name: the build Gatsby's renderer loads when NODE_ENV is production.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToPipeableStream } = require(path.join(root, "node_modules", "react-dom", "cjs", file)) as typeof import("react-dom/server");

  const render = (text: string) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new PassThrough();
      sink.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
      sink.on("end", () => resolve(Buffer.concat(chunks)));
      // Many short texts, as a page's are: each is copied into the buffer, and dozens cross its end
      // (without the patch, each of these three texts left NUL bytes: checked on the unpatched files).
      const items = Array.from({ length: 2000 }, (_, index) => createElement("li", { key: index }, `${text} ${index}`));
      const { pipe } = renderToPipeableStream(createElement("ul", null, items), { onAllReady: () => pipe(sink), onError: reject });
    });

  test.each([
    ["Arabic", "عقود من العمل"],
    ["Spanish", "Harina de maní, años de exportación"],
    ["French", "Tourteau d’arachide, qualité éprouvée"],
  ])("writes %s text without NUL bytes, each character whole", async (_language, text) => {
    const html = await render(text);
    expect(html.includes(0)).toBe(false);
    expect(html.toString("utf8")).toContain(`${text} 1999`);
    expect(html.toString("utf8")).not.toContain("\uFFFD");
  });
});
