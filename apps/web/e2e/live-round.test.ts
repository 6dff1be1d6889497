import { screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  confirmLevel,
  createExam,
  examWithQuestions,
  joinRound,
  joinWithCode,
  registerTeacher,
  showRoundQuestion,
  signInStudent,
  startRound,
} from './support/api';
import {
  appUrl,
  checkScreen,
  ON_A_DESKTOP,
  ON_A_SMALL_PHONE,
  pathOf,
  STATE_WAIT,
  useBrowser,
} from './support/browser';
import { signInAsStudent, signInAsTeacher, signInWithForm } from './support/sign-in';

const LEVEL = 3;
const EXAM = 'Friday flash round';
const QUESTIONS = 3;
/** A projector's screen: 1280 × 720. */
const PROJECTOR = { viewport: { width: 1280, height: 720 } };

/** Whether each child answers each question right (true), wrong (false), or, joining late, not at all. */
const PLAN: Record<'asha' | 'bela' | 'chetan', (boolean | null)[]> = {
  asha: [true, true, true],
  bela: [false, false, true],
  chetan: [null, true, false],
};

/**
 * Chooses a choice question's option of this value, or one that is not; it is sent (the last child's
 * answer closes the question, whose answer then shows at once instead).
 */
async function chooseOption(page: Page, answer: number, right: boolean): Promise<void> {
  const options = page.getByRole('group', { name: 'Answers' }).getByRole('button');
  await options.first().waitFor(STATE_WAIT);
  const values = (await options.locator('.option-value').allTextContents()).map((text) =>
    Number(text.replace(/[^\d-]/g, '')),
  );
  const index = values.findIndex((value) => (value === answer) === right);
  expect(index).toBeGreaterThanOrEqual(0);
  await options.nth(index).click();
  await page.getByText(/^(Answer sent|The right answer is)/).waitFor(STATE_WAIT);
}

