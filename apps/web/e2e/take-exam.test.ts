import { PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  addStudent,
  closeExam,
  createExam,
  registerTeacher,
  signInStudent,
  submitResult,
} from './support/api';
import {
  appUrl,
  checkScreen,
  ON_A_DESKTOP,
  ON_A_PHONE,
  pathOf,
  STATE_WAIT,
  useBrowser,
} from './support/browser';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';
import { openPart } from './support/teacher-exam';

const LEVEL = 3;

const questionHeading = (page: Page, n: number, of: number) =>
  page.getByRole('region', { name: `Question ${n} of ${of}` });

const answerButton = (page: Page, letter: string) =>
  page.getByRole('group', { name: 'Answers' }).getByRole('button', { name: new RegExp(`^${letter}\\W`) });

/** The tests run at once, each with its own class and pages: most of a test is waiting for the app. */
describe.concurrent('a student taking exams on a phone (360 px, touch)', () => {
  const browser = useBrowser();

  it('says what it is before the clock starts, asks before leaving, keeps the answers, hands in and goes through them', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, { title: 'Adding up to 20', level: LEVEL, totalQuestions: 5 });
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, student);

    await page.getByRole('link', { name: 'Start: Adding up to 20' }).click();
    await screenTitle(page, 'Adding up to 20');
    // Ready? Nothing runs yet: how many questions, how long, how many tries.
    const ready = page.getByRole('region', { name: 'Ready to start?' });
    await ready.getByText('15 minutes. The clock starts when you press Start.').waitFor();
    await ready.getByText('As many as you like.').waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    await checkScreen(page, 'ready');
    await ready.getByRole('button', { name: 'Start practising' }).click();
    await questionHeading(page, 1, 5).waitFor();
    await page.getByRole('timer').waitFor();

    // 2 → B; → moves on; C; F flags; → ; A.
    await page.keyboard.press('2');
    expect(await answerButton(page, 'B').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await questionHeading(page, 2, 5).waitFor();
    await page.keyboard.press('c');
    await page.keyboard.press('f');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('a');
    await page.getByRole('status').getByText('All answers saved').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Question 3, answered' }).count(), STATE_WAIT)
      .toBe(1);
    await checkScreen(page, 'take-exam');

    // Leaving asks first: going back (a phone leaves the test the whole screen, tabs hidden), signing
    // out, closing or reloading the tab.
    expect(await page.getByRole('navigation', { name: 'Student screens' }).isVisible()).toBe(false);
    await page.goBack();
    const leave = page.getByRole('dialog', { name: 'Leave the practice?' });
    await leave.getByText('the clock keeps running', { exact: false }).waitFor();
    await checkScreen(page, 'leave-practice');
    await leave.getByRole('button', { name: 'Keep practising' }).click();
    await questionHeading(page, 3, 5).waitFor();
    expect(pathOf(page)).toMatch(/^\/exams\//);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const signOut = page.getByRole('dialog', { name: 'Leave the practice?' });
    await signOut.getByRole('button', { name: 'Stay' }).click();
    await questionHeading(page, 3, 5).waitFor();

    // Left for My exams, the exam reads as started, and Continue goes back to its first open question.
    await page.goBack();
    await page
      .getByRole('dialog', { name: 'Leave the practice?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await screenTitle(page, 'My exams');
    const card = page.getByRole('article', { name: 'Adding up to 20' });
    await card.getByText('Started', { exact: true }).waitFor(STATE_WAIT);
    expect(await card.getByText('Not tried yet').count()).toBe(0);
    await checkScreen(page, 'exams-started');
    await card.getByRole('link', { name: 'Continue: Adding up to 20' }).click();
    await questionHeading(page, 4, 5).waitFor();

    // A reload (or a lost tab) loses nothing: the attempt resumes with its answers and flag.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await screenTitle(page, 'Adding up to 20');
    const navigator = page.getByRole('navigation', { name: 'All questions' });
    await navigator.getByRole('button', { name: 'Question 1, answered' }).waitFor();
    await navigator.getByRole('button', { name: 'Question 2, answered, flagged' }).waitFor();
    await navigator.getByRole('button', { name: 'Question 3, answered' }).waitFor();
    await navigator.getByRole('button', { name: 'Question 4, not answered' }).waitFor();
    await questionHeading(page, 4, 5).waitFor();
    expect(asked).toEqual(['beforeunload']);

    // Handing in names what is still unanswered, and waits on "Hand in": Enter hands in.
    await page.getByRole('button', { name: 'Hand in my answers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand in your answers?' });
    await dialog.getByText('These questions have no answer yet: 4, 5.').waitFor();
    await checkScreen(page, 'hand-in');
    const handIn = dialog.getByRole('button', { name: 'Hand in' });
    await expect
      .poll(() => handIn.evaluate((button) => button === document.activeElement), STATE_WAIT)
      .toBe(true);
    await page.keyboard.press('Enter');

    // The review: the score, then each question with my answer and, in practice, the right one.
    await screenTitle(page, 'Adding up to 20');
    const answers = page.getByRole('region', { name: 'Your answers' });
    await expect.poll(() => answers.getByRole('listitem').count(), STATE_WAIT).toBe(5);
    const skipped = answers.getByRole('listitem', { name: 'Question 4: not right' });
    await skipped.getByText('Your answer: none').waitFor();
    await skipped.getByText('Right answer:').waitFor();
    // Praised as much as the score earns: with two questions unanswered, never "Well done".
    const rightOf = await page
      .getByRole('definition')
      .filter({ hasText: / of 5$/ })
      .innerText();
    const rightCount = Number(rightOf.split(' ')[0]);
    expect(rightCount).toBeLessThanOrEqual(3);
    await page
      .getByText(
        rightCount === 3
          ? 'Good work: 3 of 5 right. Keep it up!'
          : `${rightCount} of 5 right. Keep practising: every try makes you better.`,
        { exact: true },
      )
      .waitFor();
    await checkScreen(page, 'review');

    // My results lead back to the same review.
    await page.getByRole('link', { name: 'Results' }).click();
    await screenTitle(page, 'My results');
    await page.getByRole('link', { name: /^Go through the answers of Adding up to 20/ }).click();
    await screenTitle(page, 'Adding up to 20');
    expect(problems).toEqual([]);
  });

  it('says "1 minute left" as the last minute begins, on screen, to a screen reader and with a soft chime', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, { title: 'Two minutes', level: LEVEL, duration: 2 });
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, student);
    // The notes the page plays are counted; the page's clock is the test's to move.
    await page.addInitScript(() => {
      const counted = window as unknown as { notesPlayed: number };
      counted.notesPlayed = 0;
      window.AudioContext = class extends AudioContext {
        override createOscillator() {
          counted.notesPlayed += 1;
          return super.createOscillator();
        }
      };
    });
    await page.clock.install();
    await page.reload();
    const notesPlayed = () => page.evaluate(() => (window as unknown as { notesPlayed: number }).notesPlayed);

    await page.getByRole('link', { name: 'Start: Two minutes' }).click();
    await page.getByRole('region', { name: 'Ready to start?' }).getByRole('button').click();
    await questionHeading(page, 1, 5).waitFor();
    const lastMinute = page.getByRole('alert').filter({ hasText: '1 minute left' });
    expect(await lastMinute.count()).toBe(0);
    await page.clock.fastForward('01:01');
    await lastMinute.waitFor(STATE_WAIT);
    await expect.poll(notesPlayed, STATE_WAIT).toBe(2);
    await checkScreen(page, 'last-minute');
    // Once: the minute's seconds tick by without another.
    await page.clock.fastForward('00:10');
    await lastMinute.waitFor();
    expect(await notesPlayed()).toBe(2);
    expect(problems).toEqual([]);
  });

  it('says "1 minute left" without a sound, and without an error, where the browser has no audio', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, { title: 'Two minutes', level: LEVEL, duration: 2 });
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, student);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'AudioContext', { value: undefined });
    });
    await page.clock.install();
    await page.reload();

    await page.getByRole('link', { name: 'Start: Two minutes' }).click();
    await page.getByRole('region', { name: 'Ready to start?' }).getByRole('button').click();
    await questionHeading(page, 1, 5).waitFor();
    await page.clock.fastForward('01:01');
    await page.getByRole('alert').filter({ hasText: '1 minute left' }).waitFor(STATE_WAIT);
    expect(problems).toEqual([]);
  });

  it('hands a test in by itself when the time is up, shows the score alone while it is open, everything once closed', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const examId = await createExam(teacher, {
      title: 'Friday test',
      level: LEVEL,
      assessment: true,
      duration: 1,
    });
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, student);
    // The page's clock is the test's to move: a minute passes without waiting for it.
    await page.clock.install();
    await page.reload();
    await screenTitle(page, 'My exams');

    await page.getByRole('link', { name: 'Start: Friday test' }).click();
    await screenTitle(page, 'Friday test');
    const ready = page.getByRole('region', { name: 'Ready to start?' });
    await ready.getByText('One try: once you hand it in, it is done.').waitFor();
    await ready
      .getByText('You see your score. The right answers come when your teacher closes the test.')
      .waitFor();
    await checkScreen(page, 'ready-test');
    await ready.getByRole('button', { name: 'Start the test' }).click();
    await questionHeading(page, 1, 5).waitFor();
    await page.keyboard.press('1');
    await page.getByRole('status').getByText('All answers saved').waitFor();

    await page.clock.fastForward('01:05');
    await page.getByText('Time is up! Your answers were handed in.').waitFor(STATE_WAIT);
    await page
      .getByText('Your teacher shows the score alone while this test is open.', { exact: false })
      .waitFor();
    expect(await page.getByRole('region', { name: 'Your answers' }).count()).toBe(0);
    expect(await page.getByText('Right', { exact: true }).count()).toBe(0);
    await checkScreen(page, 'review-test-open');

    // Closed, the test shows each question with the answer given and the right one.
    await closeExam(teacher, examId);
    await page.reload();
    const answers = page.getByRole('region', { name: 'Your answers' });
    await expect.poll(() => answers.getByRole('listitem').count(), STATE_WAIT).toBe(5);
    await answers.getByText('Your answer: none').first().waitFor();
    expect(await answers.getByText('Right answer:').count()).toBeGreaterThan(0);
    await checkScreen(page, 'review-test-closed');
    expect(problems).toEqual([]);
  });

  it('lets a teacher give one child one more try at a test', async ({ expect }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const examId = await createExam(teacher, { title: 'Term test', level: LEVEL, assessment: true });
    const token = await signInStudent(student.username, student.password);
    await submitResult(token, examId, { correct: 0, minutes: 1, completedAt: new Date() });

    // The teacher on a phone: Retake lies within the width, under the child's name and score (it used to
    // be a column scrolled sideways out of sight), and the question it asks opens in view.
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl(`/teacher/exams/${examId}`));
    await screenTitle(page, 'Term test');
    await openPart(page, 'Results');
    const retake = page.getByRole('button', { name: 'Retake', exact: true });
    await retake.waitFor(STATE_WAIT);
    const box = (await retake.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await checkScreen(page, 'retake-row');
    await retake.tap();
    const confirm = page.getByRole('dialog', { name: 'Let Mira Das take this test once more?' });
    await confirm.waitFor();
    expect(await confirm.getByRole('button', { name: 'Allow a retake' }).isVisible()).toBe(true);
    await checkScreen(page, 'retake-asked');
    const allow = confirm.getByRole('button', { name: 'Allow a retake' });
    await allow.tap();
    await page.getByText('Replaced by a retake').waitFor(STATE_WAIT);
    // The row still says whose it is.
    const name = page.getByRole('table', { name: 'Results' }).getByRole('link', { name: 'Mira Das' });
    const nameInView = () =>
      name.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return seen !== null && link.contains(seen);
      });
    await page.getByText('Replaced by a retake').scrollIntoViewIfNeeded();
    await expect.poll(nameInView, STATE_WAIT).toBe(true);
    await checkScreen(page, 'retake');
    expect(problems).toEqual([]);

    // The child finds the first try marked in My results, and the test open again.
    const child = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(child.page, student);
    await child.page.getByRole('link', { name: 'Results' }).click();
    await child.page
      .getByRole('article', { name: /^Term test, / })
      .getByText('Replaced by a retake')
      .waitFor(STATE_WAIT);
    await child.page.getByRole('link', { name: 'Exams' }).click();
    const card = child.page.getByRole('article', { name: 'Term test' });
    await card.getByText('Your teacher gave you another try').waitFor(STATE_WAIT);
    expect(await card.getByText('Not tried yet').count()).toBe(0);
    await checkScreen(child.page, 'exams-another-try');
    await card.getByRole('link', { name: 'Start: Term test' }).click();
    await child.page.getByRole('region', { name: 'Ready to start?' }).waitFor();
    expect(child.problems).toEqual([]);
  });
});

