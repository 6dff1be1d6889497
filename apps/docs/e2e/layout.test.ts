import type { Locator } from 'playwright-core';
import { describe, it } from 'vitest';
import { seriousAccessibilityViolations } from '@abacus/browser-testing/axe';
import { screenTitle } from '@abacus/browser-testing/browser';
import { navigate, useBrowser } from './support/browser';
import { API_REFERENCE, ENDPOINTS, endpointRoute } from './support/site-routes';

describe.concurrent('the layout', () => {
  const browser = useBrowser();

  it('shows only the desktop notice on a 700 px wide screen', async ({ expect }) => {
    const { page } = await browser.open('/welcome', { viewport: { width: 700, height: 900 } });
    expect(await screenTitle(page)).toBe('Desktop Mode Required');
    await page
      .getByText(
        'please access this website on a desktop device or enable "Desktop Mode" on your mobile browser.',
        {
          exact: false,
        },
      )
      .waitFor();
    expect(await page.getByRole('complementary').count()).toBe(0);
    expect(await page.getByText('API Documentation').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('shows the documentation, and no notice, on a 1280 px wide screen', async ({ expect }) => {
    const { page } = await browser.open('/welcome');
    expect(await screenTitle(page)).toBe('Abacus Exam Platform API');
    expect(await page.getByText('Desktop Mode Required').count()).toBe(0);
  });

  it('has a 300 px sidebar that collapses to an 80 px rail of icons and expands again', async ({
    expect,
  }) => {
    const { page } = await browser.open('/welcome');
    const sidebar = page.getByRole('complementary', { name: 'Documentation menu' });
    const width = async () => (await sidebar.boundingBox())?.width;
    await expect.poll(width).toBe(300);
    await page.getByRole('button', { name: 'Collapse the menu' }).click();
    await expect.poll(width).toBe(80);
    expect(await sidebar.locator('.anticon').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Expand the menu' }).click();
    await expect.poll(width).toBe(300);
  });

  it('shows how far the content has been scrolled, and starts again at 0 on the next page', async ({
    expect,
  }) => {
    const { page } = await browser.open('/architecture/project-structure');
    await screenTitle(page);
    const progress = page.getByRole('progressbar', { name: 'Page scrolled' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    await page.getByRole('main').evaluate((main) => main.scrollTo({ top: main.scrollHeight }));
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    await navigate(page, '/key-feature');
    await screenTitle(page, 'Key Features');
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('0');
  });

  it('opens a menu group without animating it when the visitor asks for reduced motion', async ({
    expect,
  }) => {
    const { page } = await browser.open('/welcome');
    await screenTitle(page);
    const sidebar = page.getByRole('complementary', { name: 'Documentation menu' });
    await sidebar.getByRole('menuitem', { name: 'Installation', exact: true }).click();
    // Everything the click changed is already in its final state: no transition or animation runs.
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => String((animation.effect as KeyframeEffect | null)?.target?.className)),
    );
    expect(running).toEqual([]);
    await sidebar.getByRole('menuitem', { name: 'Environment Variables' }).waitFor();
  });

  // The new endpoints (#37 onwards) sit at the bottom of the menu; /api/40 joins once it exists.
  const farDownTheMenu = [...new Set([40, ENDPOINTS.length - 1].filter((index) => index < ENDPOINTS.length))];

  it.for(farDownTheMenu)(
    'shows the selected menu entry on /api/%i, and again after going on to /installation',
    async (index, { expect }) => {
      // A visitor who has read an endpoint of every group: the menu has every group open, so it is long.
      const { page } = await browser.open('/welcome');
      for (const { endpoints } of API_REFERENCE.groups) {
        await navigate(page, endpointRoute(endpoints[0]!.index));
        await screenTitle(page, endpoints[0]!.label);
      }
      await navigate(page, endpointRoute(index));
      await screenTitle(page, ENDPOINTS[index]!.label);
      const sidebar = page.getByRole('complementary', { name: 'Documentation menu' });
      expect(await sidebar.evaluate((element) => element.scrollHeight > 2 * element.clientHeight)).toBe(true);
      await expect.poll(() => isInside(sidebar, selectedEntry(sidebar))).toBe(true);
      await navigate(page, '/installation');
      await screenTitle(page, 'Installation');
      await expect.poll(() => selectedEntry(sidebar).textContent()).toBe('Installation');
      await expect.poll(() => isInside(sidebar, selectedEntry(sidebar))).toBe(true);
      expect(await isInside(sidebar, sidebar.getByText('Abacus Exam Platform', { exact: true }))).toBe(true);
    },
  );
});

const selectedEntry = (sidebar: Locator) => sidebar.locator('.ant-menu-item-selected');

/** Whether `element` is wholly within the visible part of `container`. */
async function isInside(container: Locator, element: Locator): Promise<boolean> {
  const [outer, inner] = await Promise.all([container.boundingBox(), element.boundingBox()]);
  if (!outer || !inner) return false;
  return inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height;
}
