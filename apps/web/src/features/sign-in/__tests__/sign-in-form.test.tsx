// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, speak } from '@/i18n/i18n';
import { api, endSession, getSessionState, publicApi } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { SignInForm } from '../components/sign-in-form';
import { rememberedRole } from '../remembered-role';

const SUNITA = { username: 'sunita.k', password: 'marigold-lamp-31' };

async function signInAsParent() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SignInForm />
    </QueryClientProvider>,
  );
  const roles = screen.getByRole('radiogroup', { name: 'Who are you?' });
  expect(
    within(roles)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value')),
  ).toEqual(['student', 'teacher', 'parent']);
  await userEvent.click(within(roles).getByText('Parent'));
  await userEvent.type(screen.getByLabelText('Username'), SUNITA.username);
  await userEvent.type(screen.getByLabelText('Password'), SUNITA.password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in as a parent', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    endSession();
    await speak('en');
  });

  it('points a refused parent to the two other roles', async () => {
    const login = vi.spyOn(publicApi, 'POST').mockImplementation((async () => ({
      error: { success: false, statusCode: 401, data: null, message: 'Invalid username or password' },
      response: new Response(null, { status: 401 }),
    })) as never);
    await signInAsParent();
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Invalid username or password');
    expect(refusal).toHaveTextContent('If you are a student or a teacher, choose Student or Teacher above.');
    expect(login).toHaveBeenCalledWith('/api/v1/parent/login', { body: SUNITA });
  });

  it('keeps the session as a parent’s, remembers the role, and speaks the account’s language', async () => {
    vi.spyOn(publicApi, 'POST').mockImplementation((async () => ({
      data: { data: { token: 'access', refreshToken: 'refresh' } },
      response: new Response(),
    })) as never);
    const me = vi.spyOn(api, 'GET').mockImplementation((async () => ({
      data: {
        data: {
          ...SUNITA,
          parent_id: 'pSunita0000001',
          fullname: 'Sunita Kumar',
          email: null,
          language: 'hi',
        },
      },
      response: new Response(),
    })) as never);
    await signInAsParent();
    await waitFor(() => expect(currentLanguage()).toBe('hi'));
    expect(getSessionState().role).toBe('parent');
    expect(rememberedRole()).toBe('parent');
    expect(me).toHaveBeenCalledWith('/api/v1/parent/me');
  });
});
