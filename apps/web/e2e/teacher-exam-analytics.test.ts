import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStudent, createExam, registerTeacher, signInStudent, submitResult } from './support/api';
import { checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsTeacher } from './support/sign-in';
import { openPart } from './support/teacher-exam';

const LEVEL = 2;
const QUESTIONS = 10;
// Thirty children, more than a page of the table holds, each with a name of their own.
const NAMES = ['Asha', 'Bala', 'Chitra', 'Dev', 'Esha', 'Farid'].flatMap((first) =>
  ['Iyer', 'Khan', 'Nair', 'Rao', 'Singh'].map((last) => `${first} ${last}`),
);

/** The names in the table's rows, top to bottom. */
async function namesListed(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: "Each student's practice" });
  return table.locator('tbody tr.ant-table-row td:first-child').allInnerTexts();
}

describe('a practice taken by more children than a page holds, at a desk (1280 px)', () => {
  const browser = useBrowser();

  it('pages the students and orders them by score, with the figures of the whole class', async () => {
    const teacher = await registerTeacher();
    const examId = await createExam(teacher, {
      title: 'Daily sums',
      level: LEVEL,
      totalQuestions: QUESTIONS,
    });
    // Child i gets i % 11 right: every tenth of the scale holds someone, Farid Singh (29) gets 7.
    for (const [index, name] of NAMES.entries()) {
      const child = await addStudent(teacher, LEVEL, name);
      await submitResult(await signInStudent(child.username, child.password), examId, {
        correct: index % (QUESTIONS + 1),
        minutes: 5,
        completedAt: new Date(),
      });
    }

    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await page.goto(page.url().replace(/\/teacher.*$/, `/teacher/exams/${examId}/analytics`));
    await screenTitle(page, 'Daily sums');
    await openPart(page, 'Analytics');
    await page.getByText('30 of 30 students').waitFor(STATE_WAIT);
    // The chart counts all thirty, not the page: 0–7 right three times each, 8 and 9 twice, 10 twice.
    const tenths = [3, 3, 3, 3, 3, 3, 3, 3, 2, 4]
      .map((count, tenth) => `${tenth * 10}–${(tenth + 1) * 10}%, ${count}`)
      .join('; ');
    await page.getByRole('img', { name: `How many scored in each tenth: ${tenths}.` }).waitFor();

    // By name, 25 to a page.
    await page.getByRole('row', { name: /Asha Iyer/ }).waitFor(STATE_WAIT);
    const first = await namesListed(page);
    expect(first).toEqual([...NAMES].sort().slice(0, 25));
    await page.getByRole('listitem', { name: '2' }).click();
    await page.getByRole('row', { name: /Farid Singh/ }).waitFor(STATE_WAIT);
    expect(await namesListed(page)).toEqual([...NAMES].sort().slice(25));
    await checkScreen(page, 'teacher-exam-analytics-second-page');

    // Highest score first: the three with 10 right (10, 21 — Chitra Khan, Esha Iyer…) lead, by name.
    await page.getByRole('radiogroup', { name: 'Order' }).getByText('Highest score first').click();
    const tenRight = NAMES.filter((_, index) => index % (QUESTIONS + 1) === QUESTIONS).sort();
    await page.getByRole('row', { name: new RegExp(tenRight[0]!) }).waitFor(STATE_WAIT);
    expect((await namesListed(page)).slice(0, tenRight.length)).toEqual(tenRight);
    expect(problems).toEqual([]);
  });
});
