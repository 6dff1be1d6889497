import type { Locator, Page } from 'playwright-core';

/** Picks `value` in the antd Select labelled `label` (inside `scope`) with the keyboard: type it, then Enter. */
export async function pick(scope: Page | Locator, label: string, value: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: label });
  await select.fill(value);
  await select.press('Enter');
}

/** Types `value` into the number field labelled `label` and leaves it, as a person would. */
export async function setNumber(page: Page, label: string, value: number): Promise<void> {
  const field = page.getByRole('spinbutton', { name: label });
  await field.fill(String(value));
  await field.press('Tab');
}

interface Joining {
  username: string;
  password: string;
  /** Left out: the child leaves class and level for the teacher. */
  level?: number;
}

/**
 * Fills in the join form as a child does, with a name, a username and a password (and class 4, at
 * `level`); `overrides` replaces fields by label.
 */
export async function fillJoinForm(
  page: Page,
  { username, password, level }: Joining,
  overrides: Record<string, string> = {},
): Promise<void> {
  const values: Record<string, string> = {
    'Your full name': 'Mira Das',
    Username: username,
    Password: password,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  if (level === undefined) return;
  await pick(page, 'Class', '4');
  await pick(page, 'Abacus level', String(level));
}

/** Fills in the teacher's sign-up form. */
export async function fillSignUpForm(
  page: Page,
  { fullname, username, password }: { fullname: string; username: string; password: string },
): Promise<void> {
  await page.getByLabel('Full name').fill(fullname);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(password);
}

/**
 * Presses the OK of the open confirmation popup (antd Popconfirm) named `name`, with the keyboard. The popup
 * aligns itself to its button after it opens, and again on scrolling; on a loaded machine a click on its OK
 * once reached nothing — no request left, the popup stayed open, and the page had grown 12 157 px wide with
 * the popup aligned far to the side — and the test waited out its 30 s. Enter on the focused OK is what a
 * keyboard user does, and reaches it wherever the popup stands.
 */
export async function confirmPopup(page: Page, name: string): Promise<void> {
  await page.getByRole('tooltip').getByRole('button', { name, exact: true }).press('Enter');
}
