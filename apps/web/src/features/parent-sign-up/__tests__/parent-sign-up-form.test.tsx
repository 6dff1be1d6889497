// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, speak } from '@/i18n/i18n';
import { endSession, getSessionState, publicApi } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { ParentSignUpForm } from '../components/parent-sign-up-form';

const TOKENS = { token: 'access', refreshToken: 'refresh' };

type Answer = { data: unknown } | { status: number; message: string; errors?: object[] };

/** The API's answers: to the registration as given, and to the sign-in that follows it. */
function answerRegistration(answer: Answer) {
  return vi.spyOn(publicApi, 'POST').mockImplementation((async (path: string) => {
    if (path === '/api/v1/parent/login') return { data: { data: TOKENS }, response: new Response() };
    return 'data' in answer
      ? { data: { data: answer.data }, response: new Response(null, { status: 201 }) }
      : {
          error: { success: false, statusCode: answer.status, data: null, ...answer },
          response: new Response(null, { status: answer.status }),
        };
  }) as never);
}

async function signUp(fields: Record<string, string>, language?: string) {
  const onSignedUp = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ParentSignUpForm onSignedUp={onSignedUp} />
    </QueryClientProvider>,
  );
  for (const [label, value] of Object.entries(fields))
    await userEvent.type(screen.getByLabelText(label), value);
  if (language) await userEvent.click(screen.getByText(language));
  await userEvent.click(screen.getByRole('button', { name: 'Make my parent account' }));
  return onSignedUp;
}

const SUNITA = { 'Full name': 'Sunita Kumar', Username: 'sunita.k', Password: 'marigold-lamp-31' };

describe('a parent signing up', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    endSession();
    await speak('en');
  });

  it('makes the account in the app’s language, with no email when none is given, and signs the parent in', async () => {
    const post = answerRegistration({ data: { message: 'Parent Registration Successful' } });
    const onSignedUp = await signUp(SUNITA);
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(post).toHaveBeenNthCalledWith(1, '/api/v1/parent/register', {
      body: { fullname: 'Sunita Kumar', username: 'sunita.k', password: 'marigold-lamp-31', language: 'en' },
    });
    expect(post).toHaveBeenNthCalledWith(2, '/api/v1/parent/login', {
      body: { username: 'sunita.k', password: 'marigold-lamp-31' },
    });
    expect(getSessionState().role).toBe('parent');
  });

  it('gives the email, and the language chosen, which the app then speaks', async () => {
    const post = answerRegistration({ data: { message: 'Parent Registration Successful' } });
    const onSignedUp = await signUp({ ...SUNITA, 'Email (optional)': 'sunita@example.com' }, 'हिन्दी');
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[1]).toEqual({
      body: {
        fullname: 'Sunita Kumar',
        username: 'sunita.k',
        password: 'marigold-lamp-31',
        email: 'sunita@example.com',
        language: 'hi',
      },
    });
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('shows a taken username under its box', async () => {
    answerRegistration({ status: 409, message: 'This username is already taken' });
    const onSignedUp = await signUp(SUNITA);
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    within(username.closest('.ant-form-item') as HTMLElement).getByText('This username is already taken');
    screen.getByText('Please fix the boxes marked in red.');
    expect(onSignedUp).not.toHaveBeenCalled();
    expect(getSessionState().role).toBeNull();
  });

  it('shows what the API found wrong with a field under that field', async () => {
    answerRegistration({
      status: 400,
      message: 'Validation failed: body.email: must be a valid email address',
      errors: [{ path: 'body.email', message: 'must be a valid email address' }],
    });
    await signUp({ ...SUNITA, 'Email (optional)': 'sunita@example.com' });
    const email = screen.getByLabelText('Email (optional)');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    within(email.closest('.ant-form-item') as HTMLElement).getByText('Must be a valid email address');
  });
});
