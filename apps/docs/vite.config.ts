import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiCollectionPlugin } from './build/api-collection-plugin.ts';
import { loadApiReference } from './build/api-reference-module.ts';
import { projectFiles } from './build/project-files.ts';
import { readProjectFacts } from './build/project-facts.ts';
import { jsonModule, virtualModulePlugin } from './build/virtual-module-plugin.ts';

export default defineConfig({
  plugins: [
    react(),
    virtualModulePlugin('virtual:api-reference', () => jsonModule('apiReference', loadApiReference()), [
      projectFiles.openapiDocument,
    ]),
    virtualModulePlugin('virtual:project-facts', () => jsonModule('projectFacts', readProjectFacts()), [
      projectFiles.rootPackage,
      projectFiles.openapiDocument,
      projectFiles.testReport,
      projectFiles.coverageSummary,
    ]),
    apiCollectionPlugin(),
  ],
  resolve: {
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
  },
});
