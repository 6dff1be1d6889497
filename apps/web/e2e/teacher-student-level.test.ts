import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import { describe, expect, it } from 'vitest';
import { addStudent, readStudent, registerTeacher } from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsTeacher } from './support/sign-in';

// Found by a teacher: "Move to level" hid levels 8–10 in a scrolling list that could not be typed into.
describe.each([
  ['a desktop (1280 px)', DESKTOP],
  ['a phone (360 px)', PHONE],
])('a teacher moving a student to another level on %s', (_, viewport) => {
  const browser = useBrowser();

  it('sees all ten levels at once and moves the student to level 10 in two taps', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, 3);
    const { page, problems } = await browser.open('/sign-in', { viewport, hasTouch: viewport === PHONE });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl(`/teacher/students/${student.id}`));
    await screenTitle(page, 'Mira Das');

    const levels = page.getByRole('radiogroup', { name: 'New level' });
    await levels.waitFor(STATE_WAIT);
    await levels.scrollIntoViewIfNeeded();
    const width = page.viewportSize()!.width;
    for (let level = 1; level <= 10; level += 1) {
      const box = (await levels.getByRole('radio', { name: String(level), exact: true }).boundingBox())!;
      expect(box.x, `level ${level}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `level ${level}`).toBeLessThanOrEqual(width);
    }
    expect(await levels.getByRole('radio', { name: '3', exact: true }).isDisabled()).toBe(true);
    await checkScreen(page, 'teacher-student-level');

    await levels.getByText('10', { exact: true }).click();
    await page.getByRole('button', { name: 'Move to level 10' }).click();
    await page.getByText('Mira Das is now at level 10 and sees the level 10 exams.').waitFor(STATE_WAIT);
    expect((await readStudent(teacher, student.id)).level).toBe(10);
    expect(problems).toEqual([]);
  });
});
