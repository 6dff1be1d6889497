import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import { describe, expect, it } from 'vitest';
import { examWithQuestions, registerTeacher } from './support/api';
import { checkScreen, pathOf, STATE_WAIT, useBrowser } from './support/browser';
import { downloadOf, pdfText } from './support/download';
import { setNumber } from './support/forms';
import { asPreviewed, listedQuestions, previewedQuestions } from './support/preview';
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

    // Made: the teacher is told so, and lands on the exam's questions, which are the ones previewed.
    await page.getByRole('button', { name: 'Create the exam' }).click();
    await screenTitle(page, TITLE);
    await page
      .getByRole('status')
      .getByText(`“${TITLE}” is made. Here are its questions with their answers.`, { exact: false })
      .waitFor();
    const { examId, questions } = await examWithQuestions(teacher, TITLE);
    expect(pathOf(page)).toBe(`/teacher/exams/${examId}/questions`);
    const listed = page.getByRole('region', { name: 'The questions and their answers' });
    await listed.getByRole('listitem').first().waitFor(STATE_WAIT);
    expect(await listedQuestions(listed)).toEqual(previewed);
    // The server made exactly the questions the builder showed.
    expect(asPreviewed(questions)).toEqual(previewed);
    await checkScreen(page, 'teacher-exam-made');

    await page
      .getByRole('navigation', { name: 'Teacher screens' })
      .getByRole('link', { name: 'Exams' })
      .click();
    await screenTitle(page, 'Exams');
    const card = page.getByRole('article', { name: TITLE });
    await card.getByText('Open to students').waitFor();

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
