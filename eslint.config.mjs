import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { boundaries } from './scripts/eslint/feature-boundaries.mjs';

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
    // Features, remotes and apps stay apart (docs/decisions.md, "The remote skeleton").
    files: ['remotes/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/no-cross-boundary-import': 'error' },
  },
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
    // The API's domain code knows no HTTP: it throws DomainErrors (mapped in http/error-handling.ts)
    // and never imports Fastify, the routes or the HTTP layer above it (docs/decisions.md).
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
