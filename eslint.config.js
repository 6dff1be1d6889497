// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const DOCS_SRC = './apps/docs/src';
/** The documentation site's shared code, which no feature or route may be imported into. */
const DOCS_SHARED = ['components', 'config', 'hooks', 'lib', 'testing', 'types'];
const DOCS_FEATURES = readdirSync(new URL(`${DOCS_SRC}/features`, import.meta.url));

/**
 * apps/docs imports flow shared → features → app (bulletproof-react): shared code imports neither
 * features nor the app, features import neither the app nor each other, and the build-time plugins
 * (Node) use only lib, config and types.
 */
const docsImportZones = [
  ...DOCS_SHARED.filter((folder) => folder !== 'testing').map((folder) => ({
    target: `${DOCS_SRC}/${folder}`,
    from: [`${DOCS_SRC}/features`, `${DOCS_SRC}/app`],
  })),
  { target: `${DOCS_SRC}/features`, from: `${DOCS_SRC}/app` },
  ...DOCS_FEATURES.map((feature) => ({
    target: `${DOCS_SRC}/features/${feature}`,
    from: `${DOCS_SRC}/features`,
    except: [`./${feature}`],
  })),
  {
    target: './apps/docs/build',
    from: [`${DOCS_SRC}/app`, `${DOCS_SRC}/features`, `${DOCS_SRC}/components`, `${DOCS_SRC}/hooks`],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      'data/',
      'logs/',
      'apps/api/src/db/migrations/',
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
  { files: ['apps/docs/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['apps/docs/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['apps/docs/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/docs/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: docsImportZones }],
    },
  },
  { files: ['apps/docs/src/**/*.{ts,tsx}'], languageOptions: { globals: globals.browser } },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
