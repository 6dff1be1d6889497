import { PHONE, screenTitle } from '@abacus/browser-testing/browser';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { addStudent, registerTeacher, setDailyGoal } from './support/api';
import { appUrl, checkScreen, STATE_WAIT, useBrowser } from './support/browser';
import { signInAsStudent } from './support/sign-in';
import { answerShown, questionRegion } from './support/typed-answers';

const GOAL = 5;

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('the app on the family phone', () => {
  const browser = useBrowser();

  it('installs (a manifest and a service worker), and a set begun online is handed in when the connection returns', async () => {
    const teacher = await registerTeacher();
    await setDailyGoal(teacher, GOAL);
    const student = await addStudent(teacher, 2);
    const { page, problems } = await browser.open('/sign-in', { viewport: PHONE, serviceWorkers: 'allow' });

    // What an installing browser reads: the manifest, its icons at the sizes it says, and a worker.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(manifestHref!, page.url());
    const manifest = (await (await page.request.get(manifestUrl.href)).json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Abacus classroom',
      short_name: 'Abacus',
      start_url: '/app/',
      scope: '/app/',
      display: 'standalone',
    });
    for (const purpose of ['any', 'maskable']) {
      expect(manifest.icons.some((icon) => icon.purpose === purpose && icon.sizes === '512x512')).toBe(true);
    }
    for (const icon of manifest.icons) {
      const answer = await page.request.get(new URL(icon.src, manifestUrl).href);
      expect(answer.headers()['content-type']).toBe('image/png');
      const png = PNG.sync.read(await answer.body());
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/app/');
    // Chromium's own verdict, the one Lighthouse's installable-manifest audit reported. A test's context
    // is a private window, which no browser installs from: that one refusal is the window's, not the app's.
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

    // Opened again, the worker serves the app; the child starts today's set online.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await signInAsStudent(page, student);
    const card = page.getByRole('region', { name: 'Today’s practice' });
    await card.getByRole('link', { name: 'Start' }).click();
    await screenTitle(page, 'Today’s practice');
    await questionRegion(page, 1, GOAL).waitFor(STATE_WAIT);

    // The connection goes: the set goes on, the answers kept on the phone.
    await page.context().setOffline(true);
    const box = page.getByRole('textbox', { name: 'Your answer' });
    for (let n = 1; n <= GOAL; n += 1) {
      await questionRegion(page, n, GOAL).waitFor(STATE_WAIT);
      const answer = await answerShown(page, n, GOAL);
      await box.click();
      await page.keyboard.type(String(answer));
      if (n < GOAL) await page.keyboard.press('Enter');
    }
    await page
      .getByRole('status')
      .getByText('No connection: your answers are kept here and will be sent')
      .waitFor(STATE_WAIT);
    await page.getByRole('button', { name: 'Hand in my answers' }).click();
    await page
      .getByRole('dialog', { name: 'Hand in your answers?' })
      .getByRole('button', { name: 'Hand in' })
      .click();
    await page
      .getByText(
        'No connection: your answers are kept here and will be handed in as soon as the connection is back.',
      )
      .waitFor(STATE_WAIT);
    // Both ways to hand in wait with it: a second press would only queue a second hand-in.
    expect(await page.getByRole('button', { name: 'Hand in my answers' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hand in', exact: true }).isDisabled()).toBe(true);
    await checkScreen(page, 'hand-in-offline');

    // Back online, the set is handed in by itself and its review shown.
    await page.context().setOffline(false);
    await page.getByText(`${GOAL} of ${GOAL}`, { exact: true }).waitFor(STATE_WAIT);
    await page.goto(appUrl('/exams'));
    const done = page.getByRole('region', { name: 'Today’s practice' });
    await done.getByText('Done for today. Well done!').waitFor(STATE_WAIT);
    // Requests that failed while offline are what offline means; nothing else went wrong.
    expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
