// One lint set for every project; boundaries between projects are checked by tools/check-boundaries.mjs
// against the Nx project graph (tags), which covers what import rules alone cannot.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/test-results/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // zustand stores are created once in libs/session and shared as a federation singleton.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zustand',
              importNames: ['create', 'createStore'],
              message: 'Create stores only in libs/session.',
            },
          ],
        },
      ],
    },
  },
  { files: ['libs/session/**', 'libs/i18n/**'], rules: { 'no-restricted-imports': 'off' } },
);
