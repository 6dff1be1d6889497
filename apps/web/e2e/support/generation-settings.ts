import type { Locator, Page } from 'playwright-core';
import { setNumber } from './forms';

/** The exam builder's question settings, set as a teacher does: by their labels. */

const OPERATIONS = { '+': '+ add', '-': '− take away', '*': '× times', '/': '÷ divide' } as const;

/** Ticks exactly these operations. */
export async function chooseOperations(
  page: Page,
  chosen: readonly (keyof typeof OPERATIONS)[],
): Promise<void> {
  // Ticked first, so the operations are never none at all.
  const order = (Object.keys(OPERATIONS) as (keyof typeof OPERATIONS)[]).sort(
    (a, b) => Number(chosen.includes(b)) - Number(chosen.includes(a)),
  );
  for (const operator of order) {
    await page.getByRole('checkbox', { name: OPERATIONS[operator] }).setChecked(chosen.includes(operator));
  }
}

/** Every question with exactly `rows` rows, whether the level's preset gave a fixed number or a from–to. */
export async function setExactRows(page: Page, rows: number): Promise<void> {
  await page.getByRole('checkbox', { name: 'Same number of rows in every question' }).check();
  await setNumber(page, 'Rows per question', rows);
}

/** Types into the number box labelled `label` inside `scope` and leaves it. */
async function setNumberIn(scope: Locator, label: string, value: number): Promise<void> {
  const field = scope.getByRole('spinbutton', { name: label, exact: true });
  await field.fill(String(value));
  await field.press('Tab');
}

/** The numbers by their digits: each row from `from` to `to` digits. */
export async function setDigitsPerRow(page: Page, from: number, to: number): Promise<void> {
  await page.getByRole('radio', { name: 'Digits', exact: true }).check();
  const digits = page.getByRole('group', { name: 'Digits per row' });
  await setNumberIn(digits, 'from', from);
  await setNumberIn(digits, 'to', to);
}

/** A two-number drill as the teacher names it: "2-digit × 1-digit", or for ÷ the number divided first. */
export async function setDrill(
  page: Page,
  operator: '*' | '/',
  first: number,
  second: number,
): Promise<void> {
  await chooseOperations(page, [operator]);
  await page.getByRole('radio', { name: '× ÷ drill' }).check();
  const drill = page.getByRole('group', { name: 'Each question' });
  const divides = operator === '/';
  // The second first: a ÷ drill's number divided must have more digits than the divisor.
  await setNumberIn(
    drill,
    divides ? 'Digits of the number to divide by' : 'Digits of the second number',
    second,
  );
  await setNumberIn(drill, divides ? 'Digits of the number divided' : 'Digits of the first number', first);
}

/** The numbers of each previewed question, from its written form (`47 × 6`, `12 + 5 − 3`). */
export const numbersOf = (question: string) => question.split(/ [+−×÷] /).map((number) => Number(number));

export const digitCount = (value: number) => String(Math.abs(value)).length;
