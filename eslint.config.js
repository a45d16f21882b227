import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependency direction: the web app never imports server code.
const webOnly = { group: ['**/server/**'], message: 'El código web no importa código del servidor.' };

// Every folder of src/web/admin is an area (agenda, clientes, …); an area never imports another.
const adminAreas = fs
  .readdirSync('src/web/admin', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'backups', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [webOnly] }],
    },
  },
  ...adminAreas.map((area) => ({
    files: [`src/web/admin/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            webOnly,
            {
              // A sibling folder ('../clientes/…'), or any admin folder but this one.
              regex: `^(\\.\\./(?!\\.\\.)[^/]+/|.*/admin/(?!${area}/)[^/]+/)`,
              message: 'Un área del panel no importa otra: lo que comparten va en components/, lib/ o src/shared.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'El servidor no importa código web.' }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'src/shared no depende del servidor ni de la web.' },
            {
              group: ['node:*', 'react', 'react-dom', 'react/*'],
              message: 'src/shared corre en los dos lados: sin node:* ni React.',
            },
          ],
        },
      ],
    },
  },
);
