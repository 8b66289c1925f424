import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["public/", ".cache/", "node_modules/", "src/gatsby-types.d.ts", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["scripts/**", "bench/**", "plugins/**", "*.config.*", "tests/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["src/**", "gatsby-browser.tsx", "plugins/*/gatsby-browser.tsx"],
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
