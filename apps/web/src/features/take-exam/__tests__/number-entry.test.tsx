// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import type { Attempt } from '@/types/api';
import { TakeExam } from '../components/take-exam';
import { answerOfEntry, cleanEntry, pressKey } from '@/lib/written-answer';

/** PUT /attempt/{attemptId}/answers, answered as the API answers it: every save the exam sends, noted. */
const answersSaved = () =>
  vi
    .spyOn(api, 'PUT')
    .mockResolvedValue({ data: { data: {} }, response: new Response(null, { status: 200 }) } as never);
let saved: ReturnType<typeof answersSaved>;
beforeEach(() => {
  saved = answersSaved();
});
afterEach(() => vi.restoreAllMocks());

const typedQuestion = (position: number, question: string) => ({
  position,
  question,
  marks: 1,
  option_a: null,
  option_b: null,
  option_c: null,
  option_d: null,
});

function typedAttempt(
  questions: string[],
  answers: Attempt['answers'] = questions.map(() => null),
  flash: Attempt['exam']['flash'] = null,
  negativeAnswers = false,
): Attempt {
  const now = new Date();
  return {
    attempt_id: 'aTyped0000001',
    exam_id: 'eTyped0000001',
    student_id: 'sTyped0000001',
    status: 'open',
    exam: {
      title: 'Written sums',
      type: 'practice',
      duration: 15,
      total_questions: questions.length,
      total_marks: questions.length,
      flash,
      listening: null,
      answerMode: 'typed',
      negativeAnswers,
    },
    started_at: now.toISOString(),
    deadline: new Date(now.getTime() + 15 * 60_000).toISOString(),
    server_time: now.toISOString(),
    questions_version: 1,
    questions: questions.map((question, index) => typedQuestion(index + 1, question)),
    answers,
    saved_at: null,
    finished_at: null,
    result: null,
  };
}

function takeExam(attempt: Attempt) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <QueryClientProvider client={new QueryClient()}>
          <TakeExam attempt={attempt} />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const answerBox = () => screen.getByRole('textbox', { name: 'Your answer' });
const keypad = () => within(screen.getByRole('group', { name: 'Keypad' }));
const onQuestion = (n: number, of: number) => screen.findByRole('region', { name: `Question ${n} of ${of}` });
/** The answers last sent to the server, once they have been, with a time on screen for each question. */
const lastSaved = (answers: Attempt['answers']) =>
  waitFor(
    () =>
      expect(saved).toHaveBeenLastCalledWith('/api/v1/attempt/{attemptId}/answers', {
        params: { path: { attemptId: 'aTyped0000001' } },
        body: {
          answers,
          times_ms: answers.map((): unknown => expect.any(Number)),
        },
      }),
    { timeout: 5000 },
  );

