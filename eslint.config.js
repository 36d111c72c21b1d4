// ESLint flat config. Prettier formatting is checked separately (`prettier --check .`, see `npm run lint`).
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layerRules } from "./eslint.layers.js";

export default defineConfig([
  globalIgnores([
    "dist/",
    "dist-e2e/",
    "node_modules/",
    ".data/",
    ".e2e-data/",
    "test-results/",
    "bench-results/",
    "coverage/",
    "reports/",
    ".stryker-tmp/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["mocks/**/*.ts", "scripts/**/*.{js,mjs,ts}", "e2e/**/*.ts", "*.{js,mjs,ts}"],
    languageOptions: { globals: globals.node },
  },
  ...layerRules,
]);
