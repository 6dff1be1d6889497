import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import { skillsOf } from '@abacus/generator';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { examWithQuestions, registerTeacher } from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { pick, setNumber } from './support/forms';
import {
  chooseOperations,
  digitCount,
  numbersOf,
  setDigitsPerRow,
  setDrill,
  setExactRows,
} from './support/generation-settings';
import { previewedQuestions } from './support/preview';
import { signInAsTeacher } from './support/sign-in';
import { openPart } from './support/teacher-exam';

/** A few questions: enough to see their shape, quick to generate and to read. */
const QUESTIONS = 8;

/** Opens a new exam in the builder with a title and the questions to preview. */
async function newExam(page: Page, title: string): Promise<void> {
  await page.goto(appUrl('/teacher/exams/new'));
  await screenTitle(page, 'New exam');
  await page.getByLabel('Title').fill(title);
  await setNumber(page, 'Questions', QUESTIONS);
}

/** The preview once it shows the questions of the settings as they are now. */
async function previewed(page: Page) {
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByText(`All ${QUESTIONS} questions:`).waitFor(STATE_WAIT);
  return (await previewedQuestions(page)).map(({ question }) => numbersOf(question));
}

/**
 * Creates the exam and gives the settings the API made it with, from its answer to the builder, once
 * the teacher has landed on the new exam.
 */
async function create(page: Page): Promise<Record<string, unknown>> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/exam',
  );
  await page.getByRole('button', { name: 'Create the exam' }).click();
  const { data } = (await (await answered).json()) as {
    data: { exam: { title: string; settings: Record<string, unknown> } };
  };
  await screenTitle(page, data.exam.title);
  return data.exam.settings;
}

