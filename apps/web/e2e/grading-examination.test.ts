import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  addStudent,
  answersOf,
  createExam,
  createGrading,
  createGradingFromTemplate,
  registerTeacher,
  signInStudent,
  takeTestRight,
  takeTypedTest,
  type Teacher,
} from './support/api';
import { appUrl, checkScreen, ON_A_PHONE, STATE_WAIT, useBrowser } from './support/browser';
import { downloadOf, pdfText } from './support/download';
import { pick, setNumber } from './support/forms';
import { answerOnScreen } from './support/grading';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';

const LEVEL = 3;
/** Four questions of 2 marks: 8 marks a section. */
const QUESTIONS = 4;
const PASS_MARKS = 6;
const SECTIONS = ['Adding', 'Taking away', 'Mixed sums'] as const;

/** Three tests of the level, one a section, each with the same questions for every child. */
async function sectionExams(teacher: Teacher, prefix = ''): Promise<string[]> {
  const ids: string[] = [];
  for (const title of SECTIONS) {
    ids.push(
      await createExam(teacher, {
        title: `${prefix}${title}`,
        level: LEVEL,
        assessment: true,
        sameQuestions: true,
        totalQuestions: QUESTIONS,
        duration: 5,
      }),
    );
  }
  return ids;
}

/** Both widths of a screen, the phone's first, leaving the page at `width`. */
async function checkBothWidths(page: Page, name: string, width = PHONE) {
  await page.setViewportSize(PHONE);
  await checkScreen(page, name);
  await page.setViewportSize(DESKTOP);
  await checkScreen(page, name);
  await page.setViewportSize(width);
}

