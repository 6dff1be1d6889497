import { PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStudent, registerTeacher } from './support/api';
import { checkScreen, useBrowser } from './support/browser';
import { signInAsStudent } from './support/sign-in';

/** The digit each rod shows, units first, read from the beads themselves (not from any label). */
async function digitsOnBeads(soroban: Locator): Promise<number[]> {
  return soroban.evaluate((svg) =>
    [...svg.querySelectorAll('[data-rod]')]
      .map((rod) => {
        const active = (bead: string) =>
          rod.querySelector(`[data-bead="${bead}"]`)?.getAttribute('data-active') === 'true';
        const lower = [1, 2, 3, 4].filter((k) => active(`lower-${k}`)).length;
        return { place: Number(rod.getAttribute('data-rod')), digit: (active('upper') ? 5 : 0) + lower };
      })
      .sort((a, b) => a.place - b.place)
      .map(({ digit }) => digit),
  );
}

// A child's flow, proven at a phone's width; every-screen.test.ts shows its screen on a desktop.
describe('the soroban on a phone (360 px)', () => {
  const browser = useBrowser();

  it('shows 0, 7, 58 and 1 234 567 bead by bead, and answers the keyboard on each rod', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, 2);
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    await page.getByRole('link', { name: 'Learn' }).click();
    await screenTitle(page, 'Learn the soroban');

    const shown = (label: string) =>
      page.getByRole('listitem', { name: label }).getByRole('img', { name: `Soroban showing ${label}` });
    expect(await digitsOnBeads(shown('0'))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await digitsOnBeads(shown('7'))).toEqual([7, 0, 0, 0, 0, 0, 0]);
    expect(await digitsOnBeads(shown('58'))).toEqual([8, 5, 0, 0, 0, 0, 0]);
    expect(await digitsOnBeads(shown('1\u202f234\u202f567'))).toEqual([7, 6, 5, 4, 3, 2, 1]);

    // Working the beads: 8 on the units rod by key, one more with ↑, then 5 on the tens rod by its upper bead.
    const trainer = page.getByRole('group', { name: /^Your soroban/ });
    await trainer.getByRole('slider', { name: 'units rod' }).focus();
    await page.keyboard.press('8');
    await page.keyboard.press('ArrowUp');
    await trainer.locator('[data-rod="1"] [data-bead="upper"]').click();
    expect(await digitsOnBeads(trainer)).toEqual([9, 5, 0, 0, 0, 0, 0]);
    await page.getByText('The soroban shows 59').waitFor();
    await checkScreen(page, 'learn');
    expect(problems).toEqual([]);
  });
});
