import { viteApp } from '@abacus/browser-testing/vite-app';

/** The classroom app, as its browser tests build it (the API serves it at /app/ from its dist/). */
export const CLASSROOM_APP = viteApp('the classroom app', new URL('../../', import.meta.url), [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  '../../packages/generator/src',
  '../../packages/react-common/src',
]);