describe('writing an answer', () => {
  it('takes the digits typed in the big box, and saves them as a number', async () => {
    const user = takeExam(typedAttempt(['12 + 35', '40 + 7', '3 + 4']));
    expect(screen.queryByRole('group', { name: 'Answers' })).toBeNull();
    expect(answerBox()).toHaveAttribute('inputmode', 'numeric');
    expect(answerBox()).toHaveValue('');

    await user.type(answerBox(), '4x7');
    expect(answerBox()).toHaveValue('47');
    await lastSaved([47, null, null]);
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2, not answered' })).toBeInTheDocument();
  });

  it('moves to the next question on Enter, in the box or anywhere on the screen', async () => {
    const user = takeExam(typedAttempt(['12 + 35', '40 + 7', '3 + 4']));
    await user.type(answerBox(), '47{Enter}');
    await onQuestion(2, 3);
    expect(answerBox()).toHaveValue('');

    // Away from the box, the keyboard still writes the answer.
    await user.click(await onQuestion(2, 3));
    expect(answerBox()).not.toHaveFocus();
    await user.keyboard('50{Backspace}9');
    expect(answerBox()).toHaveValue('59');
    await user.keyboard('{Enter}');
    await onQuestion(3, 3);
    await lastSaved([47, 59, null]);

    // Back: each question's box holds what was written there.
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await onQuestion(2, 3);
    expect(answerBox()).toHaveValue('59');
  });

  it('writes with the keypad: digits, rub out, and a minus that turns the sign round', async () => {
    const user = takeExam(typedAttempt(['5 - 12 + 3', '7 - 2'], undefined, null, true));
    const pad = keypad();
    expect(pad.getAllByRole('button').map((key) => key.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '0',
    ]);
    const minus = screen.getByRole('button', { name: 'Minus' });
    const rubOut = screen.getByRole('button', { name: 'Rub out' });

    await user.click(pad.getByRole('button', { name: '4' }));
    await user.click(pad.getByRole('button', { name: '0' }));
    await user.click(pad.getByRole('button', { name: '7' }));
    expect(answerBox()).toHaveValue('407');
    await user.click(rubOut);
    await user.click(rubOut);
    expect(answerBox()).toHaveValue('4');
    await user.click(minus);
    expect(answerBox()).toHaveValue('-4');
    await lastSaved([-4, null]);
    await user.click(minus);
    expect(answerBox()).toHaveValue('4');
    await lastSaved([4, null]);

    // Rubbed out altogether, the question has no answer again.
    await user.click(rubOut);
    expect(answerBox()).toHaveValue('');
    await lastSaved([null, null]);
    expect(screen.getByRole('button', { name: 'Question 1, not answered' })).toBeInTheDocument();
  });

  it('asks for a minus only where the teacher let answers go below zero, yet takes one typed', async () => {
    const user = takeExam(typedAttempt(['12 - 5', '6 * 7']));
    expect(screen.queryByRole('button', { name: 'Minus' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rub out' })).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute('pattern', '[0-9]*');

    await user.type(answerBox(), '-8');
    expect(answerBox()).toHaveValue('-8');
    await lastSaved([-8, null]);
  });

  it('starts from the answers saved before: written ones in their boxes, at the first without one', async () => {
    takeExam(typedAttempt(['12 + 35', '40 + 7', '3 + 4'], [47, 0, null]));
    await onQuestion(3, 3);
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2, answered' })).toBeInTheDocument();
    expect(answerBox()).toHaveValue('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Question 2, answered' }));
    expect(answerBox()).toHaveValue('0');
    expect(saved).not.toHaveBeenCalled();
  });
});

describe('writing the answer after a flash', () => {
  it('shows the box once the numbers have flashed, not while they do', async () => {
    const user = takeExam(
      typedAttempt(['12 + 35', '40 + 7'], undefined, {
        intervalMs: 1,
        gapMs: 0,
        showSign: true,
        showCounter: true,
      }),
    );
    // The 3-2-1 comes first (three seconds), then the two numbers, a millisecond each.
    expect(screen.getByText('Get ready')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    await screen.findByText('What do the numbers add up to?', undefined, { timeout: 5000 });
    await user.click(keypad().getByRole('button', { name: '4' }));
    await user.click(keypad().getByRole('button', { name: '7' }));
    expect(answerBox()).toHaveValue('47');
    await lastSaved([47, null]);
  }, 10_000);
});

describe('an entry', () => {
  it('keeps to a whole number: digits without leading zeros, a minus in front', () => {
    expect(cleanEntry('007')).toBe('7');
    expect(cleanEntry('0')).toBe('0');
    expect(cleanEntry('12-')).toBe('-12');
    expect(cleanEntry('1 2a3')).toBe('123');
    expect(cleanEntry('9'.repeat(20))).toBe('9'.repeat(12));
  });

  it('changes by one key at a time, and ignores keys that write nothing', () => {
    expect(pressKey('', '0')).toBe('0');
    expect(pressKey('0', '5')).toBe('5');
    expect(pressKey('-', '3')).toBe('-3');
    expect(pressKey('12', 'Backspace')).toBe('1');
    expect(pressKey('', 'Backspace')).toBe('');
    expect(pressKey('12', '-')).toBe('-12');
    expect(pressKey('-12', '−')).toBe('12');
    expect(['a', 'Enter', 'ArrowLeft', '.', ' '].map((key) => pressKey('12', key))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('is an answer once it holds a number', () => {
    expect(['', '-', '0', '-0', '47', '-305'].map(answerOfEntry)).toEqual([null, null, 0, 0, 47, -305]);
  });
});
