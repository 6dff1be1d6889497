import { viteApp } from '@abacus/browser-testing/vite-app';

/** The documentation site, as its browser tests build it. */
export const SITE = viteApp('the documentation site', new URL('../../', import.meta.url), [
  'src',
  'build',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'project-figures.json',
  '../../package.json',
  '../api/openapi.json',
  '../../packages/react-common/src',
]);
