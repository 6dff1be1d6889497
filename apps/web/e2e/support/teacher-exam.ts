import type { Page } from 'playwright-core';

/** Shows one part of a teacher's exam screen (its overview, results, …). */
export async function openPart(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Part of the exam' })
    .getByRole('link', { name, exact: true })
    .click();
  await page.getByRole('region', { name, exact: true }).waitFor();
}
