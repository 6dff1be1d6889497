import { fileURLToPath } from 'node:url';
import { pageHtmlPlugin } from '@abacus/react-common/page-html-plugin';
import { precompressPlugin } from '@abacus/react-common/precompress-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { apiCollectionPlugin } from './build/api-collection-plugin.ts';
import { loadApiMenu, loadApiReference } from './build/api-reference-module.ts';
import { projectFiles } from './build/project-files.ts';
import { readProjectFacts } from './build/project-facts.ts';
import { loadProjectLinks } from './build/project-links-module.ts';
import { jsonModule, virtualModulePlugin } from './build/virtual-module-plugin.ts';

export default defineConfig({
  plugins: [
    react(),
    // index.html holds the site's title and description; the plugin adds what every app's page has.
    pageHtmlPlugin(),
    virtualModulePlugin('virtual:api-reference', () => jsonModule('apiReference', loadApiReference()), [
      projectFiles.openapiDocument,
    ]),
    // The sidebar's menu alone: the whole reference would be in the first download of every page.
    virtualModulePlugin('virtual:api-menu', () => jsonModule('apiMenu', loadApiMenu()), [
      projectFiles.openapiDocument,
    ]),
    virtualModulePlugin('virtual:project-facts', () => jsonModule('projectFacts', readProjectFacts()), [
      projectFiles.rootPackage,
      projectFiles.openapiDocument,
      projectFiles.projectFigures,
    ]),
    virtualModulePlugin('virtual:project-links', () => jsonModule('projectLinks', loadProjectLinks()), [
      projectFiles.rootPackage,
    ]),
    apiCollectionPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
    // Workspace packages (the table of environment variables) are bundled from their TypeScript sources.
    conditions: ['source', ...defaultClientConditions],
  },
});
