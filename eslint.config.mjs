import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // One router in the browser: host and remotes share the @account/router facade, which
    // carries only the parts of react-router in use (shared modules are not tree-shaken).
    files: ['apps/shell/**', 'remotes/**', 'packages/**'],
    ignores: ['packages/router/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router', message: 'Import from @account/router.' }] }],
    },
  },
);
