import { fileURLToPath } from 'node:url';
import { pageHtmlPlugin } from '@abacus/react-common/page-html-plugin';
import { precompressPlugin } from '@abacus/react-common/precompress-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_ICONS } from './scripts/app-icons.ts';

/** Where `npm run dev` (root) serves the API; the app's dev server forwards API calls to it. */
const API_DEV_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  // The API serves the built app under /app/ (apps/api/src/plugins/external/static-app.ts).
  base: '/app/',
  // index.html holds the app's title and description; the plugin adds what every app's page has.
  plugins: [
    react(),
    pageHtmlPlugin(),
    // Installable, and the app's files kept on the device so that a set begun online goes on without a
    // connection. Only the build's own files are cached: API answers are never (no runtime caching).
    // A new build waits until the app says it may take over (src/lib/service-worker.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/app/',
        name: 'Abacus classroom',
        short_name: 'Abacus',
        description: 'Practise every day, take your exams and see how you are doing.',
        start_url: '/app/',
        scope: '/app/',
        display: 'standalone',
        background_color: '#f4f7fb',
        theme_color: '#0958d9',
        icons: APP_ICONS.map(({ file, size, purpose }) => ({
          src: file,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose,
        })),
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Every address of the app is its index.html, as the API serves it (static-app.ts).
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
    precompressPlugin(),
  ],
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
