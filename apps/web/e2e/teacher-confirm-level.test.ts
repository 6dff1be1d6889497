import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Locator } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import { joinWithCode, readStudent, registerTeacher, studentUsernames, uniqueName } from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { pick } from './support/forms';
import { signInAsTeacher } from './support/sign-in';

/** A child's name as long as names in the class get, in Devanagari. */
const LONG_NAME = 'अनन्यालक्ष्मी वेंकटरमणन श्रीनिवासराघवन';

/** That the element is on screen within the phone's width as the page lies, with nothing scrolled sideways. */
async function expectWithinWidth(expect: ExpectStatic, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

// Found by a teacher: a child who joined with the class code picked a level nobody confirmed, and adding
// a child by hand asked for an email and a phone number children do not have.
// The tests run at once, each with its own class and pages: most of a test is waiting for the app.
describe.concurrent('a teacher with children who joined by themselves', () => {
  const browser = useBrowser();

  it('at a desk (1280 px): confirms one child’s level in one tap, moves another, and adds a child with no email or phone', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const mira = await joinWithCode(teacher, 'Mira Das', 3);
    const kabir = await joinWithCode(teacher, 'Kabir Shah', 5);
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    // Home says who is waiting, though the counts by level cannot (one of them may have no level yet).
    await page.getByText('2 children are waiting for you to confirm their level').waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-home-waiting');
    await page.getByRole('link', { name: 'Confirm their levels' }).click();
    await screenTitle(page, 'Students');
    expect(await page.getByRole('radio', { name: 'Waiting for a level' }).isChecked()).toBe(true);

    const roster = page.getByRole('table', { name: 'My students' });
    const miraRow = roster.getByRole('row').filter({ hasText: 'Mira Das' });
    await miraRow.getByText('Level 3 · picked by the child').waitFor(STATE_WAIT);
    await roster
      .getByRole('row')
      .filter({ hasText: 'Kabir Shah' })
      .getByText('Level 5 · picked by the child')
      .waitFor();
    await checkScreen(page, 'teacher-students-waiting');
    await miraRow.getByRole('button', { name: 'Confirm level 3 for Mira Das' }).click();
    await page
      .getByText('Mira Das is confirmed at level 3 and sees the level 3 exams now.')
      .waitFor(STATE_WAIT);
    await miraRow.getByText('Level 3 · picked by the child').waitFor({ state: 'detached', ...STATE_WAIT });
    expect(await readStudent(teacher, mira.id)).toMatchObject({ level: 3, level_confirmed: true });

    // Another child, on their own screen: the level they picked is said, and moving them confirms it.
    await roster.getByRole('link', { name: 'Kabir Shah' }).click();
    await screenTitle(page, 'Kabir Shah');
    await page
      .getByText('Kabir Shah picked level 5 when joining with your class code', { exact: false })
      .waitFor();
    await checkScreen(page, 'teacher-student-waiting');
    await page.getByRole('radiogroup', { name: 'New level' }).getByText('4', { exact: true }).click();
    await page.getByRole('button', { name: 'Move to level 4' }).click();
    await page.getByText('Kabir Shah is now at level 4', { exact: false }).waitFor(STATE_WAIT);
    expect(await readStudent(teacher, kabir.id)).toMatchObject({ level: 4, level_confirmed: true });

    // A child with neither an email nor a phone number, added by hand.
    await page.getByRole('link', { name: 'All students' }).click();
    await screenTitle(page, 'Students');
    const username = uniqueName('leela');
    await page.getByRole('button', { name: 'Add a student' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a student' });
    await dialog.getByLabel('Full name').fill('Leela Nair');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password').fill('pupil-password-1');
    await pick(dialog, 'Class', '4');
    await pick(dialog, 'Abacus level', '2');
    await dialog.getByRole('button', { name: 'Add the student' }).click();
    await dialog.waitFor({ state: 'hidden', ...STATE_WAIT });
    await roster.getByRole('link', { name: 'Leela Nair' }).waitFor(STATE_WAIT);
    expect(await studentUsernames(teacher)).toContain(username);
    expect(problems).toEqual([]);
  });

  it('on a phone (360 px): the roster says whose level waits, and the button confirms it', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const mira = await joinWithCode(teacher, 'Mira Das', 3);
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE, hasTouch: true });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/students'));
    await screenTitle(page, 'Students');
    const confirm = page.getByRole('button', { name: 'Confirm level 3 for Mira Das' });
    await confirm.waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-students-waiting');
    await confirm.tap();
    await page.getByText('Mira Das is confirmed at level 3', { exact: false }).waitFor(STATE_WAIT);
    expect(await readStudent(teacher, mira.id)).toMatchObject({ level_confirmed: true });
    expect(problems).toEqual([]);
  });

  it('on a phone (360 px): sets the level of a child who left it, from the roster to the child’s screen', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const arjun = await joinWithCode(teacher, 'Arjun Rao');
    await joinWithCode(teacher, LONG_NAME);
    await joinWithCode(teacher, 'Kabir Shah', 5);
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE, hasTouch: true });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/students'));
    await screenTitle(page, 'Students');
    const roster = page.getByRole('table', { name: 'My students' });
    await roster.getByText('Not set yet').first().waitFor(STATE_WAIT);
    // Each row's action is within the phone's width, no sideways scrolling; the name is in its accessible
    // name only, so a long one does not run over three lines.
    const setLong = roster.getByRole('link', { name: `Set the level of ${LONG_NAME}` });
    expect(await setLong.innerText()).toBe('Set the level');
    await expectWithinWidth(expect, setLong);
    await expectWithinWidth(expect, roster.getByRole('button', { name: 'Confirm level 5 for Kabir Shah' }));
    await checkScreen(page, 'teacher-students-level-unset');
    // The same in Hindi.
    await page.getByText('हिन्दी', { exact: true }).click();
    const setLongHindi = page
      .getByRole('table', { name: 'मेरे विद्यार्थी' })
      .getByRole('link', { name: `${LONG_NAME} का लेवल तय करें` });
    await setLongHindi.waitFor(STATE_WAIT);
    expect(await setLongHindi.innerText()).toBe('लेवल तय करें');
    await expectWithinWidth(expect, setLongHindi);
    await expectWithinWidth(expect, page.getByRole('button', { name: 'Kabir Shah के लिए लेवल 5 पक्का करें' }));
    await checkScreen(page, 'teacher-students-level-unset-hindi');
    await page.getByText('English', { exact: true }).click();

    await roster.getByRole('link', { name: 'Set the level of Arjun Rao' }).tap();
    await screenTitle(page, 'Arjun Rao');
    await page
      .getByText('Arjun Rao joined with your class code and left the level for you to set.', { exact: false })
      .waitFor();
    await checkScreen(page, 'teacher-student-level-unset');
    await page.getByRole('radiogroup', { name: 'New level' }).getByText('2', { exact: true }).tap();
    await page.getByRole('button', { name: 'Set level 2' }).tap();
    await page.getByText('Arjun Rao is now at level 2', { exact: false }).waitFor(STATE_WAIT);
    expect(await readStudent(teacher, arjun.id)).toMatchObject({
      sclass: null,
      level: 2,
      level_confirmed: true,
    });
    expect(problems).toEqual([]);
  });
});
