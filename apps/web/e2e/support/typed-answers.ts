import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Question `n` of an attempt of `total`, as the take-exam screen names its region. */
export const questionRegion = (page: Page, n: number, total: number) =>
  page.getByRole('region', { name: `Question ${n} of ${total}` });

/** The answer to the question on the screen, worked out from how it is read aloud ("12 plus 7 minus 5"). */
export async function answerShown(page: Page, n: number, total: number): Promise<number> {
  const spoken = await questionRegion(page, n, total).getByRole('img').getAttribute('aria-label');
  const tokens = (spoken ?? '').replace(', equals?', '').split(' ');
  let sum = Number(tokens[0]);
  for (let index = 1; index < tokens.length; index += 2) {
    const number = Number(tokens[index + 1]);
    sum += tokens[index] === 'plus' ? number : -number;
  }
  expect(Number.isInteger(sum), `the question read "${spoken}"`).toBe(true);
  return sum;
}