/** The tests run at once, each with its own class and pages: most of a test is waiting for the app. */
describe.concurrent('a grading examination', () => {
  const browser = useBrowser();

  it('is made of three tests by the teacher, taken section by section by a child on a phone, and passed or not section by section', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const exams = await sectionExams(teacher);

    // The teacher puts the grading together from their tests, a pass mark for each.
    const desk = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(desk.page, teacher);
    await desk.page
      .getByRole('navigation', { name: 'Teacher screens' })
      .getByRole('link', { name: 'Exams' })
      .click();
    await screenTitle(desk.page, 'Exams');
    await desk.page
      .getByRole('navigation', { name: 'Exams or gradings' })
      .getByRole('link', { name: 'Gradings' })
      .click();
    await screenTitle(desk.page, 'Gradings');
    await desk.page.getByText('No gradings yet.', { exact: false }).waitFor();
    await desk.page.getByRole('link', { name: 'New grading' }).click();
    await screenTitle(desk.page, 'New grading');
    // A published standard first: its grade, who sets it and where, and its sections.
    const standards = desk.page.getByRole('region', { name: 'From a grade standard' });
    await standards.getByRole('table').first().waitFor(STATE_WAIT);
    await checkBothWidths(desk.page, 'new-grading-standard', DESKTOP);
    await desk.page
      .getByRole('navigation', { name: 'How to start' })
      .getByRole('link', { name: 'From my tests' })
      .click();
    await desk.page.getByLabel('Title', { exact: true }).fill('Spring grading');
    await desk.page.getByLabel('Grade', { exact: true }).fill('8th kyu');
    await pick(desk.page, 'Level', 'Level 3');
    for (const title of SECTIONS) await pick(desk.page, 'Sections', title);
    for (const [index, title] of SECTIONS.entries()) {
      await setNumber(desk.page, `Pass mark of section ${index + 1}: ${title}`, PASS_MARKS);
    }
    await desk.page.getByText('Out of 8 marks (4 questions, 5 minutes).').first().waitFor();
    await checkBothWidths(desk.page, 'new-grading', DESKTOP);
    await desk.page.getByRole('button', { name: 'Make the grading' }).click();
    await screenTitle(desk.page, 'Spring grading');
    await desk.page.getByRole('status').getByText('“Spring grading” is made.', { exact: false }).waitFor();
    const sections = desk.page.getByRole('table', { name: 'Sections of Spring grading' });
    for (const [index, title] of SECTIONS.entries())
      await sections.getByText(`${index + 1}. ${title}`).waitFor();
    await desk.page.getByText('To pass, a child passes every section.', { exact: false }).waitFor();

    // The child, on a phone, finds it on My exams, and is told which section comes next.
    const phone = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(phone.page, student);
    const card = phone.page.getByRole('article', { name: 'Spring grading' });
    await card.getByText('It has 3 sections. Begin with section 1: press “Start”.').waitFor(STATE_WAIT);
    // Its sections are taken from the grading only, not offered again among the tests.
    expect(await phone.page.getByRole('link', { name: 'Start: Adding', exact: true }).count()).toBe(0);
    await checkScreen(phone.page, 'grading-child-start');

    // Section 1 all right, section 2 all wrong, section 3 all right.
    const right = [true, false, true];
    const back = phone.page.getByRole('link', { name: 'Back to my grading' });
    const nextSection = phone.page.getByRole('link', { name: /^Next section/ });
    for (const [index, title] of SECTIONS.entries()) {
      // Section 2 is reached from section 1's result, the others from the grading.
      if (index !== 1)
        await card.getByRole('link', { name: `Start: Section ${index + 1} of 3: ${title}` }).click();
      await phone.page.getByRole('region', { name: 'Ready to start?' }).getByRole('button').click();
      await answerOnScreen(phone.page, await answersOf(teacher, exams[index]!), () => right[index]!);
      await back.waitFor(STATE_WAIT);
      if (index === 0) {
        // Passed: praised as the score earns, and led on to the next section, in English and in Hindi.
        await phone.page.getByText('Perfect! 4 of 4 right.').waitFor();
        await checkScreen(phone.page, 'grading-section-passed');
        await phone.page.getByText('हिन्दी', { exact: true }).click();
        await phone.page.getByText('शानदार! 4 में से 4 सही।').waitFor(STATE_WAIT);
        await phone.page.getByRole('link', { name: 'मेरी ग्रेड परीक्षा पर वापस' }).waitFor();
        await phone.page.getByRole('link', { name: 'अगला भाग: 3 में से भाग 2: Taking away' }).waitFor();
        await checkScreen(phone.page, 'grading-section-passed-hindi');
        await phone.page.getByText('English', { exact: true }).click();
        await phone.page.getByRole('link', { name: 'Next section: Section 2 of 3: Taking away' }).click();
        continue;
      }
      // Not passed, no praise it did not earn; passed with no section left to take, no next section.
      if (index === 1)
        await phone.page.getByText('0 of 4 right. Keep practising: every try makes you better.').waitFor();
      expect(await nextSection.count()).toBe(0);
      await back.click();
      await screenTitle(phone.page, 'My exams');
    }
    for (const [index, title] of SECTIONS.entries()) {
      const outcome = right[index] ? 'Passed' : 'Not passed';
      const row = card.getByRole('listitem').filter({ hasText: `Section ${index + 1} of 3: ${title}` });
      await row.getByText(right[index] ? '8 / 8' : '0 / 8').waitFor(STATE_WAIT);
      await row.getByText(outcome, { exact: true }).waitFor();
    }
    // Every section done: one failed, so the grading is not passed, and no certificate.
    await card
      .getByText('You have not passed 8th kyu this time. Keep practising and try again.')
      .waitFor(STATE_WAIT);
    await card.getByText('Total: 16 / 24').waitFor();
    expect(await card.getByRole('button', { name: /^Certificate/ }).count()).toBe(0);
    await checkBothWidths(phone.page, 'grading-child-done');

    // The teacher sees each section's score with its outcome, and the child's overall outcome.
    await desk.page.reload();
    const results = desk.page.getByRole('table', { name: 'Results of Spring grading' });
    const childRow = results.getByRole('row').filter({ hasText: 'Mira Das' });
    await childRow.getByText('16 / 24').waitFor(STATE_WAIT);
    expect(await childRow.getByText('Passed', { exact: true }).count()).toBe(2);
    expect(await childRow.getByText('Not passed', { exact: true }).count()).toBe(2);
    expect(await childRow.getByRole('button', { name: /^Certificate/ }).count()).toBe(0);
    await checkBothWidths(desk.page, 'grading-teacher', DESKTOP);
    expect(desk.problems).toEqual([]);
    expect(phone.problems).toEqual([]);
  });

  it('passed, gives the child a certificate with their name, the grade and each section’s score, and a grade in their history', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const exams = await sectionExams(teacher, '7th kyu: ');
    await createGrading(teacher, {
      title: 'Summer grading',
      grade: '7th kyu',
      level: LEVEL,
      sections: exams.map((examId) => ({ examId, passMarks: PASS_MARKS })),
    });
    const token = await signInStudent(student.username, student.password);
    for (const examId of exams) await takeTestRight(teacher, token, examId);

    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, student);
    const card = page.getByRole('article', { name: 'Summer grading' });
    await card.getByText('Well done! You passed 7th kyu. Your certificate is ready.').waitFor(STATE_WAIT);
    const certificate = await downloadOf(page, () =>
      card.getByRole('button', { name: 'Certificate of 7th kyu (PDF)' }).click(),
    );
    expect(certificate.name).toBe('certificate-7th-kyu.pdf');
    const text = await pdfText(certificate);
    expect(text).toContain('Mira Das');
    expect(text).toContain('7th kyu');
    for (const title of SECTIONS) expect(text).toMatch(new RegExp(`${title}[^]*?8 / 8`));

    // My progress keeps the grade, with its certificate.
    await page.getByRole('link', { name: 'Progress' }).click();
    await screenTitle(page, 'My progress');
    const grade = page.getByRole('article', { name: '7th kyu, Summer grading' });
    await grade.getByText('Total: 24 / 24').waitFor(STATE_WAIT);
    await grade.getByText('Passed', { exact: true }).waitFor();
    await grade.getByRole('button', { name: 'Certificate of 7th kyu (PDF)' }).waitFor();
    await checkBothWidths(page, 'grade-history');

    // And the teacher's page of the child shows the same grade.
    const desk = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(desk.page, teacher);
    await desk.page.goto(appUrl(`/teacher/students/${student.id}`));
    const teacherGrade = desk.page.getByRole('article', { name: '7th kyu, Summer grading' });
    await teacherGrade
      .getByRole('button', { name: 'Certificate of 7th kyu for Mira Das (PDF)' })
      .waitFor(STATE_WAIT);
    await checkScreen(desk.page, 'grade-history-teacher');
    expect(problems).toEqual([]);
    expect(desk.problems).toEqual([]);
  });

  it('of the anzan kentei’s 7th–10th kyu, awards the kyu the score reaches, on the child’s card, certificate and the teacher’s results', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, 4);
    const { gradingId, examIds } = await createGradingFromTemplate(teacher, 'jcci-anzan-7-10-kyu', 4);
    // 36 of 50 sums right: 360 of 500 marks, 8th kyu (from 350; 7th kyu from 400).
    await takeTypedTest(teacher, await signInStudent(student.username, student.password), examIds[0]!, 36);

    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, student);
    const card = page.getByRole('article', { name: 'Anzan 7th–10th kyu grading' });
    await card
      .getByText('Well done! You passed Anzan 8th kyu. Your certificate is ready.')
      .waitFor(STATE_WAIT);
    const certificate = await downloadOf(page, () =>
      card.getByRole('button', { name: 'Certificate of Anzan 8th kyu (PDF)' }).click(),
    );
    expect(certificate.name).toBe('certificate-anzan-8th-kyu.pdf');
    const text = await pdfText(certificate);
    expect(text).toContain('Anzan 8th kyu');
    expect(text).toContain('360 / 500');
    await checkScreen(page, 'grading-awarded-child');

    const desk = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(desk.page, teacher);
    await desk.page.goto(appUrl(`/teacher/exams/gradings/${gradingId}`));
    await desk.page
      .getByText(
        'The total of 500 marks gives the grade: Anzan 7th kyu from 400, Anzan 8th kyu from 350, ' +
          'Anzan 9th kyu from 300, Anzan 10th kyu from 250.',
        { exact: false },
      )
      .waitFor(STATE_WAIT);
    const row = desk.page.getByRole('row', { name: /Mira Das/ });
    await row.getByText('Anzan 8th kyu', { exact: true }).waitFor(STATE_WAIT);
    await row.getByRole('button', { name: 'Certificate of Anzan 8th kyu for Mira Das (PDF)' }).waitFor();
    await checkBothWidths(desk.page, 'grading-awarded-teacher', DESKTOP);
    expect(problems).toEqual([]);
    expect(desk.problems).toEqual([]);
  });

  it('sat as one paper, lets a child on a phone move between its sections in any order on one clock', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, LEVEL);
    const exams = await sectionExams(teacher);
    await createGrading(teacher, {
      title: 'Paper grading',
      grade: '6th kyu',
      level: LEVEL,
      sections: exams.map((examId) => ({ examId, passMarks: PASS_MARKS })),
      paper: { totalPassMarks: 18 },
    });

    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, student);
    const card = page.getByRole('article', { name: 'Paper grading' });
    await card
      .getByText(
        'One paper: 15 minutes for all 3 sections, in any order. The clock starts when you open the first.',
      )
      .waitFor(STATE_WAIT);
    await checkScreen(page, 'grading-paper-child');
    // The last section first.
    await card.getByRole('link', { name: 'Start: Section 3 of 3: Mixed sums' }).click();
    const ready = page.getByRole('region', { name: 'Ready to start?' });
    await ready
      .getByText('One clock for the whole paper: 15 minutes for all its sections, from the first you open.')
      .waitFor(STATE_WAIT);
    await ready.getByRole('button').click();
    const sections = page.getByRole('navigation', { name: 'Sections of this paper' });
    await sections.getByText('Section 3: Mixed sums (you are here)').waitFor(STATE_WAIT);
    const clock = page.getByRole('timer', { name: 'Time left' });
    expect(await clock.textContent()).toMatch(/^1[45]:\d\d$/);
    await page.getByRole('group', { name: 'Answers' }).getByRole('button').first().click();
    await checkScreen(page, 'grading-paper-section');

    // To section 1 with no "Leave the test?": it opens at once, on the same clock, not five minutes of its own.
    await sections.getByRole('link', { name: 'Section 1: Adding' }).click();
    await sections.getByText('Section 1: Adding (you are here)').waitFor(STATE_WAIT);
    expect(await page.getByRole('dialog', { name: 'Leave the test?' }).count()).toBe(0);
    expect(await clock.textContent()).toMatch(/^1[45]:\d\d$/);
    await answerOnScreen(page, await answersOf(teacher, exams[0]!), () => true);
    await page.getByRole('link', { name: 'Back to my grading' }).click();
    await card
      .getByRole('listitem')
      .filter({ hasText: 'Section 1 of 3: Adding' })
      .getByText('8 / 8')
      .waitFor(STATE_WAIT);

    // Back in section 3: the answer chosen before is still chosen.
    await card.getByRole('link', { name: 'Start: Section 3 of 3: Mixed sums' }).click();
    await sections.getByText('Section 1: Adding (handed in)').waitFor(STATE_WAIT);
    await page
      .getByRole('navigation', { name: 'All questions' })
      .getByRole('button', { name: 'Question 1, answered' })
      .waitFor(STATE_WAIT);
    expect(problems).toEqual([]);
  });
});
