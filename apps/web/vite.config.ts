import { fileURLToPath } from 'node:url';
import { pageHtmlPlugin } from '@abacus/react-common/page-html-plugin';
import { precompressPlugin } from '@abacus/react-common/precompress-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `npm run dev` (root) serves the API; the app's dev server forwards API calls to it. */
const API_DEV_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  // The API serves the built app under /app/ (apps/api/src/plugins/external/static-app.ts).
  base: '/app/',
  // index.html holds the app's title and description; the plugin adds what every app's page has.
  plugins: [react(), pageHtmlPlugin(), precompressPlugin()],
  build: {
    // The CJK font (src/global.css) stays a file of its own, fetched only by a page showing CJK text: inlined
    // into the style sheet as data, every screen would download it.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
  resolve: {
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
    // The exam builder previews with the generator's own TypeScript, as the API runs it.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    // 5173 is the documentation site's dev server.
    port: 5174,
    proxy: { '/api': API_DEV_ORIGIN, '/health': API_DEV_ORIGIN },
  },
});
