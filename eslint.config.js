// ESLint 9 flat config: typescript-eslint's type-checked rules everywhere, React hooks and jsx-a11y
// for the browser code. `npm run lint` runs it with --max-warnings 0 (plus prettier --check).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "web/src/gql/",
      "api/src/generated/",
      "prisma/migrations/",
      "test-results/",
      "playwright-report/",
      "data/",
      "tmp/",
      "web/.prerender/",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  {
    files: ["**/*.ts", "**/*.tsx"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_name` marks a parameter a signature requires but the body does not use (tsc's noUnused* agree).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // A code block that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable),
      // so <pre> may carry tabIndex={0}; the rule's default allowance (tabpanel) stays.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: ["pre"], roles: ["tabpanel"], allowExpressionValues: true }],
    },
  },
);
