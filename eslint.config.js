// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import i18next from 'eslint-plugin-i18next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly inside `path`, relative to this file. */
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * A React app's shared code: every folder of its `src` but the app, its features and the test support
 * (which may reach into both). No feature or route may be imported into it.
 */
const sharedFoldersOf = (src) =>
  foldersIn(src).filter((folder) => !['app', 'features', 'testing'].includes(folder));

/**
 * A React app's imports flow shared → features → app (bulletproof-react): shared code imports neither
 * features nor the app, and features import neither the app nor each other.
 */
const reactAppZones = (src) => [
  ...sharedFoldersOf(src).map((folder) => ({
    target: `${src}/${folder}`,
    from: [`${src}/features`, `${src}/app`],
  })),
  { target: `${src}/features`, from: `${src}/app` },
  ...foldersIn(`${src}/features`).map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
  })),
];

const DOCS_SRC = './apps/docs/src';
/** The documentation site's build-time plugins (Node) use only lib, config and types. */
const docsImportZones = [
  ...reactAppZones(DOCS_SRC),
  {
    target: './apps/docs/build',
    from: [`${DOCS_SRC}/app`, `${DOCS_SRC}/features`, `${DOCS_SRC}/components`, `${DOCS_SRC}/hooks`],
  },
];

/** Attributes of the classroom app's elements that a person reads or hears. */
const SHOWN_ATTRIBUTES = [
  'label',
  'title',
  'intro',
  'placeholder',
  'extra',
  'help',
  'tooltip',
  'description',
  'content',
  'message',
  'alt',
  'aria-label',
  'okText',
  'cancelText',
  'addonBefore',
  'addonAfter',
  'emptyText',
  'hint',
  'text',
];

const API_SRC = './apps/api/src';
/**
 * apps/api imports flow lib and domain → db → plugins → modules → app: cross-cutting plugins know no
 * module (they are handed what they need). A module uses another only through its face, the `index.ts`
 * that exports what others may use (rows, service types, events, pure helpers, wire schemas), and a face
 * never shows routes: the composition root (`modules/index.ts`, `modules/data-access.ts`) and app.ts
 * wire the rest.
 */
const apiImportZones = [
  {
    target: [`${API_SRC}/lib`, `${API_SRC}/domain`],
    from: [`${API_SRC}/db`, `${API_SRC}/plugins`, `${API_SRC}/modules`],
  },
  { target: `${API_SRC}/db`, from: [`${API_SRC}/plugins`, `${API_SRC}/modules`] },
  { target: `${API_SRC}/plugins`, from: `${API_SRC}/modules` },
  ...foldersIn(`${API_SRC}/modules`).map((module) => ({
    target: `${API_SRC}/modules/${module}`,
    from: `${API_SRC}/modules/!(${module})/!(index).ts`,
    message: 'Import another module through its index.ts.',
  })),
  {
    target: `${API_SRC}/modules/*/index.ts`,
    from: `${API_SRC}/modules/*/*-routes.ts`,
    message: "A module's face exports no routes: app.ts registers them.",
  },
];

/** Import rules of one workspace, resolved with its own tsconfig. */
const importRules = (app, zones) => ({
  files: [`apps/${app}/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: `apps/${app}/tsconfig.json` })],
  },
  rules: {
    'import-x/no-cycle': 'error',
    'import-x/no-restricted-paths': ['error', { zones }],
  },
});

const REACT_APPS = ['docs', 'web'];
/** The React code of the workspace: each app's src/ and the components the apps share. */
const REACT_SOURCES = [...REACT_APPS.map((app) => `apps/${app}/src`), 'packages/react-common/src'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      'data/',
      'logs/',
      'apps/api/src/db/migrations/',
      'apps/web/src/lib/api-schema.d.ts',
      'apps/web/e2e/screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  // Plain JavaScript modules outside every TypeScript project (a worker's loader): no type information.
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/test/**/*.ts'],
    rules: {
      // Assertions on parsed JSON bodies are the point of these tests.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  ...REACT_SOURCES.flatMap((src) => [
    { files: [`${src}/**/*.{ts,tsx}`], ...reactHooks.configs.flat['recommended-latest'] },
    { files: [`${src}/**/*.tsx`], ...jsxA11y.flatConfigs.recommended },
    { files: [`${src}/**/*.{ts,tsx}`], languageOptions: { globals: globals.browser } },
  ]),
  {
    // The classroom app speaks the class's language: what it shows comes from its catalogues
    // (apps/web/src/locales), never from text written into a screen.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/__tests__/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: SHOWN_ATTRIBUTES },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·×÷−–—]+'] },
        },
      ],
    },
  },
  importRules('docs', docsImportZones),
  importRules('web', reactAppZones('./apps/web/src')),
  importRules('api', apiImportZones),
  {
    // Files are named in kebab-case, one concept each (bulletproof-react's check-file rule).
    files: ['apps/*/{src,test,scripts,e2e,build}/**/*.{ts,tsx}', 'packages/*/{src,test,bench}/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/!(__tests__)/': 'KEBAB_CASE' }],
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
