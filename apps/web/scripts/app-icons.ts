/**
 * The icons of the web app manifest, under public/: what a phone shows on its home screen once the app
 * is installed. A maskable one fills its square, its abacus inside the central 80 % a launcher may cut
 * to a circle. `npm run icons -w @abacus/web` draws them; the manifest (vite.config.ts) lists them.
 */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
