// Lint rules: TypeScript and React recommendations plus the Docusaurus
// plugin's rules (translated UI text, Docusaurus links and headings).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      '.tmp/',
      'playwright-report/',
      'i18n/zz-fixture-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, '@docusaurus': docusaurus },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      'react/react-in-jsx-scope': 'off',
      'react/prop-types': 'off',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        { ignoredStrings: ['·', '—', '-', '×', '→', '★', '★ ', '404', '/'] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS modules (bundler loaders) load their neighbours with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Code the bundler compiles reaches other folders through the `@site/` alias,
    // not `../../`. Plugin modules that Docusaurus loads in Node (a plugin's
    // index.ts, remark plugins, build helpers) have no such alias and stay relative.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/plugins/*.ts', 'src/plugins/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}',
              message: 'Import through @site/src/... instead of climbing two or more folders.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and scripts print and build strings freely.
    files: ['tests/**', 'scripts/**', '*.config.ts'],
    rules: { '@docusaurus/no-untranslated-text': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
