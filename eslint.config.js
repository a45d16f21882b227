import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Outside its own folder a file imports by the room's alias (package.json "imports", decision 017):
// no import climbs with ../ in src/, and tests, benchmarks and scripts name src/ by alias too.
const byAlias = 'se importa con #shared/…, #server/… o #web/… (decisión 017), no con ../';
const noClimbing = { regex: '^\\.\\./', message: `Lo que está fuera de la carpeta ${byAlias}.` };
const noClimbingIntoSrc = { regex: '^(\\.\\./)+src/', message: `El código de src/ ${byAlias}.` };

// Dependency direction, by alias or by path: the web app never imports server code.
const webOnly = { regex: '^#server/|(^|/)server/', message: 'El código web no importa código del servidor.' };

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
      'no-restricted-imports': ['error', { patterns: [noClimbing, webOnly] }],
    },
  },
  ...adminAreas.map((area) => ({
    files: [`src/web/admin/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noClimbing,
            webOnly,
            {
              // Any admin folder but this one, by alias ('#web/admin/clientes/…') or by path; or a
              // sibling folder ('../clientes/…', refused above too).
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
        { patterns: [noClimbing, { regex: '^#web/|(^|/)web/', message: 'El servidor no importa código web.' }] },
      ],
    },
  },
  {
    // Every refusal names its stable code (decision 034): the web decides on it, never on the
    // sentence. HttpError's type still allows a throw without one for the two booking
    // repositories only, while they are rewritten into one booking command that gives theirs.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/modules/turnos/repository.ts', 'src/server/modules/reservas/repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='HttpError'][arguments.length<3]",
          message: 'Todo HttpError lleva su código: new HttpError(status, mensaje, { code }) (decisión 034).',
        },
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
            noClimbing,
            {
              regex: '^#(server|web)/|(^|/)(server|web)/',
              message: 'src/shared no depende del servidor ni de la web.',
            },
            {
              group: ['node:*', 'react', 'react-dom', 'react/*'],
              message: 'src/shared corre en los dos lados: sin node:* ni React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbingIntoSrc] }] },
  },
);
