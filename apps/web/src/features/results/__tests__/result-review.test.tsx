// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ResultReview as Review } from '@/types/api';
import { ResultReview, type Reader } from '../components/result-review';

type Feedback = NonNullable<Review['feedback']>;

const written = (question: string, position: number) => ({
  position,
  question,
  marks: 2,
  option_a: null,
  option_b: null,
  option_c: null,
  option_d: null,
});

/** A result of an exam whose answers were written: 47 for 52 (wrong), 12 (right), and one skipped. */
function writtenReview(feedback: Feedback, type: Review['type'] = 'assessment'): Review {
  return {
    result_id: 'rWritten000001',
    exam: 'eWritten000001',
    score: 2,
    total_correct: 1,
    time_taken: 4.5,
    date_completed: '2026-11-21T09:42:00.000Z',
    createdAt: '2026-11-21T09:42:01.000Z',
    total_marks: 6,
    total_questions: 3,
    duration: 15,
    type,
    superseded: false,
    live_round: false,
    in_analytics: true,
    student: {
      student_id: 's8PqR2vX5nK0LmW4',
      fullname: 'Ravi Kumar',
      username: 'ravi.k',
      sclass: 4,
      level: 2,
    },
    examDetails: { exam_id: 'eWritten000001', title: 'Written sums', level: 2, daily_practice: false },
    questions_version: 1,
    answers: feedback.map((item) => item.chosen),
    feedback,
    questions: [written('40 + 12', 1), written('5 + 7', 2), written('9 + 9', 3)],
  };
}

const withKey: Feedback = [
  { position: 1, chosen: 47, is_correct: false, correct_option: null, correct_answer: 52 },
  { position: 2, chosen: 12, is_correct: true, correct_option: null, correct_answer: 12 },
  { position: 3, chosen: null, is_correct: false, correct_option: null, correct_answer: 18 },
];

function show(review: Review, reader: Reader = 'student') {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <QueryClientProvider client={new QueryClient()}>
          <ResultReview review={review} reader={reader} />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  const answers = screen.getByRole('region', { name: reader === 'student' ? 'Your answers' : 'Answers' });
  /** A question's line of answers, as read: "You wrote 47 · Answer 52". */
  return (name: string) =>
    within(answers).getByRole('listitem', { name }).querySelector('.review-answers')?.textContent;
}

describe('the review of written answers', () => {
  it('shows the number written and, where it is wrong, the right number', () => {
    const answersTo = show(writtenReview(withKey));
    expect(answersTo('Question 1: not right')).toBe('You wrote 47· Answer 52');
    expect(answersTo('Question 2: right')).toBe('You wrote 12');
    expect(answersTo('Question 3: not right')).toBe('Your answer: none· Answer 18');
    expect(screen.queryByText(/^[A-D] /)).toBeNull();
  });

  it('marks right and wrong without the right numbers while a test keeps its key', () => {
    const hidden = withKey.map(({ position, chosen, is_correct }) => ({ position, chosen, is_correct }));
    const answersTo = show(writtenReview(hidden));
    expect(answersTo('Question 1: not right')).toBe('You wrote 47');
    expect(answersTo('Question 2: right')).toBe('You wrote 12');
    expect(answersTo('Question 3: not right')).toBe('Your answer: none');
    expect(screen.getByText(/you see which answers were right/)).toBeInTheDocument();
  });

  it('tells the teacher what was written, in their words', () => {
    const answersTo = show(writtenReview(withKey), 'teacher');
    expect(answersTo('Question 1: not right')).toBe('Written 47· Answer 52');
    expect(answersTo('Question 3: not right')).toBe('Answer given: none· Answer 18');
  });

  it('shows the right number in beads after practice', () => {
    show(writtenReview(withKey, 'practice'));
    const sorobans = screen.getAllByRole('img', { name: /^Soroban showing/ });
    expect(sorobans.map((soroban) => soroban.getAttribute('aria-label'))).toEqual([
      'Soroban showing 52',
      'Soroban showing 12',
      'Soroban showing 18',
    ]);
  });
});
