// @vitest-environment jsdom
import '@/testing/dom';
// The app's i18next instance, English: the fields speak through it.
import '@/i18n/i18n';
import type { ChoiceQuestion, GeneratedQuestion } from '@abacus/generator';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AnswerModeField } from '../components/answer-mode-field';

/** A choice question, its answer the first option. */
const choice = (question: string, [a, b, c, d]: [number, number, number, number]): ChoiceQuestion => ({
  question,
  answer: a,
  marks: 1,
  option_a: a,
  option_b: b,
  option_c: c,
  option_d: d,
  correct_option: 'a',
  mistakes: { a: null, b: null, c: null, d: null },
});

/**
 * Four questions worked by hand. Casting out nines leaves the answer alone in three: 96 × 6 (6 × 6 → 0,
 * of the options only 576 → 0), 14 + 23 (5 + 5 → 1: 37), 12 + 35 − 7 (3 + 8 − 7 → 4: 40); not 126 ÷ 6,
 * where dividing by 6 leaves the remainder by 3 alone, which 21 and 24 share. The tens and above, and the
 * estimate, find two each; the units column none.
 */
const PREVIEWED = [
  choice('96 * 6', [576, 516, 76, 16]),
  choice('14 + 23', [37, 23, 40, 47]),
  choice('12 + 35 - 7', [40, 50, 38, 30]),
  choice('126 / 6', [21, 24, 22, 20]),
];

function renderField(
  test: boolean,
  previewed: readonly GeneratedQuestion[] | null,
  onValuesChange = vi.fn(),
) {
  render(
    <Form initialValues={{ answerMode: 'choice' }} onValuesChange={onValuesChange}>
      <AnswerModeField test={test} previewed={previewed} />
    </Form>,
  );
}

const PARTIAL_WORK =
  'With four options, casting out nines (adding up the digits) finds the answer in 75% of the preview’s questions.';

describe('the answer mode field', () => {
  it('offers choosing from four or writing the answer, and says in a line what each asks', async () => {
    const onValuesChange = vi.fn();
    renderField(false, null, onValuesChange);
    const choose = screen.getByRole('radio', { name: 'Choose from 4 answers' });
    const write = screen.getByRole('radio', { name: 'Write the answer' });
    expect(choose).toBeChecked();
    expect(screen.getByText(/Children tap one of four answers/)).toBeInTheDocument();

    await userEvent.setup().click(write);
    expect(write).toBeChecked();
    expect(onValuesChange).toHaveBeenLastCalledWith({ answerMode: 'typed' }, { answerMode: 'typed' });
    expect(await screen.findByText(/Children write each number/)).toBeInTheDocument();
    expect(screen.queryByText(/Children tap one of four answers/)).toBeNull();
  });

  it('tells a test answered by choosing which partial method finds the answer most often in the preview', async () => {
    renderField(true, PREVIEWED);
    expect(screen.getByText(PARTIAL_WORK)).toBeInTheDocument();

    // Written answers leave nothing to pick from.
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Write the answer' }));
    expect(await screen.findByText(/Children write each number/)).toBeInTheDocument();
    expect(screen.queryByText(/With four options/)).toBeNull();
  });

  it('says nothing of partial methods for practice, or while the preview has no questions', () => {
    renderField(false, PREVIEWED);
    renderField(true, null);
    expect(screen.getAllByText(/Children tap one of four answers/)).toHaveLength(2);
    expect(screen.queryByText(/With four options/)).toBeNull();
  });
});
