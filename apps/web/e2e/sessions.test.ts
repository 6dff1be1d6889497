import { apiUrl, DESKTOP, PHONE, screenTitle } from '@abacus/browser-testing/browser';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmLevel, createExam, registerTeacher, uniqueName } from './support/api';
import { appUrl, checkScreen, pathOf, useBrowser } from './support/browser';
import { signInAsTeacher, signInWithForm } from './support/sign-in';

const PASSWORD = 'abacus-student-1';

/** A read the API answered with the session's access token: not its renewal, nor the live stream. */
const isSignedInRead = (response: Response) =>
  response.status() < 400 &&
  response.url().includes('/api/v1/') &&
  !/\/api\/v1\/(admin|student)\/token$|\/api\/v1\/events/.test(response.url());

/** A student of a new teacher's class at level 2, joined with the class code through the API, level checked. */
async function registerStudent() {
  const teacher = await registerTeacher();
  await createExam(teacher, { title: 'Counting on', level: 2 });
  const username = uniqueName('ravi');
  const response = await fetch(`${apiUrl()}/api/v1/student/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullname: 'Ravi Kumar',
      username,
      sclass: 3,
      level: 2,
      password: PASSWORD,
      join_code: teacher.joinCode,
    }),
  });
  expect(response.status).toBe(201);
  await confirmLevel(teacher, username);
  return { teacher, username };
}

// Each at the width of the person it is about: a child on a phone, a teacher at a desk. every-screen.test.ts
// shows their screens at the other width.
// The tests run at once, each with its own class and pages: most of a test is waiting for the app.
describe.concurrent('signing in', () => {
  const browser = useBrowser();

  it('leads a child on a phone from /app/ to the sign-in screen, says when the password is wrong, then shows empty screens', async ({
    expect,
  }) => {
    const { username } = await registerStudent();
    const { page, problems } = await browser.open('/', { viewport: PHONE });
    await screenTitle(page, 'Sign in');
    expect(pathOf(page)).toBe('/sign-in');
    await checkScreen(page, 'sign-in');
    await signInWithForm(page, { username, password: 'not-the-password' });
    await page.getByRole('alert').getByText('Invalid username or password').waitFor();
    await signInWithForm(page, { username, password: PASSWORD });
    await screenTitle(page, 'My exams');
    await page.getByRole('article', { name: 'Counting on' }).waitFor();

    // Nothing done yet: the other screens say so, and what will fill them.
    await page.getByRole('link', { name: 'Results' }).click();
    await screenTitle(page, 'My results');
    await page.getByText('No results yet. They appear here when you finish an exam.').waitFor();
    await checkScreen(page, 'results-empty');
    await page.getByRole('link', { name: 'Progress' }).click();
    await screenTitle(page, 'My progress');
    await page.getByText('No practice yet.', { exact: false }).waitFor();
    await page.getByText('No tests yet.', { exact: false }).waitFor();
    await checkScreen(page, 'progress-empty');
    expect(problems).toEqual([]);
  });

  it('takes a teacher at a desk, with the keyboard alone, to their own home with the class code', async ({
    expect,
  }) => {
    const teacher = await registerTeacher();
    const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
    await screenTitle(page, 'Sign in');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.type(teacher.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(teacher.password);
    await page.keyboard.press('Enter');
    await screenTitle(page, 'Your class');
    expect(pathOf(page)).toBe('/teacher');
    await page.getByText(teacher.fullname).waitFor();
    await page.getByText(teacher.joinCode, { exact: true }).waitFor();
    await page.getByText(appUrl(`/join/${teacher.joinCode}`)).waitFor();
    await checkScreen(page, 'teacher-home');

    // A teacher has no student screens: the student area sends them home.
    await page.goto(appUrl('/exams'));
    await screenTitle(page, 'Your class');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await screenTitle(page, 'Sign in');
    expect(problems).toEqual([]);
  });

  it('shows a page-not-found screen for an unknown address', async () => {
    const { page } = await browser.open('/no/such/screen', { viewport: PHONE });
    await screenTitle(page, 'Page not found');
    await checkScreen(page, 'not-found');
    await page.getByRole('link', { name: 'Go to the start' }).click();
    await screenTitle(page, 'Sign in');
  });

  // The session's renewal and end, which no width changes: once, at a desk's width.
  describe('at a desk (1280 px)', () => {
    it('renews a refused access token once for all the requests that met it, then carries on', async ({
      expect,
    }) => {
      const { username } = await registerStudent();
      const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
      await screenTitle(page, 'Sign in');

      // The first screen opens its live stream and asks for the exams, the gradings, the live rounds to
      // join, both analytics and the profile (is the level checked?) at once. Each request is made to carry
      // a bad token, as if it had expired, and the API itself refuses them; none is let through before all
      // seven have arrived, so that all seven meet the refusal whatever the machine's pace.
      const firstScreen = [
        '/api/v1/events',
        '/api/v1/exam',
        '/api/v1/grading',
        '/api/v1/round',
        '/api/v1/student/exam/assessment/analytics',
        '/api/v1/student/exam/practice/analytics',
        '/api/v1/student/me',
      ];
      let renewed = false;
      let refreshes = 0;
      const refused: string[] = [];
      const held: (() => void)[] = [];
      await page.route('**/api/v1/**', async (route) => {
        const request = route.request();
        if (request.url().endsWith('/api/v1/student/token')) {
          refreshes += 1;
          renewed = true;
          return route.continue();
        }
        const authorization = await request.headerValue('authorization');
        if (!renewed && authorization) {
          refused.push(new URL(request.url()).pathname);
          const release = new Promise<void>((resolve) => held.push(resolve));
          if (held.length === firstScreen.length) for (const resume of held) resume();
          await release;
          return route.continue({ headers: { ...request.headers(), authorization: 'Bearer expired' } });
        }
        return route.continue();
      });

      await signInWithForm(page, { username, password: PASSWORD });
      await screenTitle(page, 'My exams');
      await page.getByRole('article', { name: 'Counting on' }).waitFor();
      expect(refused.sort()).toEqual(firstScreen);
      expect(refreshes).toBe(1);

      // A reload forgets the access token; the stored refresh token signs the child in again.
      await page.reload();
      await screenTitle(page, 'My exams');
      await page.getByRole('article', { name: 'Counting on' }).waitFor();
      expect(refreshes).toBe(2);
      expect(problems).toEqual([]);
    });

    // Found as a flaky teacher-addresses.test.ts on a loaded machine: a screen shows its title at once and
    // renews the session behind it, and a reload before that renewal's answer arrived signed the teacher out.
    it('keeps a teacher signed in through a reload that cuts off the renewal of their session', async ({
      expect,
    }) => {
      const teacher = await registerTeacher();
      const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
      await signInAsTeacher(page, teacher);

      // The first renewal reaches the API, which spends the refresh token, but its answer is held until
      // the page has reloaded, as on a slow line when the teacher reloads meanwhile: the page that asked
      // never learns the new token. Every later renewal goes through untouched.
      let renewals = 0;
      let renewalSpent = () => {};
      const spent = new Promise<void>((resolve) => (renewalSpent = resolve));
      let releaseAnswer = () => {};
      const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
      await page.route('**/api/v1/admin/token', async (route) => {
        renewals += 1;
        if (renewals > 1) return route.continue();
        const answer = await route.fetch();
        renewalSpent();
        await answerReleased;
        // The page that asked is gone: there is no one left to answer.
        await route.fulfill({ response: answer }).catch(() => {});
      });

      await page.goto(appUrl('/teacher/account'));
      await spent;
      await page.reload();
      releaseAnswer();
      // The account's own details, or the sign-in screen: whichever comes, the title says which it was.
      await page
        .getByText(teacher.joinCode, { exact: true })
        .or(page.getByRole('heading', { level: 1, name: 'Sign in' }))
        .waitFor();
      expect(await screenTitle(page)).toBe('Your account');
      expect(pathOf(page)).toBe('/teacher/account');
      expect(renewals).toBe(2);
      expect(problems).toEqual([]);
    });

    // A teacher puts the class on the projector with "Duplicate tab" and opens an exam from a link with
    // Ctrl-click: three tabs of one session, each reload renewing it. Renewals spent the refresh token another
    // tab still held, which the API takes for a stolen token: everyone was signed out.
    it('keeps a teacher signed in in a duplicated tab and a tab opened from a link, through 21 reloads', async ({
      expect,
    }) => {
      const teacher = await registerTeacher();
      const { page: first, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
      await signInAsTeacher(first, teacher);
      await screenTitle(first, 'Your class');
      const context = first.context();
      let renewals = 0;
      context.on('request', (request) => {
        if (request.url().endsWith('/api/v1/admin/token')) renewals += 1;
      });

      // "Duplicate tab" copies the tab's address and its sessionStorage into a new tab.
      const copied = await first.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
      const duplicate = await context.newPage();
      await duplicate.addInitScript((entries: string) => {
        if (sessionStorage.length > 0) return;
        for (const [key, value] of JSON.parse(entries) as [string, string][])
          sessionStorage.setItem(key, value);
      }, copied);
      await duplicate.goto(first.url());
      await screenTitle(duplicate, 'Your class');
      // Ctrl-click opens a new tab with nothing of this one's own.
      const linked = await context.newPage();
      await linked.goto(appUrl('/teacher/exams'));
      await screenTitle(linked, 'Exams');

      const tabs = [
        { tab: first, title: 'Your class' },
        { tab: duplicate, title: 'Your class' },
        { tab: linked, title: 'Exams' },
      ];
      for (let reload = 0; reload < 21; reload += 1) {
        const { tab, title } = tabs[reload % tabs.length]!;
        // The teacher looks at the tab they reload (a hidden tab draws nothing) and reads what it loads.
        await tab.bringToFront();
        const read = tab.waitForResponse(isSignedInRead);
        await tab.reload();
        await screenTitle(tab, title);
        await read;
      }
      // Each reload renewed the session, seven in each tab, and every tab is still signed in.
      expect(renewals).toBeGreaterThanOrEqual(21);
      for (const { tab } of tabs) {
        await tab.bringToFront();
        await tab.getByRole('link', { name: 'Students' }).first().click();
        await screenTitle(tab, 'Students');
      }

      // Signing out in one tab signs out all three; a new tab then finds no session.
      await first.bringToFront();
      await first.getByRole('button', { name: 'Sign out' }).click();
      for (const tab of [duplicate, linked]) {
        await tab.bringToFront();
        await screenTitle(tab, 'Sign in');
      }
      const after = await context.newPage();
      await after.goto(appUrl('/teacher/exams'));
      await screenTitle(after, 'Sign in');
      expect(problems).toEqual([]);
    });

    it('forgets the session once its last tab is closed, as on a device the class shares', async ({
      expect,
    }) => {
      const { username } = await registerStudent();
      const { page, problems } = await browser.open('/sign-in', { viewport: DESKTOP });
      await signInWithForm(page, { username, password: PASSWORD });
      await screenTitle(page, 'My exams');
      const context = page.context();
      await page.close({ runBeforeUnload: true });
      // The next child opens the app in the same browser: the sign-in screen, not the last child's exams.
      const next = await context.newPage();
      await next.goto(appUrl('/'));
      await screenTitle(next, 'Sign in');
      await next.goto(appUrl('/exams'));
      await screenTitle(next, 'Sign in');
      expect(problems).toEqual([]);
    });

    it('signs out with a clear message when the refresh token is refused', async () => {
      const { username } = await registerStudent();
      const { page } = await browser.open('/sign-in', { viewport: DESKTOP });
      await signInWithForm(page, { username, password: PASSWORD });
      await screenTitle(page, 'My exams');
      // The refresh token is spent elsewhere (here: replaced by one the API never issued).
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const opening = indexedDB.open('abacus');
            opening.onerror = () => reject(new Error(String(opening.error)));
            opening.onsuccess = () => {
              const sessions = opening.result.transaction('session', 'readwrite').objectStore('session');
              const reading = sessions.get('abacus.session');
              reading.onsuccess = () => {
                sessions.put({ ...(reading.result as object), refreshToken: 'spent' }, 'abacus.session');
                sessions.transaction.oncomplete = () => resolve();
              };
            };
          }),
      );
      await page.reload();
      await screenTitle(page, 'Sign in');
      await page.getByText('You have been signed out. Please sign in again.').waitFor();
      await checkScreen(page, 'signed-out');
    });
  });
});
