import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import local from "./eslint-rules/feature-boundaries.js";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "assets/", "tmp/", "src/server/db/migrations/", "e2e/artifacts/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Everywhere, tests, benchmarks and scripts included: they too use a feature through its index.ts.
    plugins: { local },
    rules: { "local/feature-boundaries": "error" },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
