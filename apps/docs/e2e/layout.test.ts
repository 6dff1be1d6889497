import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe';
import { navigate, screenTitle, useBrowser } from './support/browser';

describe('the layout', () => {
  const browser = useBrowser();

  it('shows only the desktop notice on a 700 px wide screen', async () => {
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

  it('shows the documentation, and no notice, on a 1280 px wide screen', async () => {
    const { page } = await browser.open('/welcome');
    expect(await screenTitle(page)).toBe('Abacus Exam Platform API');
    expect(await page.getByText('Desktop Mode Required').count()).toBe(0);
  });

  it('has a 300 px sidebar that collapses to an 80 px rail of icons and expands again', async () => {
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

  it('shows how far the content has been scrolled, and starts again at 0 on the next page', async () => {
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
});
