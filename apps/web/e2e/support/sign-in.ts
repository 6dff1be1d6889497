import { screenTitle } from '@abacus/browser-testing/browser';
import type { Page } from 'playwright-core';

interface Account {
  username: string;
  password: string;
}

/** Fills in and sends the sign-in form (as a student, unless the Teacher tab was chosen). */
export async function signInWithForm(page: Page, { username, password }: Account): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs a student in from the sign-in screen; they land on their exams. */
export async function signInAsStudent(page: Page, student: Account): Promise<void> {
  await signInWithForm(page, student);
  await screenTitle(page, 'My exams');
}

/** Signs a teacher in from the sign-in screen; they land on their home. */
export async function signInAsTeacher(page: Page, teacher: Account): Promise<void> {
  await page.getByText('Teacher', { exact: true }).click();
  await signInWithForm(page, teacher);
  await screenTitle(page, 'Your class');
}

/** Signs a parent in from the sign-in screen; they land on their home, at their first child, named `title`. */
export async function signInAsParent(page: Page, parent: Account, title: string): Promise<void> {
  await page.getByText('Parent', { exact: true }).click();
  await signInWithForm(page, parent);
  await screenTitle(page, title);
}