/**
 * The flows above run on a phone, a child's device, and every-screen.test.ts shows their screens at
 * 1280 px: what only a desktop has is the screens' tabs beside a running test.
 */
describe.concurrent('a student taking an exam on a desktop (1280 px)', () => {
  const browser = useBrowser();

  it('keeps the screens’ tabs beside the test, and asks before one of them leaves it', async ({ expect }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, { title: 'Adding up to 20', level: LEVEL, totalQuestions: 5 });
    const { page, problems } = await browser.open('/sign-in', ON_A_DESKTOP);
    await signInAsStudent(page, student);
    await page.getByRole('link', { name: 'Start: Adding up to 20' }).click();
    await page.getByRole('region', { name: 'Ready to start?' }).getByRole('button').click();
    await questionHeading(page, 1, 5).waitFor();

    await page
      .getByRole('navigation', { name: 'Student screens' })
      .getByRole('link', { name: 'Results' })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave the practice?' });
    await leave.getByText('the clock keeps running', { exact: false }).waitFor();
    await checkScreen(page, 'leave-practice');
    await leave.getByRole('button', { name: 'Keep practising' }).click();
    await questionHeading(page, 1, 5).waitFor();
    expect(pathOf(page)).toMatch(/^\/exams\//);
    expect(problems).toEqual([]);
  });
});
