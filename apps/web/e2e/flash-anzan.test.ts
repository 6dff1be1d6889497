import { PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAX_FLASH_INTERVAL_MS } from '@abacus/contract';
import { addStudent, createExam, registerTeacher } from './support/api';
import { checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsStudent } from './support/sign-in';

const LEVEL = 4;
const QUESTIONS = 3;

/** Lets the page's clock run past every number of a question (at most 3 numbers, 1 s each). */
const flashThrough = (page: Page) => page.clock.fastForward('00:05');

// A child's flow, proven at a phone's width; every-screen.test.ts shows its screens on a desktop.
describe('flash anzan on a phone (360 px)', () => {
  const browser = useBrowser();

  it('flashes each number alone, then takes the answer from the keyboard', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, {
      title: 'Flash drill',
      level: LEVEL,
      totalQuestions: QUESTIONS,
      flashIntervalMs: 1000,
    });
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    await page.clock.install();
    await page.reload();
    await screenTitle(page, 'My exams');

    await page.getByRole('link', { name: 'Start: Flash drill' }).click();
    await screenTitle(page, 'Flash drill');
    await page
      .getByRole('region', { name: 'Ready to start?' })
      .getByText('the numbers flash one at a time', { exact: false })
      .waitFor();
    // The switch's words say it is a sound, not a mark.
    await page.getByRole('switch', { name: 'A click sound with each number' }).waitFor();
    await page.getByRole('button', { name: 'Start practising' }).click();
    const flash = page.locator('.flash-sequence');
    await flash.getByText(/^Number 1 of [23]$/).waitFor();
    // While the numbers flash, the answers are not there to be pressed.
    expect(await page.getByRole('group', { name: 'Answers' }).count()).toBe(0);
    await checkScreen(page, 'flash');

    for (let question = 1; question <= QUESTIONS; question += 1) {
      await page.getByRole('region', { name: `Question ${question} of ${QUESTIONS}` }).waitFor();
      await flashThrough(page);
      await page.getByText('What do the numbers add up to?').waitFor(STATE_WAIT);
      await page.keyboard.press(String(question));
      if (question < QUESTIONS) await page.keyboard.press('ArrowRight');
    }
    // In practice the numbers can be shown again.
    await page.getByRole('button', { name: 'Show the numbers again' }).click();
    await flash.getByText('Number 1 of', { exact: false }).waitFor();
    await flashThrough(page);
    await page.getByRole('status').getByText('All answers saved').waitFor(STATE_WAIT);

    await page.getByRole('button', { name: 'Hand in my answers' }).click();
    await page.getByRole('dialog').getByText('You have answered every question.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Hand in' }).click();
    const answers = page.getByRole('region', { name: 'Your answers' });
    await expect.poll(() => answers.getByRole('listitem').count(), STATE_WAIT).toBe(QUESTIONS);
    await checkScreen(page, 'flash-review');
    expect(problems).toEqual([]);
  });

  it('flashes a number of ten digits whole across the phone', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    // Each number shows for 5 s, the most a teacher may set: time enough to measure it on a busy machine.
    await createExam(teacher, {
      title: 'Long flash',
      level: LEVEL,
      totalQuestions: 1,
      flashIntervalMs: MAX_FLASH_INTERVAL_MS,
      digits: { min: 10, max: 10 },
      rows: { min: 2, max: 2 },
    });
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);
    await page.getByRole('link', { name: 'Start: Long flash' }).click();
    await page.getByRole('button', { name: 'Start practising' }).click();
    const flash = page.locator('.flash-sequence');
    await flash.getByText('Number 1 of 2').waitFor(STATE_WAIT);
    const term = flash.locator('.flash-term');
    expect(await term.textContent()).toMatch(/^\d{10}$/);
    expect(await term.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
    await checkScreen(page, 'flash-ten-digits');
    expect(problems).toEqual([]);
  });
});
