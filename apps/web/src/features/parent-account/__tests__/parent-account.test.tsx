// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountQueries } from '@/api/account-queries';
import { currentLanguage, speak } from '@/i18n/i18n';
import { api, endSession, getSessionState, publicApi } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import type { ParentProfile } from '@/types/api';
import { AccountLanguage } from '../components/account-language';
import { DeleteAccount } from '../components/delete-account';

const SUNITA: ParentProfile = {
  parent_id: 'pSunita0000001',
  fullname: 'Sunita Kumar',
  username: 'sunita.k',
  email: null,
  language: 'en',
  createdAt: '2026-12-01T18:00:00.000Z',
};

const ok = (data: unknown) => ({ data: { data }, response: new Response() });
const refused = (status: number, message: string) => ({
  error: { success: false, statusCode: status, data: null, message },
  response: new Response(null, { status }),
});

function renderWithClient(element: ReactNode) {
  const client = createQueryClient();
  client.setQueryData(accountQueries.parent().queryKey, SUNITA);
  render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
  return client;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await speak('en');
});

describe('the language of a parent’s account', () => {
  it('is saved as soon as it is chosen, and the app speaks it at once', async () => {
    const patch = vi
      .spyOn(api, 'PATCH')
      .mockImplementation((async () =>
        ok({ message: 'Parent updated Successfully', parent: { ...SUNITA, language: 'hi' } })) as never);
    const client = renderWithClient(<AccountLanguage parent={SUNITA} />);
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByText('हिन्दी'));
    await waitFor(() => expect(currentLanguage()).toBe('hi'));
    expect(patch).toHaveBeenCalledWith('/api/v1/parent', { body: { language: 'hi' } });
    expect(client.getQueryData(accountQueries.parent().queryKey)?.language).toBe('hi');
  });

  it('stays as it was when the API refuses, and says why', async () => {
    vi.spyOn(api, 'PATCH').mockImplementation((async () =>
      refused(500, 'The server could not do this just now')) as never);
    renderWithClient(<AccountLanguage parent={SUNITA} />);
    await userEvent.click(screen.getByText('हिन्दी'));
    await screen.findByRole('alert');
    expect(currentLanguage()).toBe('en');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });
});

describe('deleting a parent’s account', () => {
  afterEach(() => endSession());

  async function deleteWith(password: string) {
    renderWithClient(<DeleteAccount username={SUNITA.username} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(await screen.findByLabelText('Your password'), password);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  }

  it('deletes nothing with a password that is not the parent’s', async () => {
    vi.spyOn(publicApi, 'POST').mockImplementation((async () =>
      refused(401, 'Invalid username or password')) as never);
    const remove = vi.spyOn(api, 'DELETE');
    await deleteWith('not-my-password');
    await screen.findByText('That is not your password. Nothing was deleted.');
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes the account once the password is right, and signs out saying so', async () => {
    const login = vi
      .spyOn(publicApi, 'POST')
      .mockImplementation((async () => ok({ token: 'access', refreshToken: 'refresh' })) as never);
    const remove = vi
      .spyOn(api, 'DELETE')
      .mockImplementation((async () => ok({ message: 'Parent deleted Successfully' })) as never);
    await deleteWith('marigold-lamp-31');
    await waitFor(() => expect(getSessionState().signedOutReason).toBe('Your account has been deleted.'));
    expect(login).toHaveBeenCalledWith('/api/v1/parent/login', {
      body: { username: 'sunita.k', password: 'marigold-lamp-31' },
    });
    expect(remove).toHaveBeenCalledWith('/api/v1/parent');
  });
});
