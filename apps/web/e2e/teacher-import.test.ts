import { DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Locator } from 'playwright-core';
import { describe, it } from 'vitest';
import { addStudent, registerTeacher, signInStudent, studentUsernames, uniqueName } from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsTeacher } from './support/sign-in';

const BOM = '\uFEFF';
const PASSWORD = 'class-list-pass-1';

/** Chooses a CSV file with these lines in the import dialog, as the file picker would give it. */
async function chooseFile(dialog: Locator, name: string, lines: string[], bom = true): Promise<void> {
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${bom ? BOM : ''}${lines.join('\r\n')}\r\n`, 'utf8'),
  });
  await dialog.getByText(`File: ${name}`).waitFor(STATE_WAIT);
}

/** The problems the preview shows beside the row of this number (its first cell), after its name and username. */
async function problemsOfRow(dialog: Locator, row: number): Promise<string> {
  const rows = await dialog
    .getByRole('table', { name: 'Students in the file' })
    .getByRole('row')
    .evaluateAll((elements) =>
      elements.map((element) => [...element.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
  const cells = rows.find((found) => found[0] === String(row));
  if (!cells) throw new Error(`no row ${row} in the preview`);
  return cells[3]!;
}

// Found by a teacher: a class of thirty had to be typed in one by one; there was no import of a list.
// The tests run at once, each with its own class and pages: most of a test is waiting for the app.
describe.concurrent('a teacher importing a class list', () => {
  const browser = useBrowser();

  it('at a desk (1280 px): sees each row’s problems, imports nothing half-way, then the whole class', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const taken = await addStudent(teacher, 2);
    const [aarav, kabir, leela] = [uniqueName('aarav'), uniqueName('kabir'), uniqueName('leela')];
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await signInAsTeacher(page, teacher);
    await page
      .getByRole('navigation', { name: 'Teacher screens' })
      .getByRole('link', { name: 'Students' })
      .click();
    await screenTitle(page, 'Students');
    await page.getByRole('button', { name: 'Import a class list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a class list' });

    // A file with mistakes: each row's beside it, and nothing can be imported.
    await chooseFile(dialog, 'class-4b.csv', [
      'Name,Username,Password,Class,Level,Email,Phone,Roll no',
      `Zoë Núñez,${aarav},${PASSWORD},4,2,,,1`,
      `Kabir Shah,x!,${PASSWORD},4,2,kabir-at-example,,2`,
      `Leela Nair,${leela},short,4,12,,+91 98123,3`,
      `Leela Roy,${leela.toUpperCase()},${PASSWORD},4,2,,,4`,
    ]);
    await dialog.getByText('3 rows have problems: row 3, 4, 5.').waitFor();
    await dialog.getByText('Not read: the columns Roll no.', { exact: false }).waitFor();
    expect(await problemsOfRow(dialog, 2)).toBe('None');
    expect(await problemsOfRow(dialog, 3)).toBe(
      [
        'Username must be 3 to 30 characters',
        'Username may contain only letters, digits, _ . and -',
        'Email must be a valid email address',
      ].join(''),
    );
    expect(await problemsOfRow(dialog, 4)).toBe(
      [
        'Password must be 8 to 128 characters',
        'Level must be a whole number from 1 to 10',
        'Phone must be 10 to 15 digits, optionally after a leading +',
        'Username is also on row 5',
      ].join(''),
    );
    expect(await problemsOfRow(dialog, 5)).toBe('Username is also on row 4');
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await checkScreen(page, 'import-class-list-problems');

    // Right by its rules, but the last username is taken on the server: the two before it go again.
    await chooseFile(dialog, 'class-4b-fixed.csv', [
      'Name,Username,Password,Class,Level',
      `Zoë Núñez,${aarav},${PASSWORD},4,2`,
      `Kabir Shah,${kabir},${PASSWORD},4,2`,
      `Leela Nair,${taken.username},${PASSWORD},4,2`,
    ]);
    await dialog.getByText('3 students ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import 3 students' }).click();
    await dialog.getByText('Nothing was imported: the server refused row 4.').waitFor(STATE_WAIT);
    expect(await problemsOfRow(dialog, 4)).toBe('This username is already taken');
    expect(await studentUsernames(teacher)).toEqual([taken.username]);
    await checkScreen(page, 'import-class-list-refused');

    // Put right (no byte-order mark this time, semicolons as Excel writes them in much of the world).
    await chooseFile(
      dialog,
      'class-4b-final.csv',
      [
        'Name;Username;Password;Class;Level',
        `Zoë Núñez;${aarav};${PASSWORD};4;2`,
        `Kabir Shah;${kabir};${PASSWORD};4;2`,
        `Leela Nair;${leela};${PASSWORD};4;3`,
      ],
      false,
    );
    await dialog.getByRole('button', { name: 'Import 3 students' }).click();
    await dialog.waitFor({ state: 'hidden', ...STATE_WAIT });
    await page.getByText('3 students joined your class.').waitFor();
    const roster = page.getByRole('table', { name: 'My students' });
    await roster.getByRole('link', { name: 'Zoë Núñez' }).waitFor(STATE_WAIT);
    await page.getByText('4 students').waitFor();
    expect((await studentUsernames(teacher)).sort()).toEqual([aarav, kabir, leela, taken.username].sort());
    expect(await signInStudent(leela, PASSWORD)).toMatch(/^ey/);
    expect(problems).toEqual([]);
  });

  it('on a phone (360 px): the dialog and its preview fit the screen', async ({ expect }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE, hasTouch: true });
    await signInAsTeacher(page, teacher);
    await page.goto(appUrl('/teacher/students'));
    await screenTitle(page, 'Students');
    await page.getByRole('button', { name: 'Import a class list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a class list' });
    await chooseFile(dialog, 'class.csv', [
      'Name,Username,Password,Class,Level',
      `Mira Das,${uniqueName('mira')},${PASSWORD},4,2`,
      `Kabir Shah,x!,${PASSWORD},4,2`,
    ]);
    await dialog.getByText('One row has a problem: row 3.').waitFor();
    await checkScreen(page, 'import-class-list-problems');
    expect(problems).toEqual([]);
  });
});