describe('a live round', () => {
  const browser = useBrowser();

  it('runs a flash exam on the projector while three children answer on their devices, and saves their results', async () => {
    const teacher = await registerTeacher();
    const examId = await createExam(teacher, {
      title: EXAM,
      level: LEVEL,
      totalQuestions: QUESTIONS,
      sameQuestions: true,
      rows: { min: 3, max: 3 },
      flashIntervalMs: 600,
      flashGapMs: 100,
    });
    const { questions } = await examWithQuestions(teacher, EXAM);
    const answers = questions.map((question) => ('answer' in question ? Number(question.answer) : NaN));
    const children = {
      asha: await joinWithCode(teacher, 'Asha Kulkarni', LEVEL),
      bela: await joinWithCode(teacher, 'Bela Sen', LEVEL),
      chetan: await joinWithCode(teacher, 'Chetan Iyer', LEVEL),
    };
    for (const child of Object.values(children)) await confirmLevel(teacher, child.username);

    // The teacher starts the round from the exam's screen, on the projector.
    const projector = await browser.open('/sign-in', PROJECTOR);
    const board = projector.page;
    await signInAsTeacher(board, teacher);
    await board.goto(appUrl(`/teacher/exams/${examId}`));
    await screenTitle(board, EXAM);
    await board.getByRole('button', { name: 'Start a live round' }).click();
    const dialog = board.getByRole('dialog', { name: 'Start a live round' });
    await dialog.getByLabel('Seconds to answer each question').fill('60');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await screenTitle(board, `Live round: ${EXAM}`);
    expect(pathOf(board)).toMatch(/^\/teacher\/rounds\//);
    const code = (await board.locator('.projector-code').textContent())!.replace(/\s/g, '');
    expect(code).toMatch(/^\d{6}$/);
    // Its QR code opens the round's joining with the code in the address: nothing for a child to type.
    const qr = await board.getByRole('img', { name: /^QR code that opens / }).getAttribute('aria-label');
    const scanned = new URL(qr!.replace('QR code that opens ', ''));
    expect(`${scanned.pathname}${scanned.search}`).toBe(`/app/rounds/join?code=${code}`);

    // Asha joins by the card on My exams (a phone), Bela by the code (a phone).
    const open = async (name: keyof typeof children, options: typeof ON_A_SMALL_PHONE) => {
      const opened = await browser.open('/sign-in', options);
      await signInAsStudent(opened.page, { username: children[name].username, password: 'pupil-password-1' });
      return opened;
    };
    const asha = await open('asha', ON_A_SMALL_PHONE);
    await asha.page.getByRole('button', { name: 'Join the round' }).click();
    await asha.page.getByText('Waiting for your teacher…').waitFor(STATE_WAIT);
    const bela = await open('bela', ON_A_SMALL_PHONE);
    await bela.page.getByLabel('Round code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await bela.page.getByRole('button', { name: 'Join', exact: true }).click();
    await bela.page.getByText('Waiting for your teacher…').waitFor(STATE_WAIT);

    await board.getByText('2 children have joined').waitFor(STATE_WAIT);
    await board.getByText('Bela Sen').waitFor(STATE_WAIT);
    await checkScreen(board, 'round-projector-lobby');
    // The projector is the round alone: none of the teacher's header and tabs.
    expect(await board.getByRole('navigation').count()).toBe(0);
    expect(await board.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    const players: Record<string, Page> = { asha: asha.page, bela: bela.page };
    const latencies: number[] = [];
    /** Presses Start or Next, and times the question's arrival on each child's screen. */
    const show = async (question: number, button: string) => {
      const pressed = Date.now();
      await board.getByRole('button', { name: button }).click();
      const arrivals = await Promise.all(
        Object.entries(players).map(async ([name, page]) => {
          await page.getByText(`Question ${question} of ${QUESTIONS}`).waitFor(STATE_WAIT);
          return [name, Date.now() - pressed] as const;
        }),
      );
      for (const [name, ms] of arrivals) {
        latencies.push(ms);
        process.stdout.write(`question ${question}: Next → ${name}'s screen in ${ms} ms` + '\n');
      }
    };

    for (let question = 1; question <= QUESTIONS; question += 1) {
      await show(question, question === 1 ? 'Start' : 'Next question');
      // The projector flashes the numbers; the children's devices never show them.
      await board.locator('.flash-term').first().waitFor(STATE_WAIT);
      for (const page of Object.values(players))
        await page.getByText(/Watch the board|Get ready/).waitFor(STATE_WAIT);
      expect(await asha.page.locator('.flash-term').count()).toBe(0);

      if (question === 1) {
        // Chetan (a desktop) scans the QR code late, while question 1 is on: once signed in he is in at
        // once, and plays from question 2.
        const chetan = await browser.open(`/rounds/join${scanned.search}`, ON_A_DESKTOP);
        await signInWithForm(chetan.page, {
          username: children.chetan.username,
          password: 'pupil-password-1',
        });
        await chetan.page.getByText('You are in from the next question.').waitFor(STATE_WAIT);
        players.chetan = chetan.page;
      }

      await board.getByText('What do the numbers add up to?').waitFor(STATE_WAIT);
      if (question === 1) await checkScreen(board, 'round-projector-question');
      for (const [name, page] of Object.entries(players)) {
        const right = PLAN[name as keyof typeof PLAN][question - 1];
        if (right === null || right === undefined) continue;
        // The numbers have flashed: the board no longer needs watching, the answers do.
        await page.getByText('Answer now!').waitFor(STATE_WAIT);
        expect(await page.getByText('Watch the board').count()).toBe(0);
        await chooseOption(page, answers[question - 1]!, right);
        if (question === 1 && name === 'asha') await checkScreen(page, 'round-child-answer');
      }
      // Every child who plays this question has answered: the answer shows by itself, its letter and value.
      const value = String(Math.abs(answers[question - 1]!));
      await board.getByText(new RegExp(`^The answer is [A-D]: \\D?${value}$`)).waitFor(STATE_WAIT);
      await asha.page
        .getByText(new RegExp(`^The right answer is [A-D]: \\D?${value}\\.$`))
        .waitFor(STATE_WAIT);
      if (question === 1) {
        // How the class answered: Asha's right option and Bela's wrong one, one each.
        const spread = board.getByRole('list', { name: 'How many chose each answer' });
        const counts = (await spread.getByRole('listitem').allTextContents()).map((item) =>
          Number(item.replace(/^[A-D]: /, '')),
        );
        expect(counts.reduce((sum, count) => sum + count)).toBe(2);
        expect(await spread.locator('.is-right').textContent()).toMatch(/^[A-D]: 1$/);
        await asha.page.getByText('Right!').waitFor();
        await bela.page.getByText('Not right').waitFor();
        await checkScreen(asha.page, 'round-child-result');
        await checkScreen(board, 'round-projector-board');
      }
    }

    // The board: right answers first, then time.
    const rows = board.locator('.leaderboard tbody tr');
    const names = await rows.locator('th').allTextContents();
    expect(names[0]).toBe('Asha Kulkarni');
    expect(names).toHaveLength(3);
    const rights = (await rows.locator('td:nth-child(3)').allTextContents()).map(Number);
    expect(rights).toEqual([3, 1, 1]);

    await board.getByRole('button', { name: 'End round' }).click();
    await board.getByText('The round is over').waitFor(STATE_WAIT);
    await asha.page.getByText('The round is over').waitFor(STATE_WAIT);
    await asha.page.getByText('3 right of 3').waitFor(STATE_WAIT);
    await asha.page.getByText('Your place: 1 of 3').waitFor(STATE_WAIT);
    // Saved as results of the questions played, marked as a round's, and out of the averages unless counted.
    await board
      .getByText(
        'Each child’s result is of the 3 questions played, marked as a live round, in their history.',
      )
      .waitFor(STATE_WAIT);
    const counted = board.getByRole('checkbox', { name: 'Count them in the class’s averages and analytics' });
    expect(await counted.isChecked()).toBe(false);
    await checkScreen(board, 'round-projector-save');
    await board.getByRole('button', { name: 'Save as results' }).click();
    await board.getByText('3 results saved.').waitFor(STATE_WAIT);

    // The way back leads to the exam, whose results now hold the round's, like any other.
    await board.getByRole('link', { name: 'Back to the exam' }).click();
    await screenTitle(board, EXAM);
    await board.goto(appUrl(`/teacher/exams/${examId}/results`));
    for (const name of ['Asha Kulkarni', 'Bela Sen', 'Chetan Iyer']) {
      await board.getByText(name).first().waitFor(STATE_WAIT);
    }
    expect(await board.getByRole('table', { name: 'Results' }).getByText('Live round').count()).toBe(3);

    const sorted = [...latencies].sort((a, b) => a - b);
    process.stdout.write(
      `Next → question on a child's screen: median ${sorted[Math.floor(sorted.length / 2)]} ms, most ${sorted.at(-1)} ms over ${sorted.length}\n`,
    );
    for (const opened of [projector, asha, bela]) expect(opened.problems).toEqual([]);
  }, 600_000);

  it('brings a child who reloads back to the question they were answering, and tells one who does not answer that time is up', async () => {
    const teacher = await registerTeacher();
    const examId = await createExam(teacher, { title: 'Quick sums', level: LEVEL, totalQuestions: 2 });
    const round = await startRound(teacher, examId, 60);
    // Each child is in the round before its first question, and follows it on a phone.
    const follow = async (fullname: string) => {
      const child = await joinWithCode(teacher, fullname, LEVEL);
      await confirmLevel(teacher, child.username);
      await joinRound(await signInStudent(child.username, 'pupil-password-1'), round.code);
      const opened = await browser.open('/sign-in', ON_A_SMALL_PHONE);
      await signInAsStudent(opened.page, { username: child.username, password: 'pupil-password-1' });
      await opened.page.goto(appUrl(`/rounds/${round.id}`));
      await opened.page.getByText('Waiting for your teacher…').waitFor(STATE_WAIT);
      return opened;
    };
    const dev = await follow('Dev Patel');
    const esha = await follow('Esha Nair');
    const question = await showRoundQuestion(teacher, round.id, 1);
    const options = (page: Page) => page.getByRole('group', { name: 'Answers' }).getByRole('button');
    for (const { page } of [dev, esha]) {
      await page.getByText('Answer now!').waitFor(STATE_WAIT);
      await options(page).first().waitFor(STATE_WAIT);
    }

    // Dev reloads mid-question: the same question is back, open, and takes his answer.
    await dev.page.reload();
    await dev.page.getByText('Question 1 of 2').waitFor(STATE_WAIT);
    await dev.page.getByText('Answer now!').waitFor(STATE_WAIT);
    await options(dev.page).first().click();
    await dev.page.getByText('Answer sent').waitFor(STATE_WAIT);

    // Esha gives no answer until her phone's clock is past the question's end: time is up, the options shut.
    await esha.page.clock.setFixedTime(Date.parse(question.ends_at) + 1_000);
    await esha.page.getByText('Time’s up').waitFor(STATE_WAIT);
    expect(await options(esha.page).first().isDisabled()).toBe(true);
    await checkScreen(esha.page, 'round-child-time-up');
    for (const opened of [dev, esha]) expect(opened.problems).toEqual([]);
  });
});
