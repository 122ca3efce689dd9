// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['build/', 'build-firebase/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'coverage/', '.boundaries-mdx-*/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.stylistic,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      // Only the Firebase adapter may talk to the Firebase SDK (DESIGN.md §3).
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['firebase', 'firebase/*'], message: 'Only src/backend/firebase/** may import firebase/*.'}]},
      ],
    },
  },
  {
    // CommonJS configs (dependency-cruiser reads .cjs).
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/backend/firebase/**'],
    rules: {'no-restricted-imports': 'off'},
  },
  {
    // Tests and e2e specs may use raw <a> and test-only patterns.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'test/**'],
    rules: {'@docusaurus/no-html-links': 'off'},
  },
);
