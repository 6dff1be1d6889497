import { screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStudent, createExam, registerTeacher, type ExamSettings } from './support/api';
import {
  checkScreen,
  ON_A_DESKTOP,
  ON_A_PHONE,
  ON_A_SMALL_PHONE,
  saveScreenshot,
  STATE_WAIT,
  useBrowser,
} from './support/browser';
import { signInAsStudent } from './support/sign-in';

const LEVEL = 10;
const QUESTIONS = 3;

/** The level-10 preset's sums: ten rows of three digits, as the JCCI 6th kyu sets them. */
const TEN_ROWS: Omit<ExamSettings, 'title'> = {
  level: LEVEL,
  digits: { min: 3, max: 3 },
  rows: { min: 10, max: 10 },
  totalQuestions: QUESTIONS,
};
const EXAMS: ExamSettings[] = [
  // Answers of nine or ten digits: 8 381 277 425.
  {
    title: 'Big products',
    level: LEVEL,
    operators: ['*'],
    operandDigits: { left: 5, right: 5 },
    rows: { min: 2, max: 2 },
    totalQuestions: QUESTIONS,
  },
  { title: 'Ten rows', ...TEN_ROWS },
  { title: 'Ten rows, written', ...TEN_ROWS, answerMode: 'typed' },
  // JCCI 1 kyu's rows: ten digits each, answers of eleven.
  { title: 'Ten long rows', ...TEN_ROWS, digits: { min: 10, max: 10 }, answerMode: 'typed' },
];

/** Where each option's text is, and its button: the text's own box, however it is laid out. */
function optionBoxes(page: Page) {
  return page
    .getByRole('group', { name: 'Answers' })
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const text = document.createRange();
        text.selectNodeContents(button);
        const inner = text.getBoundingClientRect();
        const outer = button.getBoundingClientRect();
        return {
          name: button.textContent,
          text: { left: inner.left, right: inner.right, top: inner.top, bottom: inner.bottom },
          button: { left: outer.left, right: outer.right, top: outer.top, bottom: outer.bottom },
        };
      }),
    );
}

