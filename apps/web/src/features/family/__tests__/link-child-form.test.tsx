// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { family as hindiFamily } from '@/locales/hi/family';
import { problems as hindiProblems } from '@/locales/hi/problems';
import { shared as hindiShared } from '@/locales/hi/shared';
import type { LinkedChild } from '@/types/api';
import { LinkChildForm } from '../components/link-child-form';
import { linkedChild } from './family-fixtures';

/** POST /parent/children answers with the child linked, or with the API's refusal. */
function answerLink(answer: { child: LinkedChild } | { status: number; message: string }) {
  return vi.spyOn(api, 'POST').mockImplementation((async () =>
    'child' in answer
      ? {
          data: { data: { message: 'Child linked Successfully', child: answer.child } },
          response: new Response(),
        }
      : {
          error: { success: false, statusCode: answer.status, data: null, message: answer.message },
          response: new Response(null, { status: answer.status }),
        }) as never);
}

async function linkWith(code: string) {
  const onLinked = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LinkChildForm onLinked={onLinked} />
    </QueryClientProvider>,
  );
  await userEvent.type(screen.getByRole('textbox'), code);
  await userEvent.click(screen.getByRole('button'));
  return onLinked;
}

describe('linking a child with their family code', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('sends the code as it was typed, dashes and all, and hands on the child linked', async () => {
    const child = linkedChild();
    const post = answerLink({ child });
    const onLinked = await linkWith('  h4wn-7qkp-2d ');
    await waitFor(() => expect(onLinked).toHaveBeenCalledWith(child));
    expect(post).toHaveBeenCalledWith('/api/v1/parent/children', { body: { family_code: 'h4wn-7qkp-2d' } });
  });

  it('says under the box that no child has a code the API does not know', async () => {
    answerLink({ status: 404, message: 'No child has this family code: check it with their teacher' });
    const onLinked = await linkWith('H4WN7QKP2X');
    await screen.findByText('No child has this family code: check it with their teacher');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    screen.getByText('Please fix the boxes marked in red.');
    expect(onLinked).not.toHaveBeenCalled();
  });

  it('says why a child with the right code cannot be linked, as the API words it', async () => {
    answerLink({
      status: 409,
      message: 'This child already has 2 parents linked; their teacher can unlink one',
    });
    await linkWith('H4WN7QKP2D');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This child already has 2 parents linked; their teacher can unlink one');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says it in Hindi', async () => {
    i18n.addResourceBundle('hi', 'family', hindiFamily, true, true);
    i18n.addResourceBundle('hi', 'problems', hindiProblems, true, true);
    i18n.addResourceBundle('hi', 'shared', hindiShared, true, true);
    await i18n.changeLanguage('hi');
    answerLink({ status: 409, message: 'This child is already linked to your account' });
    await linkWith('H4WN7QKP2D');
    expect(await screen.findByRole('alert')).toHaveTextContent('यह बच्चा पहले से आपके खाते से जुड़ा है');
    answerLink({ status: 404, message: 'No child has this family code: check it with their teacher' });
    await userEvent.click(screen.getByRole('button', { name: 'मेरे बच्चे को जोड़ें' }));
    await screen.findByText('इस परिवार कोड का कोई बच्चा नहीं है: बच्चे के शिक्षक से कोड जाँच लें');
  });
});
