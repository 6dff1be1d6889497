import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { hi } from '../src/locales/hi';
import {
  addStudent,
  closeExam,
  createExam,
  openExam,
  readExam,
  registerTeacher,
  savedAnswers,
  showRoundQuestion,
  signInStudent,
  startAttempt,
  startRound,
} from './support/api';
import { appUrl, checkScreen, ON_A_SMALL_PHONE, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';

/** A projector's screen: 1280 × 720. */
const PROJECTOR = { viewport: { width: 1280, height: 720 } };

/** The child's test on a phone, started from My exams. */
async function startTest(page: Page, title: string, start: string) {
  await page.getByRole('link', { name: new RegExp(`: ${title}$`) }).click();
  await page.getByRole('button', { name: start }).click();
}

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
    // Hindi's words are fetched when chosen: the dialog takes the words of the moment the switch is pressed.
    await card.getByRole('button', { name: 'Friday test की वर्कशीट PDF' }).waitFor(STATE_WAIT);
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

  it('locks a child’s keypad the moment the teacher closes the test, and lets them carry on once it is open again', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const ravi = await addStudent(teacher, 2, 'Ravi Kumar');
    const examId = await createExam(teacher, {
      title: 'Friday test',
      level: 2,
      assessment: true,
      answerMode: 'typed',
    });
    const { page, problems } = await browser.open('/sign-in', ON_A_SMALL_PHONE);
    await signInAsStudent(page, ravi);
    await startTest(page, 'Friday test', 'Start the test');
    const keypad = page.getByRole('group', { name: 'Keypad' });
    const token = await signInStudent(ravi.username, ravi.password);
    await keypad.getByRole('button', { name: '7', exact: true }).click();
    await expect.poll(async () => (await savedAnswers(token, examId))[0], STATE_WAIT).toBe(7);

    // The live stream brings the close: nothing the child does is needed to learn of it.
    await closeExam(teacher, examId);
    const notice = page.getByText('Your teacher has closed this exam', { exact: true });
    await notice.waitFor(STATE_WAIT);
    await page
      .getByText(
        'Your answers saved until now are kept, and they are the ones that count. You cannot change them while the exam is closed.',
      )
      .waitFor();
    await page.getByText('If your teacher opens it again, you can carry on here.').waitFor();
    expect(await keypad.getByRole('button', { name: '8', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Your answer').isDisabled()).toBe(true);
    await page.keyboard.press('8');
    expect(await page.getByLabel('Your answer').inputValue()).toBe('7');
    await checkScreen(page, 'child-exam-closed');

    await openExam(teacher, examId);
    await notice.waitFor({ state: 'hidden', ...STATE_WAIT });
    await keypad.getByRole('button', { name: '8', exact: true }).click();
    expect(await page.getByLabel('Your answer').inputValue()).toBe('78');
    await expect.poll(async () => (await savedAnswers(token, examId))[0], STATE_WAIT).toBe(78);
    await checkScreen(page, 'child-exam-reopened');
    expect(problems).toEqual([]);
  });

  it('locks a child’s answers when the server refuses one because the test was closed, in Hindi, until it opens again', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const mira = await addStudent(teacher, 2, 'Mira Das');
    const examId = await createExam(teacher, { title: 'Monday test', level: 2, assessment: true });
    const { page, problems } = await browser.open('/sign-in', ON_A_SMALL_PHONE);
    // A school network that holds the live stream back: the refused answer is the first news of the close.
    await page.route('**/api/v1/events', (route) => route.abort());
    await signInAsStudent(page, mira);
    await page.clock.install();
    await page.reload();
    await page.getByText('हिन्दी', { exact: true }).click();
    await startTest(page, 'Monday test', hi.takeExam.ready.startTest);
    const answers = page.getByRole('group', { name: hi.shared.answer.options });
    const token = await signInStudent(mira.username, mira.password);
    await answers.getByRole('button').first().click();
    await expect.poll(async () => (await savedAnswers(token, examId))[0], STATE_WAIT).toBe('a');
    await closeExam(teacher, examId);
    await answers.getByRole('button').nth(1).click();
    const notice = page.getByText(hi.takeExam.closed.title, { exact: true });
    await notice.waitFor(STATE_WAIT);
    await page.getByText(hi.takeExam.closed.answers).waitFor();
    await expect.poll(() => answers.getByRole('button').last().isDisabled(), STATE_WAIT).toBe(true);
    // What counts shows: the answer the server has, not the one it refused.
    const pressed = (index: number) => answers.getByRole('button').nth(index).getAttribute('aria-pressed');
    expect([await pressed(0), await pressed(1)]).toEqual(['true', 'false']);
    await checkScreen(page, 'child-exam-closed-hindi');

    // Waiting on a closed test, the phone asks now and then whether it is open again.
    await openExam(teacher, examId);
    await page.clock.fastForward('00:30');
    await notice.waitFor({ state: 'hidden', ...STATE_WAIT });
    expect(await pressed(1)).toBe('true');
    await answers.getByRole('button').last().click();
    await expect.poll(async () => (await savedAnswers(token, examId))[0], STATE_WAIT).toBe('d');
    expect(problems).toEqual([]);
  });
});
