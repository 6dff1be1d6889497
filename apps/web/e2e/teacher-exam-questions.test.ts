import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import { describe, expect, it } from 'vitest';
import {
  addStudent,
  createExam,
  examWithQuestions,
  registerTeacher,
  signInStudent,
  submitResult,
} from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { asPreviewed, listedQuestions } from './support/preview';
import { signInAsTeacher } from './support/sign-in';
import { openPart } from './support/teacher-exam';

const EXAM = 'Tuesday sums';
/** Each mistake on the abacus, as the item analysis names it after how many made it. */
const MISTAKE_WORDS = {
  'five-bead': 'forgot the 5-bead',
  'one-bead': 'set one bead too many or too few',
  carry: 'lost or added a carry',
  'skipped-row': 'left out a row',
  sign: 'read a row’s sign the wrong way',
  'rod-slip': 'set a number on the wrong rod',
  'times-table': 'slipped on a times table',
} as const;

// Found by a teacher: a new exam's questions were nowhere to be seen (the Questions part was empty until
// results came in), and its figures named the options by letter alone.
describe('a teacher reading an exam’s questions', () => {
  const browser = useBrowser();

  it('sees every question with its answer, and under Analytics each letter of the item analysis with its number and the mistakes named', async () => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, 2);
    await createExam(teacher, { title: EXAM, level: 2, totalQuestions: 6 });
    const { examId, questions } = await examWithQuestions(teacher, EXAM);
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);

    // Before any result: the questions with their answers, and a word on the figures to come.
    await page.goto(appUrl(`/teacher/exams/${examId}/questions`));
    await screenTitle(page, EXAM);
    const listed = page.getByRole('region', { name: 'The questions and their answers' });
    await listed.getByText('All 6 questions, in the exam’s order', { exact: false }).waitFor(STATE_WAIT);
    expect(await listedQuestions(listed)).toEqual(asPreviewed(questions));
    // How the class answered each question is under Analytics, with the class's other figures.
    await openPart(page, 'Analytics');
    await page.getByText('No answers to these questions yet', { exact: false }).waitFor(STATE_WAIT);

    // After a result whose first three answers are right: each option's number beside its letter, and
    // the mistake each wrong answer stood for, named.
    const token = await signInStudent(student.username, student.password);
    await submitResult(token, examId, { correct: 3, minutes: 4, completedAt: new Date() });
    await page.reload();
    const items = page.getByRole('table', { name: 'Item analysis' });
    await items.getByRole('row').nth(6).waitFor(STATE_WAIT);
    const cellsOf = (position: number) =>
      items
        .getByRole('row')
        .nth(position)
        .getByRole('cell')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent));
    const letters = ['a', 'b', 'c', 'd'] as const;
    for (const [index, question] of questions.entries()) {
      const right = question.correct_option!;
      // submitResult answers a wrong question with the first letter that is not the right one.
      const chosen = index < 3 ? right : letters.find((letter) => letter !== right)!;
      const cells = await cellsOf(index + 1);
      expect(cells.slice(2, 3)).toEqual([`${right.toUpperCase()} ${question.answer}`]);
      expect(cells.slice(4, 8)).toEqual(
        letters.map((letter) => `${question[`option_${letter}`]}, chosen by ${letter === chosen ? 1 : 0}`),
      );
      const mistake = index < 3 ? null : question.mistakes?.[chosen];
      expect(cells.at(-1)).toBe(mistake ? `1 ${MISTAKE_WORDS[mistake]}` : '—');
    }
    await checkScreen(page, 'teacher-exam-item-analysis');
    await page.setViewportSize(PHONE);
    await checkScreen(page, 'teacher-exam-item-analysis');
    expect(problems).toEqual([]);
  });
});
