// The one ESLint setup of the workspace (flat config). Each package's eslint.config.mjs picks one:
// `reactPackage` for the shell, shared and the remotes, `nodePackage` for the API, e2e and tooling.
// Syntax-only typescript-eslint rules (no type information): `tsc --noEmit` already checks types,
// and type-aware linting would double the time of every run on a two-core machine.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
// @ts-expect-error eslint-plugin-jsx-a11y publishes no types
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Build output, reports and generated files are never linted. */
const ignores = {
  ignores: [
    '**/dist/**',
    '**/dist-*/**',
    '**/node_modules/**',
    '**/.data/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/.bench/**',
    '**/.artifacts/**',
  ],
};

const shared = tseslint.config(
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks an argument a signature needs but the body does not use
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // test helpers hand back parsed JSON whose shape each test asserts itself
    files: ['**/test/**', '**/__tests__/**', '**/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
);

/** The API, e2e and tooling: Node globals everywhere (e2e page callbacks also see the browser's). */
export const nodePackage = tseslint.config(...shared, {
  languageOptions: { globals: { ...globals.node, ...globals.browser } },
});

/** The shell, shared and the remotes: browser code with hooks and accessibility rules. */
export const reactPackage = tseslint.config(...shared, {
  files: ['**/*.{ts,tsx}'],
  languageOptions: { globals: { ...globals.browser } },
  plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
  rules: {
    // The two rules of hooks; the plugin's React Compiler rules (set-state-in-effect, globals, …) judge
    // style this code base does not use the compiler for.
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'error',
    ...jsxA11y.flatConfigs.recommended.rules,
  },
});
