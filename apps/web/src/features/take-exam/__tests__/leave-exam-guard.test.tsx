// @vitest-environment jsdom
import '@/testing/dom';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { takeExam as hindi } from '@/locales/hi/take-exam';
import type { Attempt } from '@/types/api';
import { LeaveExamGuard } from '../components/leave-exam-guard';

/** A running exam of this type, left for another screen of the app: the question the child is asked. */
async function leave(type: Attempt['exam']['type']) {
  const router = createMemoryRouter(
    [
      { path: '/exams/e1', element: <LeaveExamGuard active type={type} /> },
      { path: '/results', element: <p>My results</p> },
    ],
    { initialEntries: ['/exams/e1'] },
  );
  render(<RouterProvider router={router} />);
  await act(() => router.navigate('/results'));
  return screen.findByRole('dialog');
}

describe('leaving a running exam', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('asks about the practice when it is one', async () => {
    const dialog = await leave('practice');
    expect(dialog).toHaveAccessibleName('Leave the practice?');
    expect(screen.getByRole('button', { name: 'Keep practising' })).toBeInTheDocument();
    expect(screen.queryByText(/test/)).toBeNull();
  });

  it('asks about the test when it is one', async () => {
    const dialog = await leave('assessment');
    expect(dialog).toHaveAccessibleName('Leave the test?');
    expect(screen.getByRole('button', { name: 'Stay in the test' })).toBeInTheDocument();
  });

  it('asks about the practice in Hindi', async () => {
    i18n.addResourceBundle('hi', 'takeExam', hindi, true, true);
    await i18n.changeLanguage('hi');
    const dialog = await leave('practice');
    expect(dialog).toHaveAccessibleName('अभ्यास छोड़कर जाना है?');
    expect(screen.getByRole('button', { name: 'अभ्यास करते रहें' })).toBeInTheDocument();
    expect(screen.queryByText(/टेस्ट/)).toBeNull();
  });
});
