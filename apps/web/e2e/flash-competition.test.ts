import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { addStudent, createExam, examWithQuestions, registerTeacher } from './support/api';
import { appUrl, checkScreen, saveScreenshot, STATE_WAIT, useBrowser } from './support/browser';
import { setNumber } from './support/forms';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';

const LEVEL = 4;
const NUMBERS = 15;
const INTERVAL_MS = 200;
const GAP_MS = 50;
/** 15 numbers, 250 ms apart: 3.75 s. */
const FLASH_MS = NUMBERS * (INTERVAL_MS + GAP_MS);
const COUNTDOWN_MS = 3000;
/** A frame of the page's fake clock, which runs requestAnimationFrame every 16 ms. */
const FRAME_MS = 16;

/** What the flash showed, each change with the page's clock: a countdown step, a number, a blank, or gone. */
interface Shown {
  at: number;
  text: string | null;
  countdown: boolean;
}

/** Records every change of the flashed term with the page's (fake) clock, until `collect` is called. */
async function watchFlash(page: Page): Promise<() => Promise<Shown[]>> {
  await page.evaluate(() => {
    const seen: { at: number; text: string | null; countdown: boolean }[] = [];
    const note = () => {
      const term = document.querySelector('.flash-term');
      const text = term ? term.textContent : null;
      const countdown = term?.classList.contains('flash-countdown') ?? false;
      const last = seen.at(-1);
      if (last?.text !== text || last.countdown !== countdown)
        seen.push({ at: performance.now(), text, countdown });
    };
    note();
    new MutationObserver(note).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    (window as unknown as { flashSeen: typeof seen }).flashSeen = seen;
  });
  return () => page.evaluate(() => (window as unknown as { flashSeen: Shown[] }).flashSeen);
}

/** A flashed number's worth: `−19` takes away, `+27` and `27` add. */
const valueOf = (term: string) =>
  term.startsWith('−') ? -Number(term.slice(1)) : Number(term.replace('+', ''));

/** The tests run at once, each with its own class and pages: most of a test is waiting for the app. */
describe.concurrent('flash anzan at competition speed', () => {
  const browser = useBrowser();

  it('counts down, then flashes exactly 15 numbers in 3.75 s, and takes the written answer', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, {
      title: 'Competition flash',
      level: LEVEL,
      totalQuestions: 2,
      rows: { min: NUMBERS, max: NUMBERS },
      digits: { min: 1, max: 1 },
      answerMode: 'typed',
      flashIntervalMs: INTERVAL_MS,
      flashGapMs: GAP_MS,
    });
    const { questions } = await examWithQuestions(teacher, 'Competition flash');
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    await page.clock.install();
    await page.reload();
    await screenTitle(page, 'My exams');
    await page.getByRole('link', { name: 'Start: Competition flash' }).click();
    await screenTitle(page, 'Competition flash');

    const collect = await watchFlash(page);
    // The page's clock stands still from before the start: every moment below is the page's, however long
    // a busy machine takes to draw it.
    // The page still needs its timers to start the attempt (the query library's among them), so the clock
    // goes a frame at a time until the countdown is there.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', { name: 'Start practising' }).click();
    const flash = page.locator('.flash-sequence');
    await expect
      .poll(async () => {
        await page.clock.runFor(FRAME_MS);
        return flash.getByText('Get ready').isVisible();
      }, STATE_WAIT)
      .toBe(true);
    await flash.getByText('3', { exact: true }).waitFor(STATE_WAIT);
    expect(await page.getByRole('textbox', { name: 'Your answer' }).count()).toBe(0);

    // Into the first number's 200 ms, by the page's clock.
    const counting = (await collect()).find((change) => change.countdown)!.at;
    const now = await page.evaluate(() => performance.now());
    await page.clock.runFor(Math.max(0, counting + COUNTDOWN_MS + INTERVAL_MS / 2 - now));
    await flash.getByText('Number 1 of 15').waitFor();
    await page.clock.runFor(FLASH_MS);
    await page.getByText('What do the numbers add up to?').waitFor(STATE_WAIT);

    const shown = await collect();
    const countdown = shown.filter((change) => change.countdown).map((change) => change.text);
    expect(countdown).toEqual(['3', '2', '1']);
    const numbers = shown.filter((change) => !change.countdown && change.text);
    expect(numbers).toHaveLength(NUMBERS);
    // The numbers of one of the exam's questions, in order.
    const terms = numbers.map((change) => change.text!);
    const sum = terms.map(valueOf).reduce((total, value) => total + value, 0);
    expect(
      questions.map((question) => question.question.split(/\s+/).filter((token) => /\d/.test(token))),
    ).toContainEqual(terms.map((term) => term.replace(/^[+−]/, '')));
    // Each number at its own moment, to the frame: from "1" of the countdown, 1 s, then 250 ms apart.
    const lastCount = shown.find((change) => change.countdown && change.text === '1')!.at;
    numbers.forEach((change, index) => {
      const due = lastCount + 1000 + index * (INTERVAL_MS + GAP_MS);
      expect(Math.abs(change.at - due), `number ${index + 1}`).toBeLessThanOrEqual(FRAME_MS);
    });
    // A blank after every number, and the last gone 3.75 s after the first appeared.
    const blanks = shown.filter((change) => !change.countdown && change.text === '');
    expect(blanks).toHaveLength(NUMBERS);
    const gone = shown.at(-1)!;
    expect(gone.text).toBeNull();
    expect(Math.abs(gone.at - numbers[0]!.at - FLASH_MS)).toBeLessThanOrEqual(FRAME_MS);

    // Then the number, written.
    await page.getByRole('textbox', { name: 'Your answer' }).fill(String(sum));
    await page.clock.resume();
    await page.getByRole('status').getByText('All answers saved').waitFor(STATE_WAIT);
    expect(problems).toEqual([]);
  });

  it('shows the countdown and a number large, on a phone and a desktop', async ({ expect }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    // Each number stays as long as the API allows, so that a number is still on screen when checked.
    await createExam(teacher, {
      title: 'Slow flash',
      level: LEVEL,
      rows: { min: 3, max: 3 },
      flashIntervalMs: 5000,
    });
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    await page.getByRole('link', { name: 'Start: Slow flash' }).click();
    await page.getByRole('button', { name: 'Start practising' }).click();
    const flash = page.locator('.flash-sequence');
    await flash.getByText('Get ready').waitFor(STATE_WAIT);
    // The countdown lasts 3 s, too short for axe-core's look: only its picture is kept.
    await saveScreenshot(page, 'flash-countdown', PHONE.width);
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'flash-countdown', DESKTOP.width);
    await flash.getByText('Number 1 of 3').waitFor(STATE_WAIT);
    await checkScreen(page, 'flash-number');
    await page.setViewportSize(PHONE);
    await checkScreen(page, 'flash-number');
    expect(problems).toEqual([]);
  });

  it('shows the builder’s flash settings and how long the numbers take, on a phone and a desktop', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/exams/new'));
    await screenTitle(page, 'New exam');
    await setNumber(page, 'Flash: each number shows for (ms)', INTERVAL_MS);
    await setNumber(page, 'Rows per question', NUMBERS);
    await setNumber(page, 'Blank between numbers (ms)', GAP_MS);
    const duration = page.getByText('15 numbers in 3.75 s');
    await duration.waitFor();
    await duration.scrollIntoViewIfNeeded();
    await checkScreen(page, 'builder-flash');
    await page.setViewportSize(DESKTOP);
    await checkScreen(page, 'builder-flash');
    expect(problems).toEqual([]);
  });
});
