import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layersPlugin } from "./scripts/eslint-layers.mjs";

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "src/gatsby-types.d.ts", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks, layers: layersPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "layers/one-way": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["scripts/**", "bench/**", "plugins/**", "*.config.*", "tests/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["common/**"],
    languageOptions: { globals: { ...globals["shared-node-browser"] } },
  },
  {
    files: ["src/**", "gatsby-browser.tsx", "plugins/*/gatsby-browser.tsx", "plugins/decap-cms/editor/**"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "gatsby",
              importNames: ["Script"],
              message: "The site's scripts leave gatsby-script out (plugins/delivery/webpack-tweaks.ts, withoutPartytown).",
            },
            { name: "gatsby-script", message: "The site's scripts leave gatsby-script out (plugins/delivery/webpack-tweaks.ts, withoutPartytown)." },
          ],
        },
      ],
    },
  },
);
