import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStudent, readPractice, registerTeacher, setDailyGoal } from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { pick } from './support/forms';
import { answerShown as answerOf, questionRegion as questionOf } from './support/typed-answers';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';

const GOAL = 5;

const questionRegion = (page: Page, n: number) => questionOf(page, n, GOAL);
const answerShown = (page: Page, n: number) => answerOf(page, n, GOAL);

describe("today's practice", () => {
  const browser = useBrowser();

  it('a child on a phone (360 px) finds the day’s set on My exams, writes it, and starts a streak', async () => {
    const teacher = await registerTeacher();
    await setDailyGoal(teacher, GOAL);
    const student = await addStudent(teacher, 3);
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsStudent(page, student);

    const card = page.getByRole('region', { name: 'Today’s practice' });
    await card.getByText(`${GOAL} questions chosen for you today`).waitFor(STATE_WAIT);
    await card.getByText('Practise today to start a streak').waitFor();
    await card.getByRole('progressbar', { name: `0 of ${GOAL} answered` }).waitFor();
    await checkScreen(page, 'today-card');

    await card.getByRole('link', { name: 'Start' }).click();
    await screenTitle(page, 'Today’s practice');
    const box = page.getByRole('textbox', { name: 'Your answer' });
    for (let n = 1; n <= GOAL; n += 1) {
      await questionRegion(page, n).waitFor(STATE_WAIT);
      const answer = await answerShown(page, n);
      await box.click();
      await page.keyboard.type(String(answer));
      if (n === 1) await checkScreen(page, 'today-question');
      if (n < GOAL) await page.keyboard.press('Enter');
    }
    await page.getByRole('status').getByText('All answers saved').waitFor(STATE_WAIT);
    await page.getByRole('button', { name: 'Hand in my answers' }).click();
    await page
      .getByRole('dialog', { name: 'Hand in your answers?' })
      .getByRole('button', { name: 'Hand in' })
      .click();
    await page.getByText(`${GOAL} of ${GOAL}`, { exact: true }).waitFor(STATE_WAIT);
    // A day's set is taken once: the review leads back to My exams, not to a practice again.
    await page.getByRole('link', { name: 'My exams' }).last().waitFor();
    expect(await page.getByRole('link', { name: 'Practise again' }).count()).toBe(0);

    await page.goto(appUrl('/exams'));
    const done = page.getByRole('region', { name: 'Today’s practice' });
    await done.getByText('Done for today. Well done!').waitFor(STATE_WAIT);
    await done.getByText('1 day in a row').waitFor();
    await done.getByRole('link', { name: 'See how I did' }).waitFor();
    await checkScreen(page, 'today-card-done');
    expect(problems).toEqual([]);

    // At a desk, in Hindi too.
    const desk = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsStudent(desk.page, student);
    await desk.page
      .getByRole('region', { name: 'Today’s practice' })
      .getByText('1 day in a row')
      .waitFor(STATE_WAIT);
    await checkScreen(desk.page, 'today-card-desk');
    await desk.page.getByText('हिन्दी', { exact: true }).click();
    const hindi = desk.page.getByRole('region', { name: 'आज का अभ्यास' });
    await hindi.getByText('लगातार 1 दिन').waitFor(STATE_WAIT);
    await checkScreen(desk.page, 'today-card-hindi');
    expect(desk.problems).toEqual([]);
  });

  it('the teacher sets the daily goal, the days that count and the time zone on their account', async () => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/account'));
    await screenTitle(page, 'Your account');
    const section = page.getByRole('region', { name: 'Daily practice' });
    const goal = section.getByRole('spinbutton', { name: 'Questions in each child’s daily set' });
    await goal.waitFor(STATE_WAIT);
    expect(await goal.inputValue()).toBe('10');
    await goal.fill('8');
    await section.getByRole('checkbox', { name: 'Sat' }).check();
    // Searched for and taken with Enter, as at a keyboard: the only zone of that name.
    await pick(section, 'Your school’s time zone', 'Asia/Kolkata');
    // By the keyboard: a click on an option of a list still aligning itself once reached nothing on a
    // loaded machine, and the report day stayed Sunday.
    await pick(section, 'Weekly report to parents on', 'Fri');
    await section.getByRole('button', { name: 'Save changes' }).click();
    await section.getByText('Daily practice saved.').waitFor(STATE_WAIT);
    await checkScreen(page, 'practice-settings');
    expect(await readPractice(teacher)).toEqual({
      daily_goal: 8,
      practice_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      time_zone: 'Asia/Kolkata',
      weekly_report_day: 'fri',
    });
    expect(problems).toEqual([]);
  });
});
