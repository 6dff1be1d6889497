import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STATE_WAIT } from './browser';

/** A sum as the teacher's API writes it (`12 + 7 - 5`), as the exam reads it to a screen reader. */
export const spokenSum = (question: string) =>
  question
    .trim()
    .split(/\s+/)
    .map((token) => ({ '+': 'plus', '-': 'minus' })[token] ?? token)
    .join(' ');

/**
 * Answers the attempt on screen, one question after the other: the right answer (the teacher's, found by
 * the question read aloud) where `right` says so, another option elsewhere; then hands it in.
 */
export async function answerOnScreen(
  page: Page,
  answers: ReadonlyMap<string, number>,
  right: (n: number) => boolean,
): Promise<void> {
  const count = answers.size;
  for (let n = 1; n <= count; n += 1) {
    const question = page.getByRole('region', { name: `Question ${n} of ${count}` });
    await question.waitFor(STATE_WAIT);
    const spoken = (await question.getByRole('img').getAttribute('aria-label'))?.replace(', equals?', '');
    const answer = answers.get(spoken ?? '');
    expect(answer, `the teacher's answer to "${spoken}"`).toBeDefined();
    const options = page.getByRole('group', { name: 'Answers' }).getByRole('button');
    const rightOption = options.filter({ hasText: new RegExp(`^[A-D]: ${answer}$`) });
    await (
      right(n) ? rightOption : options.filter({ hasNotText: new RegExp(`: ${answer}$`) }).first()
    ).click();
    await question.getByRole('button', { name: n < count ? /^Next/ : 'Hand in' }).click();
  }
  await page
    .getByRole('dialog', { name: 'Hand in your answers?' })
    .getByRole('button', { name: 'Hand in' })
    .click();
}