/** What a child must see of the question without scrolling, inside the window. */
async function expectInWindow(page: Page, what: string, box: { y: number; height: number } | null) {
  const height = await page.evaluate(() => window.innerHeight);
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: its top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: its bottom`).toBeLessThanOrEqual(height);
}

/** The tests run at once, each with its own class and pages: most of a test is waiting for the app. */
describe.concurrent.each([
  { device: 'a small phone (360 × 640, touch)', options: ON_A_SMALL_PHONE },
  { device: 'a desktop (1280 × 800)', options: ON_A_DESKTOP },
])('a level-10 exam on $device', ({ options }) => {
  const browser = useBrowser();

  it('shows every question whole, each option inside its button, and Next, without scrolling', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    for (const exam of EXAMS) await createExam(teacher, exam);
    const { page, problems } = await browser.open('/sign-in', options);
    await signInAsStudent(page, student);

    for (const { title, answerMode } of EXAMS) {
      await page.getByRole('link', { name: `Start: ${title}`, exact: true }).click();
      await page.getByRole('region', { name: 'Ready to start?' }).getByRole('button').click();
      for (let n = 1; n <= QUESTIONS; n += 1) {
        const question = page.getByRole('region', { name: `Question ${n} of ${QUESTIONS}` });
        await question.waitFor(STATE_WAIT);
        // A column of numbers is a picture of the sum (named as it is read); a line, a paragraph.
        const sum = question.getByRole('img', { name: /, equals\?$/ }).or(question.locator('p[aria-label]'));
        await expectInWindow(page, 'the question', await sum.boundingBox());
        if (answerMode === 'typed') {
          await expectInWindow(
            page,
            'the keypad',
            await page.getByRole('group', { name: 'Keypad' }).boundingBox(),
          );
          // The longest answer a question has, twelve digits, is written smaller, but whole.
          const box = page.getByRole('textbox', { name: 'Your answer' });
          await box.fill('123456789012');
          // Written smaller once React has drawn the number: polled, not read at once.
          await expect
            .poll(() => box.evaluate((input) => input.scrollWidth <= input.clientWidth), {
              ...STATE_WAIT,
              message: 'twelve digits inside the box',
            })
            .toBe(true);
        } else {
          for (const { name, text, button } of await optionBoxes(page)) {
            expect(text.left, `${name}: left`).toBeGreaterThanOrEqual(button.left);
            expect(text.right, `${name}: right`).toBeLessThanOrEqual(button.right);
            expect(text.top, `${name}: top`).toBeGreaterThanOrEqual(button.top);
            expect(text.bottom, `${name}: bottom`).toBeLessThanOrEqual(button.bottom);
          }
          await expectInWindow(
            page,
            'the answers',
            await page.getByRole('group', { name: 'Answers' }).boundingBox(),
          );
        }
        const next = question.getByRole('button', { name: n < QUESTIONS ? /^Next/ : 'Hand in' });
        await expectInWindow(page, 'Next', await next.boundingBox());
        // The keys' help where a keyboard is likely (a mouse's hover), never on a touch screen.
        expect(await page.locator('.take-exam-keys').isVisible(), 'the keys’ help').toBe(!options.hasTouch);
        if (n === 1) await checkScreen(page, `level-10-${title.toLowerCase().replaceAll(/\W+/g, '-')}`);
        await next.click();
      }
      await page
        .getByRole('dialog', { name: 'Hand in your answers?' })
        .getByRole('button', { name: 'Hand in' })
        .click();
      await screenTitle(page, title);
      await page.getByRole('region', { name: 'Your answers' }).waitFor(STATE_WAIT);
      await page
        .getByRole('navigation', { name: 'Student screens' })
        .getByRole('link', { name: 'Exams' })
        .click();
      await screenTitle(page, 'My exams');
    }
    expect(problems).toEqual([]);
  });
});

/** How tall a column of numbers is written, in px. */
const sumSize = (page: Page) =>
  page.locator('.question-column').evaluate((column) => Number.parseFloat(getComputedStyle(column).fontSize));

/** Starts the exam called `title` from My exams, at its first question. */
async function startExam(page: Page, title: string) {
  await page.getByRole('link', { name: `Start: ${title}`, exact: true }).click();
  await page.getByRole('region', { name: 'Ready to start?' }).getByRole('button').click();
  const question = page.getByRole('region', { name: `Question 1 of ${QUESTIONS}` });
  await question.waitFor(STATE_WAIT);
  return question;
}

describe.concurrent('the first screen of a level-10 exam', () => {
  const browser = useBrowser();

  it('keeps the sum large, the answers and Next in view on a phone held sideways (740 × 360)', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, { title: 'Ten rows', ...TEN_ROWS });
    const { page, problems } = await browser.open('/sign-in', {
      ...ON_A_PHONE,
      viewport: { width: 740, height: 360 },
    });
    await signInAsStudent(page, student);
    const question = await startExam(page, 'Ten rows');
    await saveScreenshot(page, 'level-10-sideways-first-screen', 740);
    await expectInWindow(
      page,
      'the question',
      await question.getByRole('img', { name: /, equals\?$/ }).boundingBox(),
    );
    await expectInWindow(
      page,
      'the answers',
      await page.getByRole('group', { name: 'Answers' }).boundingBox(),
    );
    await expectInWindow(page, 'Next', await question.getByRole('button', { name: /^Next/ }).boundingBox());
    expect(await sumSize(page), 'the sum’s type, px').toBeGreaterThanOrEqual(20);
    // A touch screen as wide as a small tablet: no keyboard to speak of, so no help with its keys.
    expect(await page.locator('.take-exam-keys').isVisible(), 'the keys’ help').toBe(false);
    // A tap on an answer leaves no mouse's hover behind: the answer not chosen looks as before.
    const answers = page.getByRole('group', { name: 'Answers' }).getByRole('button');
    const border = () => answers.first().evaluate((button) => getComputedStyle(button).borderColor);
    const untouched = await border();
    await answers.first().hover();
    expect(await border(), 'an answer under the finger').toBe(untouched);
    await checkScreen(page, 'level-10-sideways');
    expect(problems).toEqual([]);
  });

  it('keeps the question and Next in view under a 99-character title (360 × 740)', async ({ expect }) => {
    const title =
      'Level 10 weekly revision: three-digit numbers in ten rows, adding and taking away, before the exam.';
    expect(title).toHaveLength(99);
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    await createExam(teacher, { title, ...TEN_ROWS });
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, student);
    const question = await startExam(page, title);
    await saveScreenshot(page, 'level-10-long-title-first-screen', 360);
    await expectInWindow(
      page,
      'the question',
      await question.getByRole('img', { name: /, equals\?$/ }).boundingBox(),
    );
    await expectInWindow(page, 'Next', await question.getByRole('button', { name: /^Next/ }).boundingBox());
    // Two lines of the title at most, the rest cut short; the whole of it is still the heading's name.
    const heading = page.getByRole('heading', { level: 1, name: title });
    const lines = await heading.evaluate(
      (element) => element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(Math.round(lines)).toBeLessThanOrEqual(2);
    await checkScreen(page, 'level-10-long-title');
    expect(problems).toEqual([]);
  });
});
