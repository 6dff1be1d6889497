import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { hi } from '../src/locales/hi';
import {
  addStudent,
  childrenOf,
  createExam,
  createGrading,
  doTodaysPractice,
  drawFamilyCode,
  linkChild,
  registerParent,
  registerTeacher,
  setDailyGoal,
  signInStudent,
  takeTestRight,
  uniqueName,
} from './support/api';
import { appUrl, checkScreen, ON_A_PHONE, STATE_WAIT, useBrowser } from './support/browser';
import { downloadOf, pdfText } from './support/download';
import { confirmPopup } from './support/forms';
import { latinWordsOnScreen } from './support/latin-words';
import { signInAsTeacher } from './support/sign-in';

const PASSWORD = 'parent-password-1';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A family code as a parent may copy it from a message: in small letters, its groups set apart by dashes. */
const asTyped = (code: string) => code.toLowerCase().replace(/^(.{4})(.{4})(.{2})$/, '$1-$2-$3');

/** Opens one of the parent's screens from the area's tabs. */
async function openTab(page: Page, nav: string, name: string, title: string) {
  await page.getByRole('navigation', { name: nav }).getByRole('link', { name, exact: true }).click();
  await screenTitle(page, title);
}

/** Types a family code into the link form and sends it. */
async function linkWithCode(page: Page, code: string) {
  await page.getByLabel('Family code').fill(code);
  await page.getByRole('button', { name: 'Link my child' }).click();
}

