// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChildGradingCard } from '../components/child-grading-card';
import type { GradingStanding } from '@/types/api';
import { grading, standing, studentOutcome } from './grading-fixtures';

function renderCard(outcome: GradingStanding) {
  const router = createMemoryRouter([
    { path: '/', element: <ChildGradingCard grading={{ ...grading(), standing: outcome }} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: 'Spring grading' });
}

describe('a child’s grading', () => {
  it('says which section is next, with its own Start, and how each taken one went', () => {
    const card = renderCard(
      studentOutcome([standing(1, 'pass', 16), standing(2, 'pending'), standing(3, 'pending')]),
    );
    within(card).getByText('You have done 1 of 3 sections. Take the next one when you are ready.');
    const next = within(card).getByRole('link', { name: 'Start: Section 2 of 3: Multiplication' });
    expect(next).toHaveAttribute('href', '/exams/exam_2/take');
    expect(next).toHaveClass('ant-btn-primary');
    expect(within(card).getByRole('link', { name: 'Start: Section 3 of 3: Division' })).not.toHaveClass(
      'ant-btn-primary',
    );
    within(card).getByText('16 / 20');
    expect(within(card).getByText('Passed').closest('.status-tag')).toHaveClass('status-tag-green');
    expect(within(card).queryByRole('button', { name: /^Certificate/ })).toBeNull();
  });

  it('gives the outcome in words and colour once every section is done, and the certificate of a pass', () => {
    const card = renderCard(
      studentOutcome(
        [standing(1, 'pass', 18), standing(2, 'pass', 15), standing(3, 'near-pass', 13)],
        'pass',
      ),
    );
    within(card).getByText('Well done! You passed 8th kyu. Your certificate is ready.');
    within(card).getByText('Total: 46 / 60');
    expect(within(card).getByText('Nearly passed').closest('.status-tag')).toHaveClass('status-tag-amber');
    within(card).getByRole('button', { name: 'Certificate of 8th kyu (PDF)' });
    expect(within(card).queryByRole('link', { name: /^Start/ })).toBeNull();
  });

  it('says a fail kindly, with no certificate', () => {
    const card = renderCard(
      studentOutcome([standing(1, 'fail', 4), standing(2, 'pass', 15), standing(3, 'fail', 2)], 'fail'),
    );
    within(card).getByText('You have not passed 8th kyu this time. Keep practising and try again.');
    expect(within(card).getAllByText('Not passed')[0]!.closest('.status-tag')).toHaveClass('status-tag-red');
    expect(within(card).queryByRole('button', { name: /^Certificate/ })).toBeNull();
  });
});
