import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { elementsPastViewport, PHONE, widthPastViewport } from '../src/browser.js';
import '../src/provided-context.js';

/** A page as the apps' index.html starts one: laid out at the device's width. */
const pageWith = (body: string) => `<!doctype html>
<html lang="en">
  <head><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Width</title></head>
  <body style="margin: 0">${body}</body>
</html>`;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.connect(inject('browserEndpoint'));
});
afterAll(async () => {
  await browser.close();
});

/** A page in a context like the apps' phone: 360 px, touch, laid out as a phone's browser does. */
async function onAPhone(body: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.setContent(pageWith(body));
  return page;
}

describe('widthPastViewport on a phone context (isMobile)', () => {
  it('reports a 700 px wide element as 340 px past a 360 px phone', async () => {
    const page = await onAPhone('<div style="width: 700px; height: 10px"></div>');
    // The phone zooms the page out to fit, which is why window.innerWidth cannot see the overflow: this
    // shows that the page under test is the one that fooled the old check.
    expect(await page.evaluate(() => window.innerWidth)).toBeGreaterThanOrEqual(700);
    expect(await widthPastViewport(page)).toBe(340);
    await page.context().close();
  });

  it('names the element that carries the page past the edge, not its children', async () => {
    const page = await onAPhone(
      '<main><p>Fits.</p><div class="popup wide" style="position: absolute; left: 300px; width: 200px"><b>Far</b></div></main>',
    );
    expect(await elementsPastViewport(page)).toEqual(['div.popup.wide "Far" left=300 right=500']);
    await page.context().close();
  });

  it('reports 0 for a page that fits the phone', async () => {
    const page = await onAPhone('<div style="width: 100%; height: 10px"></div><p>Fits.</p>');
    expect(await widthPastViewport(page)).toBe(0);
    await page.context().close();
  });

  it('measures against a viewport set after the context was made', async () => {
    const page = await onAPhone('<div style="width: 700px; height: 10px"></div>');
    await page.setViewportSize({ width: 800, height: 600 });
    expect(await widthPastViewport(page)).toBe(0);
    await page.context().close();
  });
});
