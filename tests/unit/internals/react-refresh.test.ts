/**
 * @jest-environment node
 *
 * The editor's bundle stands in for React Refresh's globals (plugins/decap-cms/gatsby-runtime.js):
 * under `gatsby develop`, Gatsby's Babel adds react-refresh/babel, which marks every component of
 * the site, previews included, with calls the editor's bundle has no runtime for.
 */
import fs from "node:fs";
import path from "node:path";
import { transformSync } from "@babel/core";

const root = path.resolve(__dirname, "..", "..", "..");

test("gatsby develop runs react-refresh/babel, whose calls are to $RefreshReg$ and $RefreshSig$ only, each stood in for by the editor's runtime", () => {
  // Gatsby's Babel loader adds the plugin at the develop stage.
  const loader = fs.readFileSync(require.resolve("gatsby/dist/utils/babel-loader-helpers.js"), "utf8");
  expect(loader).toMatch(/stage === `develop`\)\s*\{\s*requiredPlugins\.push\(babel\.createConfigItem\(\[resolve\(`react-refresh\/babel`\)\]/);
  const marked = transformSync("import { useState } from 'react';\nexport function Preview() { const [value] = useState(0); return value; }", {
    plugins: [[require.resolve("react-refresh/babel"), { skipEnvCheck: true }]],
    babelrc: false,
    configFile: false,
    filename: path.join(root, "plugins", "decap-cms", "editor", "preview.jsx"),
  })!.code!;
  const globals = [...new Set(marked.match(/\$Refresh\w+\$/g))].sort();
  expect(globals).toEqual(["$RefreshReg$", "$RefreshSig$"]);
  const runtime = fs.readFileSync(path.join(root, "plugins", "decap-cms", "gatsby-runtime.js"), "utf8");
  for (const name of globals) expect(runtime).toContain(`globalThis.${name} = `);
});
