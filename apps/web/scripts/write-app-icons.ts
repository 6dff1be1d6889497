/**
 * Draws the app's icons for the web app manifest (public/icons/*.png) from the favicon's abacus, in the
 * system's Chromium: the PNGs are committed, so neither a build nor an install needs a browser.
 *   npm run icons -w @abacus/web
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { APP_ICONS } from './app-icons.ts';

const CHROMIUM = '/usr/bin/chromium';

/** The abacus of public/favicon.svg, its frame filling `inset`..`32 - inset` of a 32-unit square. */
const abacus = (background: 'rounded' | 'full') => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">
  ${
    background === 'full'
      ? '<rect width="32" height="32" fill="#1677ff"/><g transform="translate(3.2 3.2) scale(0.8)">'
      : '<g><rect x="2" y="2" width="28" height="28" rx="4" fill="#1677ff"/>'
  }
    <g stroke="#fff" stroke-width="1.5"><path d="M6 10h20M6 16h20M6 22h20"/></g>
    <g fill="#ffd666">
      <circle cx="9" cy="10" r="2.5"/><circle cx="15" cy="10" r="2.5"/>
      <circle cx="12" cy="16" r="2.5"/><circle cx="21" cy="16" r="2.5"/>
      <circle cx="9" cy="22" r="2.5"/><circle cx="18" cy="22" r="2.5"/><circle cx="23" cy="22" r="2.5"/>
    </g>
  </g>
</svg>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of APP_ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${abacus(icon.purpose === 'maskable' ? 'full' : 'rounded')}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true });
    writeFileSync(new URL(`../public/${icon.file}`, import.meta.url), png);
    console.warn(`wrote public/${icon.file} (${png.length} bytes)`);
    await page.close();
  }
} finally {
  await browser.close();
}
