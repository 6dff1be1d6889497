import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import { describe, expect, it } from 'vitest';
import { examWithQuestions, registerTeacher } from './support/api';
import { checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { downloadOf, pdfText } from './support/download';
import { setNumber } from './support/forms';
import { asPreviewed, previewedQuestions } from './support/preview';
import { setExactRows } from './support/generation-settings';
import { signInAsTeacher } from './support/sign-in';

const TITLE = 'Level 3 big friends';

// A teacher's flow, proven at a desk's width; every-screen.test.ts shows its screens on a phone.
describe('a teacher making an exam on a desktop (1280 px)', () => {
  const browser = useBrowser();

  it('builds it from the level preset watching the preview, which is exactly the exam created', async () => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);

    await page.getByRole('link', { name: 'Exams' }).click();
    await screenTitle(page, 'Exams');
    await page.getByText('No exams yet.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'New exam' }).click();
    await screenTitle(page, 'New exam');

    await page.getByLabel('Title').fill(TITLE);
    const level = page.getByRole('combobox', { name: 'Level' });
    await level.fill('Level 3');
    await level.press('Enter');
    await page.getByText('Single digits with big friends', { exact: false }).waitFor();
    await setNumber(page, 'Questions', 5);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('All 5 questions:').waitFor(STATE_WAIT);

    // Settings that cannot give the exam: the generator says why, before anything is sent.
    await setExactRows(page, 2);
    await setNumber(page, 'Questions', 50);
    const objection = preview.getByRole('alert');
    await objection.getByText('These settings cannot make this exam').waitFor(STATE_WAIT);
    await objection
      .getByText('Only 35 distinct questions exist for these settings', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Create the exam' }).isDisabled()).toBe(true);
    await checkScreen(page, 'exam-builder-error');
    await setExactRows(page, 4);
    await setNumber(page, 'Questions', 5);
    await preview.getByText('All 5 questions:').waitFor(STATE_WAIT);
    await checkScreen(page, 'exam-builder');
    const previewed = await previewedQuestions(page);
    expect(previewed).toHaveLength(5);

    await page.getByRole('button', { name: 'Create the exam' }).click();
    await screenTitle(page, 'Exams');
    const card = page.getByRole('article', { name: TITLE });
    await card.getByText('Open to students').waitFor();

    // The server made exactly the questions the builder showed.
    const { questions } = await examWithQuestions(teacher, TITLE);
    expect(asPreviewed(questions)).toEqual(previewed);

    // The worksheet, named after the exam, with its title and every question's numbers in its text.
    const worksheet = await downloadOf(page, () =>
      card.getByRole('button', { name: `Worksheet PDF of ${TITLE}` }).click(),
    );
    expect(worksheet.name).toBe('worksheet-level-3-big-friends.pdf');
    const text = await pdfText(worksheet);
    expect(text).toContain(TITLE);
    expect(text).toContain('Answer key');
    await checkScreen(page, 'teacher-exams');

    await card.getByRole('switch').click();
    await card.getByText('Closed').waitFor();
    expect(problems).toEqual([]);
  });
});
