import { screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hi } from '../src/locales/hi';
import {
  confirmLevel,
  createExam,
  joinRound,
  joinWithCode,
  registerTeacher,
  signInStudent,
  startRound,
  uniqueName,
  submitResult,
  type Teacher,
} from './support/api';
import { checkScreen, ON_A_PHONE, STATE_WAIT, useBrowser } from './support/browser';
import { pick } from './support/forms';
import { latinWordsOnScreen } from './support/latin-words';

const LEVEL = 2;
const PASSWORD = 'pupil-password-1';

/** The screen, checked (width, axe) and saved, in Hindi only. */
async function checkHindiScreen(page: Page, name: string, typedByTheClass: readonly string[]) {
  await checkScreen(page, `hindi-${name}`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  expect((await latinWordsOnScreen(page, typedByTheClass)).join(' '), `English on ${name}`).toBe('');
}

/** Chooses Hindi with the switch above the sign-in card; the device keeps it from then on. */
async function chooseHindi(page: Page): Promise<void> {
  await page.getByText('हिन्दी', { exact: true }).click();
  await screenTitle(page, hi.publicArea.signIn.title);
}

async function signIn(page: Page, role: 'student' | 'teacher', username: string, password: string) {
  if (role === 'teacher') await page.getByText(hi.signIn.teacher, { exact: true }).click();
  await page.getByLabel(hi.signIn.username).fill(username);
  await page.getByLabel(hi.signIn.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: hi.signIn.signIn, exact: true }).click();
}

interface HindiClass {
  teacher: Teacher;
  child: { id: string; username: string; fullname: string };
  practice: string;
  test: string;
  resultId: string;
  typedByTheClass: string[];
}

/** A class whose teacher, child and exams are all named in Hindi, with one practice done. */
async function seedHindiClass(): Promise<HindiClass> {
  const teacher = await registerTeacher('आशा राव');
  const fullname = 'अनिका शाह';
  const practice = await createExam(teacher, { title: 'जोड़ का अभ्यास', level: LEVEL, totalQuestions: 3 });
  const test = await createExam(teacher, { title: 'शुक्रवार का टेस्ट', level: LEVEL, assessment: true });
  const child = await joinWithCode(teacher, fullname, LEVEL);
  await confirmLevel(teacher, child.username);
  const token = await signInStudent(child.username, PASSWORD);
  const resultId = await submitResult(token, practice, { correct: 2, minutes: 2.5, completedAt: new Date() });
  return {
    teacher,
    child: { id: child.id, username: child.username, fullname },
    practice,
    test,
    resultId,
    typedByTheClass: [child.username, teacher.username, teacher.joinCode, teacher.fullname],
  };
}

