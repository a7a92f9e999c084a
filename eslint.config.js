import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const TIMERS =
  "Use guardTimeout or guardInterval from guard.ts (unref'd: a timer that watches work must not hold the process), " +
  'or pause for a wait that is itself the work (cleared when the run is over)'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'eslint.config.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'no-console': 'error',
    },
  },
  {
    // Prettier wraps code at 140 columns but never breaks a string or template literal: this catches those.
    files: ['src/**'],
    rules: {
      'max-len': ['error', { code: 140, ignoreUrls: true, ignoreRegExpLiterals: true }],
      // A timer armed and forgotten kept finished runs alive: every timer of the product comes from guard.ts.
      'no-restricted-globals': ['error', ...['setTimeout', 'setInterval'].map((name) => ({ name, message: TIMERS }))],
      'no-restricted-imports': [
        'error',
        {
          paths: ['timers', 'node:timers', 'timers/promises', 'node:timers/promises'].map((name) => ({
            name,
            importNames: ['setTimeout', 'setInterval'],
            message: TIMERS,
          })),
        },
      ],
    },
  },
  {
    files: ['src/common/guard.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    files: ['sandbox/**', 'scripts/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // expect.any(…), expect.stringMatching(…) and JSON.parse are typed `any` by design.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
)
