import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import { describe, expect, it } from 'vitest';
import { addStudent, registerTeacher, signInTeacher } from './support/api';
import { checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsTeacher } from './support/sign-in';

// Found by a teacher: closing the whole class took two clicks and no password.
describe('a teacher closing their account on a desktop (1280 px)', () => {
  const browser = useBrowser();

  it('is asked for their password: a wrong one closes nothing, the right one closes the class', async () => {
    const teacher = await registerTeacher();
    await addStudent(teacher, 2);
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await page
      .getByRole('navigation', { name: 'Teacher screens' })
      .getByRole('link', { name: 'Account' })
      .click();
    await screenTitle(page, 'Your account');

    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close my account?' });
    const close = dialog.getByRole('button', { name: 'Close my account' });
    expect(await close.isDisabled()).toBe(true);
    await dialog.getByLabel('Your password, to be sure it is you').fill('not-my-password');
    await close.click();
    await dialog
      .getByRole('alert')
      .getByText('That is not your password. Nothing was closed.')
      .waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-close-account-wrong-password');
    expect(await signInTeacher(teacher.username, teacher.password)).toMatch(/^ey/);

    await dialog.getByLabel('Your password, to be sure it is you').fill(teacher.password);
    await dialog.getByLabel('Your password, to be sure it is you').press('Enter');
    await screenTitle(page, 'Sign in');
    await page.getByText('Your account is closed: you and your students can no longer sign in.').waitFor();
    await expect(signInTeacher(teacher.username, teacher.password)).rejects.toThrow('(401)');
    expect(problems).toEqual([]);
  });
});
