import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { screenTitle } from '@abacus/browser-testing/browser';
import { useBrowser } from './support/browser';
import { API_COLLECTION_WORKFLOW } from '../src/config/api-collection-workflow';
import { API_REFERENCE } from './support/site-routes';

const activeSlide = (page: Page) =>
  page.locator('.slick-slide.slick-active [aria-roledescription="slide"]').getAttribute('aria-label');

describe.concurrent('interactions', () => {
  const browser = useBrowser();

  it('advances the carousel every five seconds', async ({ expect }) => {
    const { page } = await browser.open('/welcome', { fakeClock: true });
    await screenTitle(page);
    expect(await activeSlide(page)).toBe('Slide 1 of 3: The project in figures');
    // The slider starts its timer once it is mounted, which a busy machine may do a little after the title
    // shows: so the first change is awaited in steps of the clock, and the interval measured from it.
    for (let waited = 0; waited < 30_000; waited += 500) {
      if ((await activeSlide(page)) !== 'Slide 1 of 3: The project in figures') break;
      await page.clock.runFor(500);
    }
    await expect.poll(() => activeSlide(page)).toBe('Slide 2 of 3: Technologies');
    // The slider re-arms its timer after each change, so the next one is due 5 s after this change.
    await page.clock.runFor(4_400);
    expect(await activeSlide(page)).toBe('Slide 2 of 3: Technologies');
    await page.clock.runFor(1_200);
    await expect.poll(() => activeSlide(page)).toBe('Slide 3 of 3: Development tools');
  });

  it('steps through the two Docker guides independently', async ({ expect }) => {
    const { page } = await browser.open('/installation-with-docker');
    await screenTitle(page);
    const development = page.getByRole('region', { name: 'Local development with Docker' });
    const production = page.getByRole('region', { name: 'Production with Docker' });
    const button = (guide: typeof development, name: string) =>
      guide.getByRole('button', { name, exact: true });

    expect(await button(development, 'Previous').count()).toBe(0);
    for (let step = 1; step <= 3; step++) await button(development, 'Next').click();
    await development
      .getByText('psql postgres://abacus:abacus@localhost:5433/abacus', { exact: false })
      .waitFor();
    expect(await button(development, 'Next').count()).toBe(0);
    expect(await button(development, 'Previous').count()).toBe(1);

    expect(await button(production, 'Previous').count()).toBe(0);
    await production.getByText('git clone').waitFor();
    await button(production, 'Next').click();
    await production.getByText('.prod.env', { exact: false }).first().waitFor();
    await button(production, 'Previous').click();
    expect(await button(production, 'Previous').count()).toBe(0);
  });

  it('walks the six installation steps', async ({ expect }) => {
    const { page } = await browser.open('/installation');
    await screenTitle(page);
    const guide = page.getByRole('region', { name: 'Local installation' });
    for (let step = 1; step <= 5; step++)
      await guide.getByRole('button', { name: 'Next', exact: true }).click();
    await guide.getByText('/health', { exact: false }).first().waitFor();
    expect(await guide.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
  });

  it('scrolls to the section named in the URL', async ({ expect }) => {
    const { page } = await browser.open('/installation#troubleshooting');
    const section = page.getByRole('heading', { name: 'Troubleshooting' });
    await section.waitFor();
    // The last section cannot reach the top of the window; it must have been scrolled into view.
    await expect.poll(() => page.getByRole('main').evaluate((main) => main.scrollTop)).toBeGreaterThan(0);
    await expect.poll(async () => (await section.boundingBox())?.y ?? Infinity).toBeLessThan(800);
  });

  it('copies a code block and says so for three seconds', async ({ expect }) => {
    const { page } = await browser.open('/api/0', {
      fakeClock: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await screenTitle(page);
    const curl = page.getByRole('figure', { name: 'Example request (curl)' });
    await curl.getByRole('button', { name: 'Copy' }).click();
    await curl.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^curl -X POST '.*\/api\/v1\/student\/login'/,
    );
    await page.clock.runFor(2_900);
    expect(await curl.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    await page.clock.runFor(200);
    await curl.getByRole('button', { name: 'Copy' }).waitFor();
  });

  it('opens the popovers of the coming-soon page and of the heart', async () => {
    const { page } = await browser.open('/coming-soon');
    await screenTitle(page);
    await page.getByRole('button', { name: 'What is planned?' }).click();
    await page.getByText('Work in progress').waitFor();
    await page.getByRole('button', { name: 'Support the project' }).click();
    await page.getByText('tell other teachers about it', { exact: false }).waitFor();
  });

  it('downloads the Postman collection of every operation, in the folders of its workflow', async ({
    expect,
  }) => {
    const { page } = await browser.open('/testing');
    await screenTitle(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the Postman collection' }).click(),
    ]);
    // A browser reached over a connection hands its downloads over as streams.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const collection = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      info: { schema: string };
      item: { name: string; item: unknown[] }[];
    };
    expect(collection.info.schema).toBe(
      'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    );
    expect(collection.item.map((folder) => folder.name)).toEqual(
      API_COLLECTION_WORKFLOW.map((folder) => folder.name),
    );
    expect(collection.item.reduce((count, folder) => count + folder.item.length, 0)).toBe(
      API_REFERENCE.operationCount,
    );
  });
});
