// @vitest-environment jsdom
import '@/testing/dom';
// The app's i18next instance, English: the card speaks through it.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { studentExam } from '@/testing/fixtures';
import { ExamCard } from '../components/exam-card';
import { overviewExams } from '../exam-overview';

function renderCard(totalQuestions: number, duration: number) {
  const [overview] = overviewExams([studentExam({ total_questions: totalQuestions, duration })]).practice;
  const router = createMemoryRouter([{ path: '/', element: <ExamCard overview={overview!} /> }]);
  render(<RouterProvider router={router} />);
}

describe('an exam card', () => {
  it('counts one question in the singular', () => {
    renderCard(1, 5);
    expect(screen.getByText('Level 2 · 1 question · 5 min · from Asha Rao')).toBeInTheDocument();
  });

  it('counts several questions in the plural, grouped as the language writes numbers', () => {
    renderCard(1200, 90);
    expect(screen.getByText('Level 2 · 1 200 questions · 90 min · from Asha Rao')).toBeInTheDocument();
  });
});