/** The passes run at once, each with its own class and pages: most of a pass is waiting for the app. */
describe.concurrent('the app in Hindi, on a phone (360 px)', () => {
  const browser = useBrowser();

  it('shows a child every screen in Hindi, with no English word', async ({ expect }) => {
    const { child, test, typedByTheClass } = await seedHindiClass();
    // A test taken too, for the tests' figures on My progress.
    await submitResult(await signInStudent(child.username, PASSWORD), test, {
      correct: 0,
      minutes: 1,
      completedAt: new Date(),
    });
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await chooseHindi(page);
    await checkHindiScreen(page, 'sign-in', typedByTheClass);
    await signIn(page, 'student', child.username, PASSWORD);
    await screenTitle(page, hi.studentArea.exams.title);
    await page.getByText('जोड़ का अभ्यास').first().waitFor();
    await checkHindiScreen(page, 'exams', typedByTheClass);

    for (const [path, title, name] of [
      ['/results', hi.studentArea.results.title, 'results'],
      ['/progress', hi.studentArea.progress.title, 'progress'],
      ['/profile', hi.studentArea.profile.title, 'profile'],
    ] as const) {
      await page.goto(page.url().replace(/\/app\/.*$/, `/app${path}`));
      await screenTitle(page, title);
      if (name === 'progress') await page.getByText('दिए गए समय में से लगा समय (औसत)').waitFor(STATE_WAIT);
      await checkHindiScreen(page, name, typedByTheClass);
    }
    // The child's own profile speaks to the child ("आपके"), never of "the student".
    await page.getByText('अगर आपके पास नहीं है, तो खाली छोड़ दें।', { exact: false }).first().waitFor();
    expect(await page.getByText('विद्यार्थी', { exact: false }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('lets a child join with the class code and take a practice in Hindi, with no English word', async ({
    expect,
  }) => {
    const teacher = await registerTeacher('आशा राव');
    const title = 'जोड़ का अभ्यास';
    await createExam(teacher, { title, level: LEVEL, totalQuestions: 2 });
    const username = uniqueName('anika');
    const typedByTheClass = [username, teacher.username, teacher.joinCode, teacher.fullname];
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await chooseHindi(page);

    await page.goto(page.url().replace(/\/app\/.*$/, `/app/join/${teacher.joinCode}`));
    await screenTitle(page, hi.publicArea.join.title);
    // A username takes English letters only, and says so.
    await page.getByText('अंग्रेज़ी अक्षर, अंक, _ . या -', { exact: false }).waitFor();
    await checkHindiScreen(page, 'join', typedByTheClass);
    // Sent empty: each box says what it needs, in Hindi.
    await page.getByRole('button', { name: hi.joinClass.join }).click();
    await page.getByText(hi.shared.person.typeYourName).waitFor(STATE_WAIT);
    await checkHindiScreen(page, 'join-problems', typedByTheClass);
    await page.getByLabel(hi.joinClass.fullName, { exact: true }).fill('अनिका शाह');
    await page.getByLabel(hi.shared.person.username, { exact: true }).fill(username);
    await page.getByLabel(hi.shared.password.password, { exact: true }).fill(PASSWORD);
    await pick(page, hi.shared.grade.level, String(LEVEL));
    await page.getByRole('button', { name: hi.joinClass.join }).click();
    await screenTitle(page, hi.studentArea.exams.title);
    await page.getByRole('alert').waitFor(STATE_WAIT);
    await checkHindiScreen(page, 'exams-level-unchecked', typedByTheClass);

    // The teacher checks the level; the child takes the practice, question by question, and hands it in.
    await confirmLevel(teacher, username);
    await page.reload();
    await page
      .getByRole('link', { name: hi.studentExams.actionOn.start.replace('{{title}}', title) })
      .click();
    await screenTitle(page, title);
    await checkHindiScreen(page, 'ready', typedByTheClass);
    await page.getByRole('button', { name: hi.takeExam.ready.startPractice }).click();
    for (const last of [false, true]) {
      const answers = page.getByRole('group', { name: hi.shared.answer.options });
      await answers.getByRole('button').first().click();
      if (!last) await checkHindiScreen(page, 'question', typedByTheClass);
      const onward = last ? hi.takeExam.question.handIn : new RegExp(`^${hi.takeExam.question.next}`);
      await page.getByRole('button', { name: onward, exact: true }).click();
    }
    const handIn = page.getByRole('dialog', { name: hi.takeExam.handIn.title });
    await handIn.waitFor(STATE_WAIT);
    // "Keep going" as a child says it, not "keep asking questions".
    await handIn.getByRole('button', { name: 'करते रहें', exact: true }).waitFor();
    await checkHindiScreen(page, 'hand-in', typedByTheClass);
    await handIn.getByRole('button', { name: hi.takeExam.handIn.ok, exact: true }).click();
    await page.getByRole('region', { name: hi.results.review.student.answers }).waitFor(STATE_WAIT);
    await checkHindiScreen(page, 'result-after-taking', typedByTheClass);
    expect(problems).toEqual([]);
  });

  it('shows a teacher every screen in Hindi, with no English word', async ({ expect }) => {
    const { teacher, child, practice, resultId, typedByTheClass } = await seedHindiClass();
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await chooseHindi(page);
    await signIn(page, 'teacher', teacher.username, teacher.password);
    await page.getByText('अनिका शाह').first().waitFor(STATE_WAIT);
    await checkHindiScreen(page, 'teacher-home', typedByTheClass);

    const screens: (readonly [string, string])[] = [
      ['/teacher/students', 'teacher-students'],
      [`/teacher/students/${child.id}`, 'teacher-student'],
      ['/teacher/exams', 'teacher-exams'],
      ...(['overview', 'results', 'analytics', 'questions', 'settings'] as const).map(
        (part) => [`/teacher/exams/${practice}/${part}`, `teacher-exam-${part}`] as const,
      ),
      [`/teacher/results/${resultId}`, 'teacher-result'],
      ['/teacher/exams/new', 'teacher-new-exam'],
      ['/teacher/levels', 'teacher-levels'],
      ['/teacher/account', 'teacher-account'],
    ];
    for (const [path, name] of screens) {
      await page.goto(page.url().replace(/\/app\/.*$/, `/app${path}`));
      await page.locator('h1').first().waitFor();
      await checkHindiScreen(page, name, typedByTheClass);
    }
    expect(problems).toEqual([]);
  });

  it('shows a live round in Hindi on the projector and on a child’s phone, with no English word', async ({
    expect,
  }) => {
    const { teacher, child, practice, typedByTheClass } = await seedHindiClass();
    const round = await startRound(teacher, practice, 120);
    await joinRound(await signInStudent(child.username, PASSWORD), round.code);
    const title = hi.liveRound.projector.title.replace('{{title}}', 'जोड़ का अभ्यास');
    const words = hi.liveRound;

    const projector = await browser.open('/sign-in', ON_A_PHONE);
    const board = projector.page;
    await chooseHindi(board);
    await signIn(board, 'teacher', teacher.username, teacher.password);
    await board.getByText('अनिका शाह').first().waitFor(STATE_WAIT);
    await board.goto(board.url().replace(/\/app\/.*$/, `/app/teacher/rounds/${round.id}`));
    await screenTitle(board, title);
    await board.getByText(words.projector.players_one.replace('{{number}}', '1')).waitFor(STATE_WAIT);
    await checkHindiScreen(board, 'round-projector-lobby', typedByTheClass);

    const phone = await browser.open('/sign-in', ON_A_PHONE);
    const page = phone.page;
    await chooseHindi(page);
    await signIn(page, 'student', child.username, PASSWORD);
    await screenTitle(page, hi.studentArea.exams.title);
    await page.goto(page.url().replace(/\/app\/.*$/, `/app/rounds/${round.id}`));
    await screenTitle(page, title);
    await page.getByText(words.play.waiting).waitFor(STATE_WAIT);
    await checkHindiScreen(page, 'round-child-waiting', typedByTheClass);

    await board.getByRole('button', { name: words.projector.start, exact: true }).click();
    const answered = words.projector.answered.replace('{{players}}', '1').replace('{{answered}}', '0');
    await board.getByText(answered).waitFor(STATE_WAIT);
    await board.getByText(/सेकंड बाकी$/).waitFor(STATE_WAIT);
    await checkHindiScreen(board, 'round-projector-question', typedByTheClass);
    await page.getByText(words.play.answerNow).waitFor(STATE_WAIT);
    await checkHindiScreen(page, 'round-child-answer', typedByTheClass);

    // The one child's answer closes the question: the answer and the board, in Hindi.
    await page.getByRole('group', { name: hi.shared.answer.options }).getByRole('button').first().click();
    await page.getByText(words.play.rightAnswerIs.split('{{')[0]!, { exact: false }).waitFor(STATE_WAIT);
    await checkHindiScreen(page, 'round-child-result', typedByTheClass);
    await board.getByText(words.projector.answerIs.split('{{')[0]!, { exact: false }).waitFor(STATE_WAIT);
    await board.getByRole('table').waitFor();
    await checkHindiScreen(board, 'round-projector-board', typedByTheClass);
    for (const opened of [projector, phone]) expect(opened.problems).toEqual([]);
  });
});
