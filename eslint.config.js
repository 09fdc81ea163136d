// Lint: TypeScript rules plus the dependency rule of ARCHITECTURE.md, enforced per folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = ['fs', 'path', 'os', 'crypto', 'http', 'https', 'child_process', 'url', 'stream', 'zlib', 'util'];
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // tests walk nested JSON answers; typing every level would hide what they check
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // core is pure: nothing of ours, no Node APIs, no DOM.
    files: ['packages/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      ...restrict(
        ['@plotwise/*', 'node:*', ...nodeBuiltins, '**/contracts/**', '**/apps/**'],
        'packages/core is pure: it imports nothing of ours and no I/O (see ARCHITECTURE.md).',
      ),
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'process', 'localStorage', 'XMLHttpRequest'],
    },
  },
  {
    // issue #15 item 8: a function says one thing; at 120 lines it is split into named stages, parts or hooks.
    // Tests are left out (a describe block is a list); scripts and benchmarks too.
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: restrict(
      ['@plotwise/server', '@plotwise/web', 'node:*', ...nodeBuiltins, '**/apps/**'],
      'packages/contracts may import @plotwise/core only (see ARCHITECTURE.md).',
    ),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(['@plotwise/server', '**/server/src/**', 'node:*'], 'the web never imports the server.'),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict(['@plotwise/web', '**/web/src/**'], 'the server never imports the web app.'),
  },
);
