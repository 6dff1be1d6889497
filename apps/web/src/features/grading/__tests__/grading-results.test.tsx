// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GradingResults } from '../components/grading-results';
import type { GradingResult } from '@/types/api';
import { grading, standing, studentOutcome } from './grading-fixtures';

const child = (fullname: string, result: ReturnType<typeof studentOutcome>): GradingResult => ({
  student: { student_id: `student_${fullname}`, fullname, username: fullname.toLowerCase() },
  ...result,
});

function renderResults(results: GradingResult[]) {
  const router = createMemoryRouter([
    { path: '/', element: <GradingResults grading={grading()} results={results} /> },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('the results of a grading', () => {
  it('shows each section’s score with its outcome in words and colour, and the certificate of a pass only', () => {
    renderResults([
      child(
        'Asha',
        studentOutcome([standing(1, 'pass', 18), standing(2, 'pass', 16), standing(3, 'pass', 14)], 'pass'),
      ),
      child(
        'Ravi',
        studentOutcome([standing(1, 'near-pass', 12), standing(2, 'fail', 4), standing(3, 'pending')]),
      ),
    ]);
    const asha = rowOf('Asha');
    expect(within(asha).getAllByText('Passed')).toHaveLength(4);
    within(asha).getByText('48 / 60');
    within(asha).getByRole('button', { name: 'Certificate of 8th kyu for Asha (PDF)' });

    const ravi = rowOf('Ravi');
    expect(within(ravi).getByText('Nearly passed').closest('.status-tag')).toHaveClass('status-tag-amber');
    expect(within(ravi).getByText('Not passed').closest('.status-tag')).toHaveClass('status-tag-red');
    // The third section not taken yet, and so the grading not finished.
    expect(within(ravi).getAllByText('Not taken yet')).toHaveLength(2);
    expect(within(ravi).queryByRole('button', { name: /^Certificate/ })).toBeNull();
  });

  it('says so when no child has taken a section yet', () => {
    renderResults([]);
    screen.getByText('No results yet. Each child shows here once they finish a section.');
  });
});
