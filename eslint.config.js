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
  {
    // The build answers these two antd parts with modules of its own (scripts/vitePlugins/antdPartsReplaced.ts): a use
    // would throw in the built console only, so it is refused here.
    files: ["src/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.object.name='Form'][name.property.name='Item'] > JSXAttribute[name.name='tooltip']",
          message:
            "Form.Item's tooltip is not part of the build (src/vendor/formLabelTooltip.tsx): use `extra`.",
        },
        {
          selector:
            "Property[key.name=/^(filterDropdown|filterMode|filterSearch|filterIcon|onFilter|filteredValue|defaultFilteredValue)$/]",
          message:
            "Table's column filters are not part of the build (src/vendor/tableColumnFilter.tsx): a list's filters are its search form.",
        },
        {
          selector: "Property[key.name='checkStrictly'][value.value=false]",
          message: "Table's tree selection is not part of the build (src/vendor/tableTreeSelection.ts).",
        },
        {
          selector: "JSXOpeningElement[name.name=/^(Table|DataTable)$/] > JSXAttribute[name.name='virtual']",
          message: "Table's `virtual` is not part of the build (src/vendor/virtualTable.tsx).",
        },
      ],
    },
  },
  ...layerRules,
]);
