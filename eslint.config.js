import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiTestFiles, boundaryZones, webFeatureTestFiles } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      eqeqeq: ['error', 'smart'],
      // Fastify plugins are async functions by contract, with or without awaits inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Limits that keep files and functions readable (DESIGN.md rule 6). Tests and generated
    // files are exempt; any other exception says why, inline:
    // `// eslint-disable-next-line max-lines-per-function -- <why>`.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'apps/*/eval/**/*.ts',
      'apps/web/build/**/*.ts',
      'packages/*/src/**/*.ts',
      'scripts/**/*.mjs',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/testing/**',
      '**/*.test-harness.tsx',
      '**/test-utils.tsx',
      // The evaluation cases are data: prose inputs and the facts expected of them.
      'apps/api/eval/{dev,heldout,golden,cases}/**',
      // CI's own test runs (kill-and-restart, the multi-instance suite): tests, not product code.
      'scripts/crash-restart.mjs',
      'scripts/multi-instance.mjs',
    ],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Layer boundaries: imports are resolved the way TypeScript resolves them (workspace
    // packages, `.js` specifiers of `.ts` files), then checked against the zones.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
    },
  },
  {
    files: [...webFeatureTestFiles, ...apiTestFiles],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ tests: true }) }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Browser journeys run in Node, typed by their own tsconfig (the project service only finds
    // files named tsconfig.json, and apps/web/tsconfig.json is the app's).
    files: ['apps/web/e2e/**/*.ts', 'apps/web/playwright.config.ts'],
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: false,
        project: ['apps/web/tsconfig.e2e.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  prettier,
);
