import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenTitle } from '@abacus/browser-testing/browser';
import { navigate, useBrowser } from './support/browser';
import { ENDPOINTS, endpointRoute } from './support/site-routes';

const endpointAt = (method: string, path: string) => {
  const endpoint = ENDPOINTS.find((candidate) => candidate.method === method && candidate.path === path);
  if (!endpoint) throw new Error(`${method} ${path} is not in the documentation order`);
  return endpoint;
};

async function openEndpoint(page: Page, method: string, path: string) {
  const endpoint = endpointAt(method, path);
  await navigate(page, endpointRoute(endpoint.index));
  await screenTitle(page, endpoint.label);
  return page.getByRole('region', { name: 'Try it' });
}

describe('the try-it console', () => {
  const browser = useBrowser();

  it('registers an admin, logs in and calls an authenticated endpoint on the server it is served from', async () => {
    const { page, problems } = await browser.open('/welcome');
    await screenTitle(page);

    // Register with the example body, as a newcomer would.
    let console = await openEndpoint(page, 'POST', '/api/v1/admin/register');
    const registration = JSON.parse(await console.getByLabel('Request body (JSON)').inputValue()) as {
      username: string;
      password: string;
    };
    await console.getByRole('button', { name: 'Send the request' }).click();
    const registered = console.getByRole('region', { name: 'Response' });
    await registered.getByText('201 Created').waitFor();

    // Log in as that admin; the console offers the token it receives.
    console = await openEndpoint(page, 'POST', '/api/v1/admin/login');
    expect(await console.getByLabel(/Access token/).count()).toBe(0);
    await console
      .getByLabel('Request body (JSON)')
      .fill(JSON.stringify({ username: registration.username, password: registration.password }));
    await console.getByRole('button', { name: 'Send the request' }).click();
    const loggedIn = console.getByRole('region', { name: 'Response' });
    await loggedIn.getByText('200 OK').waitFor();
    await loggedIn.getByRole('button', { name: 'Use this token' }).click();
    await loggedIn.getByText('The console sends it with every request that needs one.').waitFor();

    // The admin's own profile needs the token: the console sends it.
    console = await openEndpoint(page, 'GET', '/api/v1/admin/me');
    expect(await console.getByLabel('Access token (required)').inputValue()).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    await console.getByRole('button', { name: 'Send the request' }).click();
    const profile = console.getByRole('region', { name: 'Response' });
    await profile.getByText('200 OK').waitFor();
    const body = JSON.parse(
      (await profile.getByRole('figure', { name: 'Response body' }).locator('code').textContent()) ?? '',
    ) as { data: { username: string } };
    expect(body.data.username).toBe(registration.username);
    expect(await profile.getByRole('cell', { name: 'content-type', exact: true }).count()).toBe(1);
    expect(
      await profile
        .getByText(/^\d+ ms$/)
        .first()
        .isVisible(),
    ).toBe(true);

    // Without the token the same call is refused, and the console shows the real answer.
    await console.getByLabel('Access token (required)').fill('');
    await console.getByRole('button', { name: 'Send the request' }).click();
    await console.getByRole('region', { name: 'Response' }).getByText('401 Unauthorized').waitFor();
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
  });
});