/** The tests run at once, each with its own class and pages: most of a test is waiting for the app. */
describe.concurrent('families', () => {
  const browser = useBrowser();

  it('a parent on a phone (360 px) signs up, links two children, follows each, reads the week in Hindi and downloads a certificate', async ({
    expect,
  }) => {
    // Ravi did today's practice and passed a grading, with a test due this week; Asha has done nothing yet.
    const teacher = await registerTeacher();
    await setDailyGoal(teacher, 5);
    const ravi = await addStudent(teacher, 3, 'Ravi Kumar');
    const asha = await addStudent(teacher, 2, 'Asha Kumar');
    const section = await createExam(teacher, {
      title: 'Level 3 check',
      level: 3,
      assessment: true,
      sameQuestions: true,
      totalQuestions: 4,
      duration: 5,
    });
    await createGrading(teacher, {
      title: 'Summer grading',
      grade: '7th kyu',
      level: 3,
      sections: [{ examId: section, passMarks: 6 }],
    });
    await createExam(teacher, {
      title: 'Friday test',
      level: 3,
      assessment: true,
      closesAt: new Date(Date.now() + 3 * DAY_MS),
    });
    const raviToken = await signInStudent(ravi.username, ravi.password);
    await takeTestRight(teacher, raviToken, section);
    await doTodaysPractice(raviToken);
    const codes = {
      ravi: await drawFamilyCode(teacher, ravi.id),
      asha: await drawFamilyCode(teacher, asha.id),
    };

    // From the sign-in screen to a parent's own account.
    const { page, problems } = await browser.open('/sign-in', ON_A_PHONE);
    await page.getByRole('link', { name: 'Make a parent account' }).click();
    await screenTitle(page, 'Make a parent account');
    await page.getByLabel('Full name').fill('Sunita Kumar');
    await page.getByLabel('Username').fill(uniqueName('sunita'));
    await page.getByLabel('Password').fill(PASSWORD);
    await checkScreen(page, 'parent-sign-up');
    await page.getByRole('button', { name: 'Make my parent account' }).click();

    // No child yet: the home asks for a family code at once.
    await screenTitle(page, 'Link your child');
    await checkScreen(page, 'family-first-child');
    await linkWithCode(page, asTyped(codes.ravi));
    await screenTitle(page, 'Ravi Kumar');
    await page.getByText('Ravi Kumar is linked to your account.').waitFor(STATE_WAIT);
    const week = page.getByRole('region', { name: 'This week', exact: true });
    await week.getByText('Today’s practice is done.').waitFor(STATE_WAIT);
    await week.getByText('1 day in a row').waitFor();
    expect(
      await week
        .getByRole('list', { name: 'Practice this week, Monday to Sunday' })
        .getByRole('listitem')
        .count(),
    ).toBe(7);
    await page
      .getByRole('region', { name: 'Tests due', exact: true })
      .getByRole('article', { name: 'Friday test' })
      .waitFor();
    await page
      .getByRole('region', { name: 'Latest results', exact: true })
      .getByText('Level 3 check')
      .waitFor();
    await page.getByRole('region', { name: 'Grades', exact: true }).getByText('7th kyu').waitFor();
    await checkScreen(page, 'family-child');

    // The second child, from the tab, after a code no child has.
    await openTab(page, 'Parent screens', 'Link a child', 'Link a child');
    await linkWithCode(page, 'ZZZZ-ZZZZ-ZZ');
    await page.getByText('No child has this family code: check it with their teacher').waitFor(STATE_WAIT);
    await checkScreen(page, 'link-child-error');
    await linkWithCode(page, asTyped(codes.asha));
    await screenTitle(page, 'Asha Kumar');
    await page.getByText('Asha Kumar is linked to your account.').waitFor(STATE_WAIT);
    await page
      .getByRole('region', { name: 'This week', exact: true })
      .getByText('No streak yet')
      .waitFor(STATE_WAIT);

    // One tap from one child to the other.
    const switcher = page.getByRole('radiogroup', { name: 'Which child' });
    await switcher.getByText('Ravi Kumar', { exact: true }).click();
    await screenTitle(page, 'Ravi Kumar');
    await week.getByText('1 day in a row').waitFor(STATE_WAIT);
    await checkScreen(page, 'family-two-children');
    await switcher.getByText('Asha Kumar', { exact: true }).click();
    await screenTitle(page, 'Asha Kumar');

    // Hindi, chosen for the account: the screens switch at once.
    await openTab(page, 'Parent screens', 'Account', 'Your account');
    await checkScreen(page, 'parent-account');
    await page
      .getByRole('region', { name: 'Language', exact: true })
      .getByText('हिन्दी', { exact: true })
      .click();
    await screenTitle(page, hi.parentArea.account.title);
    await checkScreen(page, 'parent-account-hindi');
    await openTab(page, hi.parentArea.layout.nav, hi.parentArea.layout.children, 'Asha Kumar');
    await page
      .getByRole('radiogroup', { name: hi.family.switcher })
      .getByText('Ravi Kumar', { exact: true })
      .click();
    await screenTitle(page, 'Ravi Kumar');
    const hindiWeek = page.getByRole('region', { name: hi.parentArea.family.thisWeek, exact: true });
    await hindiWeek.getByText(hi.family.week.todaysPractice.done).waitFor(STATE_WAIT);
    await hindiWeek.getByText('लगातार 1 दिन').waitFor();
    await hindiWeek
      .getByRole('list', { name: hi.family.week.key })
      .getByText(hi.family.week.state.done)
      .waitFor();
    await checkScreen(page, 'family-hindi');
    const typedByTheClass = [
      'Ravi Kumar',
      'Asha Kumar',
      'Asha Rao',
      'Level 3 check',
      'Friday test',
      'Summer grading',
      '7th kyu',
    ];
    expect((await latinWordsOnScreen(page, typedByTheClass)).join(' '), 'English on the Hindi home').toBe('');

    // The formulas not yet tried are folded away; opened, each is said in Hindi words.
    const formulas = page.getByRole('region', { name: hi.formulas.student.title, exact: true });
    await formulas.locator('summary').click();
    await formulas.getByText('+1 सीधे', { exact: true }).waitFor();
    await checkScreen(page, 'family-hindi-formulas');

    // Ravi's certificate and this week's report, as PDFs.
    const certificate = await downloadOf(page, () =>
      page
        .getByRole('region', { name: hi.parentArea.family.grades, exact: true })
        .getByRole('button', { name: '7th kyu का प्रमाणपत्र डाउनलोड करें (PDF)' })
        .click(),
    );
    expect(certificate.name).toBe('certificate-7th-kyu-ravi-kumar.pdf');
    expect(certificate.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(certificate)).toContain('Ravi Kumar');
    const report = await downloadOf(page, () =>
      hindiWeek.getByRole('button', { name: 'Ravi Kumar की इस हफ़्ते की रिपोर्ट डाउनलोड करें (PDF)' }).click(),
    );
    expect(report.name).toMatch(/^weekly-report-ravi-kumar-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(report.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(report)).toContain('Ravi Kumar');
    expect(problems).toEqual([]);
  });

  it('a teacher at a desk (1280 px) makes a child’s family code, renews it, voids it, unlinks a parent and prints the family slips', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const student = await addStudent(teacher, 3, 'Ravi Kumar');
    const [sunita, ramesh] = [await registerParent('Sunita Kumar'), await registerParent('Ramesh Kumar')];
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl(`/teacher/students/${student.id}`));
    await screenTitle(page, 'Ravi Kumar');

    const family = page.getByRole('region', { name: 'Family', exact: true });
    await family.getByText('Ravi Kumar has no family code: no parent can link to them.').waitFor(STATE_WAIT);
    await family.getByText('No parent has linked yet.').waitFor();
    await family.getByRole('button', { name: 'Make a family code' }).click();
    const shownCode = () => family.locator('.family-code').textContent();
    await expect.poll(shownCode, STATE_WAIT).toMatch(/^[A-Z2-9]{10}$/);
    const first = (await shownCode())!;
    expect(await linkChild(sunita, asTyped(first))).toBe(201);
    await page.reload();
    await family.getByText('Sunita Kumar').waitFor(STATE_WAIT);
    await family.getByText(/^Linked on /).waitFor();
    await checkScreen(page, 'teacher-student-family');
    // The class list says who is followed at home.
    await page.goto(appUrl('/teacher/students'));
    await page
      .getByRole('row', { name: /Ravi Kumar/ })
      .getByRole('cell', { name: '1 parent', exact: true })
      .waitFor(STATE_WAIT);
    await page.goto(appUrl(`/teacher/students/${student.id}`));
    await family.getByText('Sunita Kumar').waitFor(STATE_WAIT);

    // A new code: the old one links no one any more, while Sunita stays linked.
    await family.getByRole('button', { name: 'New code' }).click();
    await confirmPopup(page, 'Make a new code');
    await expect.poll(shownCode, STATE_WAIT).not.toBe(first);
    expect(await linkChild(ramesh, first)).toBe(404);
    await family.getByText('Sunita Kumar').waitFor();

    // Voided: no code links the child.
    const second = (await shownCode())!;
    await family.getByRole('button', { name: 'Void code' }).click();
    await confirmPopup(page, 'Void the code');
    await family.getByText('Ravi Kumar has no family code: no parent can link to them.').waitFor(STATE_WAIT);
    expect(await linkChild(ramesh, second)).toBe(404);

    // Sunita unlinked: her account no longer lists Ravi.
    await family.getByRole('button', { name: 'Unlink Sunita Kumar' }).click();
    await confirmPopup(page, 'Unlink');
    await family.getByText('No parent has linked yet.').waitFor(STATE_WAIT);
    expect(await childrenOf(sunita)).toEqual([]);

    // The class's family slips: Ravi, whose code was voided, gets a new one on his slip.
    await page.goto(appUrl('/teacher/students'));
    const slips = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Print family slips' }).click(),
    );
    expect(slips.name).toBe('family-slips.pdf');
    const slipText = await pdfText(slips);
    expect(slipText).toContain('For the family of Ravi Kumar');
    expect(slipText).toContain('/app/sign-up/parent');
    expect(problems).toEqual([]);
  });
});
