import { DESKTOP, screenTitle } from '@abacus/browser-testing/browser';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hi } from '../src/locales/hi';
import { addStudent, registerTeacher } from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { pick, setNumber } from './support/forms';
import { signInAsStudent, signInAsTeacher } from './support/sign-in';

const EIGHTH_KYU = hi.grading.templates.named['zenshuren-8-kyu'];

/** The app's CJK font (src/global.css), a subset of Noto Sans SC for the standards' Japanese names. */
const CJK_FONT = 'Abacus CJK';

/** The fonts the page has downloaded since it was loaded. */
const fontsDownloaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.woff2')),
  );

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
    // The sign-in screen and the teacher's home show no CJK text, so the CJK font is not downloaded.
    expect(await fontsDownloaded(page)).toEqual([]);
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
    // The Japanese is drawn with the font the app serves, on a machine with no CJK font of its own too.
    const drawn = await page.evaluate(async (family) => {
      await document.fonts.ready;
      return {
        check: document.fonts.check(`16px "${family}"`, '全国珠算教育連盟 見取算 8級'),
        faces: [...document.fonts]
          .filter((face) => face.family.replaceAll('"', '') === family)
          .map((face) => face.status),
      };
    }, CJK_FONT);
    expect(drawn).toEqual({ check: true, faces: ['loaded'] });
    expect(await fontsDownloaded(page)).toEqual([
      expect.stringMatching(/^\/app\/assets\/noto-sans-sc-subset-.+\.woff2$/),
    ]);
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

  it('leaves the CJK font out of the sign-in screen and a child’s My exams, which show no CJK text', async ({
    expect,
  }) => {
    const child = await addStudent(await registerTeacher(), 3);
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsStudent(page, child);
    await page.getByRole('main').waitFor();
    expect(await fontsDownloaded(page)).toEqual([]);
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
