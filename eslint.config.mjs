import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { apiLayers } from './scripts/eslint/api-layers.mjs';
import { boundaries } from './scripts/eslint/feature-boundaries.mjs';
import { cataloguePaths } from './scripts/eslint/catalogue-paths.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // dist-prerender, dist-monolith, and second builds of a remote (dist-swap-test, e2e).
      '**/dist-*/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Scripts, servers' start files and the build and test configs run in Node.
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // Bench and screenshots hand functions to page.evaluate, which run in the browser, as does
    // the foreign host the e2e builds.
    files: [
      'scripts/bench.mjs',
      'scripts/cold-load.mjs',
      'scripts/screenshots.mjs',
      'e2e/foreign-host/src/**/*.js',
    ],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One router in the browser: host and remotes share the @account/router facade, which
    // carries only the parts of react-router in use (shared modules are not tree-shaken).
    files: ['apps/shell/**', 'remotes/**', 'packages/**'],
    ignores: ['packages/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: 'Import from @account/router.' }] },
      ],
    },
  },
  {
    // Every e2e walk fails on a Content-Security-Policy violation (e2e/support/test.ts).
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '../support/test': it fails on CSP violations.",
            },
          ],
        },
      ],
    },
  },
  {
    // Features, remotes and apps stay apart (docs/decisions/008-the-remote-skeleton.md).
    files: ['remotes/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-boundary-import': 'error' },
  },
  // Every call and every link from the catalogue and `paths` (issue 37): no `/api/` path, client
  // call or mailed page link written by hand (scripts/eslint/catalogue-paths.mjs).
  ...cataloguePaths,
  {
    // No import cycles in the API: a cycle hides which part depends on which, and two of them
    // outlived two reviews (issue 37). Only the API's own files are followed.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
      // The files it follows are TypeScript too.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No upward imports in the API: each layer imports only from its own and the ones below
    // (scripts/eslint/api-layers.mjs). Tests, test kits and benches put the layers together.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**', 'apps/api/src/bench/**'],
    plugins: { 'api-layers': apiLayers },
    rules: { 'api-layers/no-upward-import': 'error' },
  },
  {
    // The API's domain code knows no HTTP: it throws DomainErrors (mapped in http/error-handling.ts)
    // and never imports Fastify, the routes or the HTTP layer above it (docs/decisions/README.md).
    files: ['apps/api/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', '@fastify/*', 'fastify-type-provider-zod'],
              message: 'Domain code knows no HTTP: throw a DomainError instead.',
            },
            {
              group: ['**/services', '**/services/**', '**/http', '**/http/**', '**/app'],
              message: 'Domain code does not import upward: services and http import the domain.',
            },
          ],
        },
      ],
    },
  },
);
