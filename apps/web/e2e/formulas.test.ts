import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import { describe, expect, it } from 'vitest';
import {
  addStudent,
  createExam,
  listedFor,
  readExam,
  readStudent,
  registerTeacher,
  signInStudent,
  submitResult,
  takeTypedTestRight,
} from './support/api';
import { appUrl, checkScreen, ON_A_PHONE, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';
import { answerShown, questionRegion } from './support/typed-answers';

describe('formulas', () => {
  const browser = useBrowser();

  it('a child sees their formulas on a phone; the teacher reads the class map at a desk and makes a practice of a formula', async () => {
    const teacher = await registerTeacher();
    const anika = await addStudent(teacher, 3, 'Anika Rao');
    const ravi = await addStudent(teacher, 3, 'Ravi Kumar');
    const examId = await createExam(teacher, {
      title: 'Big friends',
      level: 3,
      digits: { min: 1, max: 1 },
      rows: { min: 4, max: 4 },
      totalQuestions: 20,
    });
    const completedAt = new Date();
    await submitResult(await signInStudent(anika.username, anika.password), examId, {
      correct: 8,
      minutes: 9,
      completedAt,
    });
    const raviToken = await signInStudent(ravi.username, ravi.password);
    await submitResult(raviToken, examId, { correct: 20, minutes: 7, completedAt });
    // Ravi masters +7 with a big friend: twenty sums that use it, all written right, three seconds each.
    const drill = await createExam(teacher, {
      title: '+7 drill',
      level: 3,
      digits: { min: 1, max: 1 },
      rows: { min: 4, max: 4 },
      abacusMethod: 'big-friends',
      focus: ['add.big.7'],
      answerMode: 'typed',
      sameQuestions: true,
      totalQuestions: 20,
    });
    await takeTypedTestRight(teacher, raviToken, drill);

    // Anika, on her phone: her level's formulas by family, each in words and colour.
    const child = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(child.page, anika);
    await child.page.goto(appUrl('/progress'));
    await screenTitle(child.page, 'My progress');
    await child.page.getByText('You have mastered 0 of the 36 formulas of your level.').waitFor(STATE_WAIT);
    const bigFriends = child.page.getByRole('region', { name: 'Big friends' });
    await bigFriends.getByText('+7 with a big friend', { exact: true }).waitFor(STATE_WAIT);
    await checkScreen(child.page, 'my-formulas');
    expect(child.problems).toEqual([]);

    // Her teacher, at a desk: the level's map, Anika first (she has mastered no more than Ravi, and comes
    // first by name), every cell saying what it shows.
    const desk = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(desk.page, teacher);
    await desk.page.goto(appUrl('/teacher/levels'));
    await screenTitle(desk.page, 'Levels');
    const map = desk.page.getByRole('table').last();
    await map.getByRole('link', { name: 'Anika Rao' }).waitFor(STATE_WAIT);
    const rows = map.getByRole('row');
    await expect.poll(() => rows.getByRole('link').allTextContents()).toEqual(['Anika Rao', 'Ravi Kumar']);
    expect(await map.getByLabel(/^Ravi Kumar, \+1 directly: /).count()).toBe(1);
    await checkScreen(desk.page, 'formula-map');

    // In Hindi: the same map, its groups and formulas in the teacher's words.
    await desk.page.getByText('हिन्दी', { exact: true }).click();
    await map.getByText('बड़े दोस्त', { exact: true }).waitFor(STATE_WAIT);
    await map.getByRole('button', { name: '+7 बड़े दोस्त से का अभ्यास' }).waitFor();
    await checkScreen(desk.page, 'formula-map-hindi');
    await desk.page.getByText('English', { exact: true }).click();

    // A formula's heading makes a practice of it for the children who have not mastered it: Anika, not Ravi.
    const practise = map.getByRole('button', { name: 'Practise +7 with a big friend' });
    expect(await practise.getAttribute('title')).toBe(
      'Makes a practice of +7 with a big friend for the 1 child at level 3 who has not mastered it: every question uses it.',
    );
    await practise.click();
    await screenTitle(desk.page, 'New exam');
    expect(await desk.page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Practice: +7 with a big friend',
    );
    await desk.page.getByTitle('+7 with a big friend', { exact: true }).waitFor(STATE_WAIT);
    await desk.page.getByTitle('Anika Rao', { exact: true }).waitFor(STATE_WAIT);
    expect(await desk.page.getByTitle('Ravi Kumar', { exact: true }).count()).toBe(0);
    await checkScreen(desk.page, 'builder-from-formula-map');
    await desk.page.getByRole('button', { name: 'Create the exam' }).click();
    await desk.page.waitForURL(/\/teacher\/exams\/[^/]+\/questions$/, STATE_WAIT);
    const practiceId = /\/teacher\/exams\/([^/]+)/.exec(desk.page.url())![1]!;
    await desk.page.goto(appUrl(`/teacher/exams/${practiceId}`));
    await desk.page.getByText('1 child: Anika Rao').waitFor(STATE_WAIT);
    await checkScreen(desk.page, 'practice-for-some-children');
    expect(await readExam(teacher, practiceId)).toMatchObject({ students: [anika.id] });
    expect(await listedFor(raviToken)).not.toContain(practiceId);
    expect(await listedFor(await signInStudent(anika.username, anika.password))).toContain(practiceId);

    // And on Anika's own page.
    await desk.page.goto(appUrl(`/teacher/students/${anika.id}`));
    await screenTitle(desk.page, 'Anika Rao');
    await desk.page
      .getByText('Anika Rao has mastered 0 of the 36 formulas of their level.')
      .waitFor(STATE_WAIT);
    expect(desk.problems).toEqual([]);
  });

  it('the roster says which children have mastered their level, and leads to moving them up', async () => {
    const teacher = await registerTeacher();
    const meena = await addStudent(teacher, 1, 'Meena Das');
    await addStudent(teacher, 1, 'Dev Patel');
    // Eighty one-digit sums of direct moves, written right: every formula of level 1 many times over.
    const examId = await createExam(teacher, {
      title: 'Direct moves',
      level: 1,
      digits: { min: 1, max: 1 },
      rows: { min: 3, max: 3 },
      abacusMethod: 'direct',
      answerMode: 'typed',
      sameQuestions: true,
      totalQuestions: 80,
    });
    await takeTypedTestRight(teacher, await signInStudent(meena.username, meena.password), examId);

    const desk = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(desk.page, teacher);
    await desk.page.goto(appUrl('/teacher/students'));
    await screenTitle(desk.page, 'Students');
    const ready = desk.page.getByRole('link', { name: 'Ready to move up' });
    await ready.waitFor(STATE_WAIT);
    // Only Meena's row says so.
    expect(await ready.count()).toBe(1);
    const meenaRow = desk.page.getByRole('row').filter({ hasText: 'Meena Das' });
    expect(await meenaRow.getByRole('link', { name: 'Ready to move up' }).count()).toBe(1);
    await checkScreen(desk.page, 'roster-ready-to-move-up');
    await ready.click();
    await screenTitle(desk.page, 'Meena Das');

    // The teacher confirms the move: level 2, whose formulas she has yet to master.
    await desk.page.getByRole('radiogroup', { name: 'New level' }).getByText('2', { exact: true }).click();
    await desk.page.getByRole('button', { name: 'Move to level 2' }).click();
    await desk.page.getByText('Meena Das is now at level 2 and sees the level 2 exams.').waitFor(STATE_WAIT);
    expect((await readStudent(teacher, meena.id)).level).toBe(2);
    await desk.page.goto(appUrl('/teacher/students'));
    await desk.page
      .getByRole('row')
      .filter({ hasText: 'Meena Das' })
      .getByText('2')
      .first()
      .waitFor(STATE_WAIT);
    expect(await desk.page.getByRole('link', { name: 'Ready to move up' }).count()).toBe(0);
    expect(desk.problems).toEqual([]);
  });

  it('a child on a phone who masters a formula is told so on their result, and only then', async () => {
    const teacher = await registerTeacher();
    const isha = await addStudent(teacher, 3, 'Isha Nair');
    // Five written sums, each practising +7 with a big friend: five quick right uses master it.
    const questions = 5;
    await createExam(teacher, {
      title: 'Big friends: +7',
      level: 3,
      digits: { min: 1, max: 1 },
      rows: { min: 3, max: 3 },
      answerMode: 'typed',
      abacusMethod: 'big-friends',
      focus: ['add.big.7'],
      totalQuestions: questions,
    });
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await signInAsStudent(page, isha);
    const writeItRight = async (start: string) => {
      await page.getByRole('link', { name: `${start}: Big friends: +7` }).click();
      await page.getByRole('button', { name: 'Start practising' }).click();
      const box = page.getByRole('textbox', { name: 'Your answer' });
      for (let n = 1; n <= questions; n += 1) {
        await questionRegion(page, n, questions).waitFor(STATE_WAIT);
        await box.click();
        await page.keyboard.type(String(await answerShown(page, n, questions)));
        if (n < questions) await page.keyboard.press('Enter');
      }
      await page.getByRole('button', { name: 'Hand in my answers' }).click();
      await page
        .getByRole('dialog', { name: 'Hand in your answers?' })
        .getByRole('button', { name: 'Hand in' })
        .click();
      await page.getByText(`${questions} of ${questions}`, { exact: true }).waitFor(STATE_WAIT);
    };

    await writeItRight('Start');
    const praise = page.getByRole('status').filter({ hasText: 'Well done! You have mastered' });
    await praise.waitFor(STATE_WAIT);
    await praise
      .getByRole('list', { name: 'Formulas mastered just now' })
      .getByText('+7 with a big friend', { exact: true })
      .waitFor();
    await checkScreen(page, 'result-mastered');
    await praise.getByRole('link', { name: 'All my formulas' }).click();
    await screenTitle(page, 'My progress');

    // The same sums again: +7 with a big friend was mastered already, so no word of it.
    await page.goto(appUrl('/exams'));
    await writeItRight('Practise again');
    expect(
      await page
        .getByRole('list', { name: 'Formulas mastered just now' })
        .getByText('+7 with a big friend', { exact: true })
        .count(),
    ).toBe(0);
    expect(problems).toEqual([]);
  });
});
