import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStudent, registerTeacher } from './support/api';
import { appUrl, checkScreen, saveDownload, STATE_WAIT, useBrowser } from './support/browser';
import { downloadOf, pdfText } from './support/download';
import { pdfAreaAsPng, readQrCode } from './support/qr';
import { signInAsTeacher } from './support/sign-in';

/** The smallest target a finger or an unsteady hand hits at once (WCAG 2.5.5). */
const TARGET = 44;

const classCodeCard = (page: Page) => page.getByRole('region', { name: 'Your class code' });

/** The card is on the first screenful, its code readable and its buttons big enough to hit. */
async function shownAtTheTop(page: Page, card: Locator, viewportHeight: number): Promise<void> {
  const code = await card.locator('.join-code').boundingBox();
  expect(code).not.toBeNull();
  expect(code!.y + code!.height).toBeLessThan(viewportHeight);
  expect(code!.height).toBeGreaterThanOrEqual(36);
  for (const name of ['Copy code', 'Copy link', 'Print join slips']) {
    const button = await card.getByRole('button', { name }).boundingBox();
    expect(button!.height, name).toBeGreaterThanOrEqual(TARGET);
    expect(button!.y + button!.height, name).toBeLessThan(viewportHeight);
  }
}

// Found by a teacher: the class code was below the fold at 1280 × 800 with a 13 × 15 px copy icon, the
// empty roster sent them to another screen for it, and there was no QR code or anything to print.
// The tests run at once, each with its own class and pages: most of a test is waiting for the app.
describe.concurrent('a teacher handing out the class code', () => {
  const browser = useBrowser();

  it('at a desk (1280 × 800): copies it, shows its QR code, and downloads a slip per child to print', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsTeacher(page, teacher);
    const joinLink = appUrl(`/join/${teacher.joinCode}`);

    // Home: the code on the first screenful, copied by real buttons, and its QR code opens the link.
    const card = classCodeCard(page);
    await expect.poll(() => card.locator('.join-code').textContent(), STATE_WAIT).toBe(teacher.joinCode);
    await shownAtTheTop(page, card, DESKTOP.height);
    await card.getByRole('button', { name: 'Copy code' }).click();
    await card.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(teacher.joinCode);
    await card.getByRole('button', { name: 'Copy link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(joinLink);
    const qr = card.getByRole('img', { name: `QR code that opens ${joinLink}` });
    expect(readQrCode(await qr.screenshot())).toBe(joinLink);
    await checkScreen(page, 'teacher-home-class-code');

    // Students, none yet: the code at the top again, and the empty roster gives it with its address.
    await page
      .getByRole('navigation', { name: 'Teacher screens' })
      .getByRole('link', { name: 'Students' })
      .click();
    await screenTitle(page, 'Students');
    await shownAtTheTop(page, classCodeCard(page), DESKTOP.height);
    const empty = page.getByText('Or let them join by themselves with your class code', { exact: false });
    await empty.waitFor(STATE_WAIT);
    expect(await empty.textContent()).toBe(
      `Or let them join by themselves with your class code ${teacher.joinCode} at ${joinLink}.`,
    );
    await checkScreen(page, 'teacher-students-empty');

    // Three children in the class: three slips, unless the teacher asks for more.
    for (let child = 0; child < 3; child += 1) await addStudent(teacher, 2);
    await page.reload();
    await screenTitle(page, 'Students');
    await classCodeCard(page).getByRole('button', { name: 'Print join slips' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print join slips' });
    await dialog.getByRole('button', { name: 'Download 3 slips (PDF)' }).waitFor(STATE_WAIT);
    await dialog.getByLabel('School or teacher on the slips').fill('Sunrise School, Class 4B');
    const count = dialog.getByLabel('How many slips');
    await count.fill('12');
    await count.press('Tab');
    await dialog.getByText('2 pages.', { exact: false }).waitFor();
    await checkScreen(page, 'join-slips-dialog');

    // The API makes the PDF, fonts embedded: ten slips to an A4 page, then the other two.
    const slips = await downloadOf(page, () =>
      dialog.getByRole('button', { name: 'Download 12 slips (PDF)' }).click(),
    );
    expect(slips.name).toBe('join-slips-sunrise-school-class-4b.pdf');
    saveDownload('join-slips.pdf', slips.content);
    const text = (await pdfText(slips)).replace(/\s+/g, ' ');
    // Each slip: its school, its code in two groups, and its address (which may wrap onto a second line).
    expect(text.split('Sunrise School, Class 4B')).toHaveLength(13);
    const [first, second] = [teacher.joinCode.slice(0, 4), teacher.joinCode.slice(4)];
    expect(text.match(new RegExp(`(?<!/join/)${first} ${second}`, 'g'))).toHaveLength(12);
    expect(text.replaceAll(' ', '').split(joinLink)).toHaveLength(13);
    expect(slips.content.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);

    // On paper, a slip's QR code opens the join link: the first slip's, at its right (where poppler is
    // installed to draw the page).
    const printedCode = pdfAreaAsPng(slips.content, { x: 66, y: 8, width: 40, height: 42 });
    if (printedCode) expect(readQrCode(printedCode)).toBe(joinLink);
    expect(problems).toEqual([]);
  });

  it('on a phone (360 px): the code, its buttons and its QR code fit the screen', async ({ expect }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE, hasTouch: true });
    await signInAsTeacher(page, teacher);
    const card = classCodeCard(page);
    await expect.poll(() => card.locator('.join-code').textContent(), STATE_WAIT).toBe(teacher.joinCode);
    await shownAtTheTop(page, card, PHONE.height);
    await checkScreen(page, 'teacher-home-class-code');
    await page.goto(appUrl('/teacher/students'));
    await screenTitle(page, 'Students');
    await page.getByText('Or let them join by themselves', { exact: false }).waitFor(STATE_WAIT);
    await checkScreen(page, 'teacher-students-empty');
    await classCodeCard(page).getByRole('button', { name: 'Print join slips' }).click();
    await page
      .getByRole('dialog', { name: 'Print join slips' })
      .getByRole('button', { name: 'Download 30 slips (PDF)' })
      .waitFor();
    await checkScreen(page, 'join-slips-dialog');
    expect(problems).toEqual([]);
  });
});
