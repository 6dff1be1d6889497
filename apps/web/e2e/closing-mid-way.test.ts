import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import { describe, it } from 'vitest';
import {
  addStudent,
  createExam,
  readExam,
  registerTeacher,
  showRoundQuestion,
  signInStudent,
  startAttempt,
  startRound,
} from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsTeacher } from './support/sign-in';

/** A projector's screen: 1280 × 720. */
const PROJECTOR = { viewport: { width: 1280, height: 720 } };

// Seen in a week of use: one click on the switch closed a test a child was in the middle of, and "End
// round", beside "Show answer" and "Next", ended a round of 20 after question 3.
describe.concurrent('closing something a class is in the middle of', () => {
  const browser = useBrowser();

  it('asks a teacher at a desk before closing a test a child is taking, in English and Hindi', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const ravi = await addStudent(teacher, 2, 'Ravi Kumar');
    const examId = await createExam(teacher, { title: 'Friday test', level: 2, assessment: true });
    await startAttempt(await signInStudent(ravi.username, ravi.password), examId);

    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/exams'));
    await screenTitle(page, 'Exams');
    const card = page.getByRole('article', { name: 'Friday test' });
    const open = card.getByRole('switch');
    await open.click();
    const dialog = page.getByRole('dialog');
    await page
      .getByRole('dialog', { name: '1 child is taking it now. Close it anyway?' })
      .waitFor(STATE_WAIT);
    await dialog.getByText('Closing ends their try now, with the answers they have given so far.').waitFor();
    await checkScreen(page, 'close-while-taken');
    await dialog.getByRole('button', { name: 'Keep it open' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await open.isChecked()).toBe(true);
    expect((await readExam(teacher, examId)).is_active).toBe(true);

    await page.getByText('हिन्दी', { exact: true }).click();
    await open.click();
    await page.getByRole('dialog', { name: '1 बच्चा अभी इसे दे रहा है। फिर भी बंद करें?' }).waitFor(STATE_WAIT);
    await checkScreen(page, 'close-while-taken-hindi');
    await dialog.getByRole('button', { name: 'बंद करें' }).click();
    await expect.poll(() => open.isChecked(), STATE_WAIT).toBe(false);
    expect((await readExam(teacher, examId)).is_active).toBe(false);
    expect(problems).toEqual([]);
  });

  it('asks the teacher at the projector before ending a round early, and keeps it going when told to', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const examId = await createExam(teacher, { title: 'Quick round', level: 3, totalQuestions: 3 });
    const round = await startRound(teacher, examId, 60);
    await showRoundQuestion(teacher, round.id, 1);

    const { page, problems } = await browser.open('/sign-in', PROJECTOR);
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl(`/teacher/rounds/${round.id}`));
    await page.getByText('Question 1 of 3').waitFor(STATE_WAIT);
    const end = page.getByRole('button', { name: 'End round' });
    await end.click();
    const dialog = page.getByRole('dialog');
    await page.getByRole('dialog', { name: 'End the round after question 1 of 3?' }).waitFor(STATE_WAIT);
    await checkScreen(page, 'end-round-early');
    await dialog.getByRole('button', { name: 'Keep playing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Show answer' }).waitFor();

    await end.click();
    await dialog.getByRole('button', { name: 'End round' }).click();
    await page.getByText('The round is over').waitFor(STATE_WAIT);
    expect(problems).toEqual([]);
  });
});
