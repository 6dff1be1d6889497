import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import { describe, it } from 'vitest';
import { hi } from '../src/locales/hi';
import { registerTeacher } from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { pick, setNumber } from './support/forms';
import { signInAsTeacher } from './support/sign-in';

const EIGHTH_KYU = hi.grading.templates.named['zenshuren-8-kyu'];

// Seen in a week of use: a teacher reading the app in Hindi met the grade standards, the sections they
// made, and the sentence saying an exam was made, in English.
describe.concurrent('words the app brings along, on a Hindi screen (1280 px)', () => {
  const browser = useBrowser();

  it('names the grade standards, their sources and sections in Hindi, and makes a grading written in Hindi', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await page.getByText('हिन्दी', { exact: true }).click();
    await page.goto(appUrl('/teacher/exams/gradings/new/template'));
    await screenTitle(page, hi.teacherArea.newGrading.title);

    const option = `${EIGHTH_KYU.grade}, ${EIGHTH_KYU.body}`;
    expect(option).toBe('8वाँ क्यू (8級), ज़ेनशुरेन (全国珠算教育連盟)');
    const standard = page.getByRole('radio', { name: option });
    await standard.waitFor(STATE_WAIT);
    await page.getByRole('link', { name: EIGHTH_KYU.source }).first().waitFor();
    const sections = page.getByRole('group', { name: `${EIGHTH_KYU.grade} के भाग` });
    for (const title of Object.values(EIGHTH_KYU.sections)) await sections.getByText(title).waitFor();
    for (const english of ['Multiplication', 'Division', 'Mitorizan', 'Zenshuren', 'kyu', 'Wikipedia']) {
      expect(await page.getByText(english).count(), english).toBe(0);
    }
    await checkScreen(page, 'grade-standards-hindi');

    await standard.check();
    await pick(page, hi.grading.form.level, 'लेवल 7');
    await page.getByRole('button', { name: hi.grading.form.create }).click();
    const title = `${EIGHTH_KYU.grade} ग्रेड परीक्षा`;
    await screenTitle(page, title);
    await page
      .getByRole('status')
      .getByText(`“${title}” बन गई। लेवल 7 के बच्चे इसे अपने "मेरी परीक्षाएँ" पेज पर पाएँगे।`)
      .waitFor(STATE_WAIT);
    const made = page.getByRole('table', { name: `${title} के भाग` });
    for (const [number, section] of Object.entries(EIGHTH_KYU.sections)) {
      await made.getByText(`${number}. ${section}`).waitFor();
    }
    await checkScreen(page, 'grading-made-hindi');
    expect(problems).toEqual([]);
  });

  it('says an exam is made in the language the teacher reads, switched after too', async ({ expect }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/exams/new'));
    await screenTitle(page, 'New exam');
    await page.getByLabel('Title').fill('Friday sums');
    await setNumber(page, 'Questions', 5);
    await page.getByRole('button', { name: 'Create the exam' }).click();
    await screenTitle(page, 'Friday sums');
    const made = (words: string) => page.getByRole('status').getByText(words, { exact: false });
    await made('“Friday sums” is made. Here are its questions with their answers.').waitFor(STATE_WAIT);

    await page.getByText('हिन्दी', { exact: true }).click();
    await made('“Friday sums” बन गई। ये रहे इसके सवाल, उनके उत्तरों के साथ।').waitFor(STATE_WAIT);
    await checkScreen(page, 'exam-made-hindi');
    expect(problems).toEqual([]);
  });
});