/** The tests run at once, each with its own class and pages: most of a test is waiting for the app. */
describe.concurrent('the exam builder’s question settings', () => {
  const browser = useBrowser();

  it('make "3 rows of 1–2 digits" on a phone (360 px), the exam then saying so in words', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE });
    await signInAsTeacher(page, teacher);
    await newExam(page, 'Three rows');
    await chooseOperations(page, ['+', '-']);
    await pick(page, 'Abacus moves', 'Any moves');

    await setExactRows(page, 3);
    await setDigitsPerRow(page, 1, 2);
    await page.getByText('Numbers 1 to 99: about as many rows of 1 digit as of 2.').waitFor();
    await page.getByRole('checkbox', { name: 'Answers may go below zero' }).waitFor();
    const rows = await previewed(page);
    expect(rows.every((numbers) => numbers.length === 3)).toBe(true);
    expect(new Set(rows.flat().map(digitCount))).toEqual(new Set([1, 2]));
    await checkScreen(page, 'builder-rows-digits');
    await page.setViewportSize(DESKTOP);
    await checkScreen(page, 'builder-rows-digits');
    await page.setViewportSize(PHONE);

    expect(await create(page)).toMatchObject({
      minTerms: 3,
      maxTerms: 3,
      digits: { min: 1, max: 2 },
      operandDigits: null,
      minNumber: 1,
      maxNumber: 99,
      operators: ['+', '-'],
    });

    const { examId } = await examWithQuestions(teacher, 'Three rows');
    await page.goto(appUrl(`/teacher/exams/${examId}`));
    await screenTitle(page, 'Three rows');
    await page.getByText('3 rows of 1–2 digits (+ and −)').waitFor();
    await checkScreen(page, 'exam-overview-rows-digits');
    // The same settings, ready to change, where new questions are made.
    await openPart(page, 'Settings');
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: 'Digits per row' })
          .getByRole('spinbutton', { name: 'to' })
          .inputValue(),
      )
      .toBe('2');
    expect(await page.getByRole('spinbutton', { name: 'Rows per question' }).inputValue()).toBe('3');
    await checkScreen(page, 'exam-settings-rows-digits');
    expect(problems).toEqual([]);
  });

  it('practise chosen formulas at a desk (1280 px): every question previewed and made uses them', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await newExam(page, 'Big friends: +7 and −3');
    await pick(page, 'Level', 'Level 3');
    await setNumber(page, 'Questions', QUESTIONS);
    await pick(page, 'Formulas to practise', '+7 with a big friend');
    await pick(page, 'Formulas to practise', '−3 with a big friend');
    // A multiple choice stays open after each pick; the teacher closes it, as the screen is then seen. Left
    // open on a loaded machine, its list once stood 12 000 px to the right and the page scrolled sideways.
    await page.getByRole('combobox', { name: 'Formulas to practise' }).press('Escape');
    await page.getByText('Every question then uses one of them in at least 40 % of its steps.').waitFor();
    await previewed(page);
    const focus = ['add.big.7', 'sub.big.3'];
    for (const { question } of await previewedQuestions(page)) {
      const stored = question.replaceAll('−', '-');
      const skills = Object.entries(skillsOf(stored));
      const steps = skills.reduce((sum, [, uses]) => sum + uses, 0);
      const focused = skills.reduce((sum, [skill, uses]) => sum + (focus.includes(skill) ? uses : 0), 0);
      expect(focused / steps, question).toBeGreaterThanOrEqual(0.4);
    }
    await checkScreen(page, 'builder-focus');
    expect(await create(page)).toMatchObject({ abacusMethod: 'big-friends', focus });
    expect(problems).toEqual([]);
  });

  it('make × and ÷ drills at a desk (1280 px), saying what a ÷ drill gives, what cannot be made, and what options give away', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await newExam(page, 'Times drill');

    // Rows from–to, and the numbers by a range: the questions keep to both.
    await chooseOperations(page, ['+', '-']);
    await page.getByRole('checkbox', { name: 'Same number of rows in every question' }).uncheck();
    const rows = page.getByRole('group', { name: 'Rows per question' });
    await rows.getByRole('spinbutton', { name: 'from', exact: true }).fill('2');
    await rows.getByRole('spinbutton', { name: 'to', exact: true }).fill('5');
    await page.getByRole('radio', { name: 'Range', exact: true }).check();
    await setNumber(page, 'Numbers from', 5);
    await setNumber(page, 'Numbers up to', 50);
    await expect
      .poll(async () => {
        const questions = await previewed(page);
        return questions.every(
          (numbers) =>
            numbers.length >= 2 &&
            numbers.length <= 5 &&
            numbers.every((number) => number >= 5 && number <= 50),
        );
      })
      .toBe(true);
    await checkScreen(page, 'builder-rows-range');

    // Negative answers and drills are offered only where they apply.
    await chooseOperations(page, ['*']);
    expect(await page.getByRole('checkbox', { name: 'Answers may go below zero' }).count()).toBe(0);
    await setDrill(page, '*', 2, 1);
    await page.getByText('Two: a drill is one number × or ÷ another.').waitFor();
    const products = await previewed(page);
    for (const [first, second] of products) {
      expect(digitCount(first!)).toBe(2);
      expect(second).toBeGreaterThanOrEqual(2);
      expect(second).toBeLessThanOrEqual(9);
    }
    await checkScreen(page, 'builder-times-drill');

    // A test is answered in writing unless the teacher picks options; then the builder says how often part of
    // the work alone finds the answer among them, measured on the preview.
    await page.getByLabel('Test (once)').check();
    expect(await page.getByRole('radio', { name: 'Write the answer' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Choose from 4 answers' }).check();
    await page
      .getByText(/With four options, .+ finds the answer in \d+(\.\d)?% of the preview’s questions\.$/)
      .waitFor(STATE_WAIT);
    await checkScreen(page, 'builder-choice-test');

    // Too few questions exist: the generator says so, and nothing can be sent.
    await setDrill(page, '*', 1, 1);
    await setNumber(page, 'Questions', 100);
    const objection = page.getByRole('region', { name: 'Preview' }).getByRole('alert');
    await objection.getByText('Only 64 distinct questions exist', { exact: false }).waitFor(STATE_WAIT);
    expect(await page.getByRole('button', { name: 'Create the exam' }).isDisabled()).toBe(true);
    await checkScreen(page, 'builder-drill-error');
    // On a phone the preview is below the button: why it cannot be pressed is said beside it too.
    await page.setViewportSize(PHONE);
    await page
      .getByText('These settings cannot make this exam: Only 64 distinct questions exist', { exact: false })
      .waitFor();
    await checkScreen(page, 'builder-drill-error');
    await page.setViewportSize(DESKTOP);
    await setNumber(page, 'Questions', QUESTIONS);
    await setDrill(page, '*', 2, 1);
    expect(await create(page)).toMatchObject({
      operators: ['*'],
      operandDigits: { left: 2, right: 1 },
      digits: null,
      minTerms: 2,
      maxTerms: 2,
    });

    // "4-digit ÷ 1-digit": the answer has 3 digits, and the note says how often the number divided has 4.
    await newExam(page, 'Division drill');
    await setDrill(page, '/', 4, 1);
    await page
      .getByText(
        'The answer has 3 digits, so the number divided has 4 digits in about 9 of 10 questions and 3 digits in the others.',
      )
      .waitFor();
    const divisions = await previewed(page);
    for (const [dividend, divisor] of divisions) {
      expect(digitCount(dividend! / divisor!)).toBe(3);
      expect([3, 4]).toContain(digitCount(dividend!));
    }
    await checkScreen(page, 'builder-division-drill');
    await page.setViewportSize(PHONE);
    await checkScreen(page, 'builder-division-drill');
    expect(await create(page)).toMatchObject({
      operators: ['/'],
      operandDigits: { left: 3, right: 1 },
      digits: null,
      minTerms: 2,
      maxTerms: 2,
    });
    expect(problems).toEqual([]);
  });
});
