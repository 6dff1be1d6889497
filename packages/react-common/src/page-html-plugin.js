// @ts-check
// Plain JavaScript: Vite loads the packages its configuration imports with Node, which runs no TypeScript.

/**
 * The type and frame of what shows before the script arrives, alike in every app; each page's own style, which
 * comes after this one and so has the last word, gives it its width and colours.
 */
const FIRST_SCREEN_STYLE = `
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif; }
.first-screen { margin: 0 auto; padding: 48px 24px; color: rgba(0, 0, 0, 0.88); }
`;

/** @type {import('vite').HtmlTagDescriptor[]} What every app's page has besides its title and description. */
const PAGE_TAGS = [
  { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
  {
    tag: 'meta',
    attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
    injectTo: 'head-prepend',
  },
  { tag: 'style', children: FIRST_SCREEN_STYLE, injectTo: 'head-prepend' },
  { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }, injectTo: 'head' },
  { tag: 'script', attrs: { type: 'module', src: '/src/main.tsx' }, injectTo: 'body' },
];

/**
 * Completes an app's index.html, which holds only what is its own (title, description, its first screen):
 * the character set, the viewport, the first screen's type and frame, the favicon and the entry script
 * `src/main.tsx`. It runs before Vite reads the page, so the entry is bundled, the style minified and the
 * favicon's address gets the app's base.
 * @returns {import('vite').Plugin}
 */
export function pageHtmlPlugin() {
  return {
    name: 'abacus-page-html',
    transformIndexHtml: { order: 'pre', handler: () => PAGE_TAGS },
  };
}
