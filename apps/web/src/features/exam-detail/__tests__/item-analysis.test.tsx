// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { common as hindiCommon } from '@/locales/hi/common';
import { examDetail as hindiExamDetail } from '@/locales/hi/exam-detail';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries, type ExamQuestions } from '@/api/exam-queries';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { examFields, NO_MISTAKES } from '@/testing/fixtures';
import type { useItemAnalysis } from '../api/get-item-analysis';
import { ItemAnalysis } from '../components/item-analysis';

type Analysis = NonNullable<ReturnType<typeof useItemAnalysis>['data']>;
type QuestionFigures = Analysis['analytics']['questions'][number];

const EXAM_ID = 'eWritten000001';

const figures = (
  overrides: Partial<QuestionFigures> & Pick<QuestionFigures, 'position'>,
): QuestionFigures => ({
  question: '40 + 12',
  correct_option: null,
  answered: 10,
  correctPercentage: 40,
  chosen: { a: 0, b: 0, c: 0, d: 0, none: 2 },
  mostChosenWrong: null,
  mostWrittenWrong: null,
  mistakes: null,
  mostMadeMistake: null,
  ...overrides,
});

/** A question to choose from whose answer is B, and whose wrong option chosen most is A, by six children. */
const B_RIGHT_A_CHOSEN_MOST: Parameters<typeof figures>[0] = {
  position: 1,
  correct_option: 'b',
  chosen: { a: 6, b: 4, c: 0, d: 0, none: 2 },
  mostChosenWrong: 'a',
};

function analysisOf(answerMode: 'choice' | 'typed', questions: QuestionFigures[]): Analysis {
  return {
    exam: examFields({
      exam_id: EXAM_ID,
      title: 'Written sums',
      total_questions: questions.length,
      total_marks: questions.length,
      total_marks_per_question: 1,
      answerMode,
      createdAt: '2026-11-21T09:30:00.000Z',
    }),
    analytics: { questions_version: 1, perStudent: false, results: 12, mistakesMade: NO_MISTAKES, questions },
  };
}

/**
 * The item analysis of `analysis`, already read, and the exam's questions if they are (else still on their
 * way): as the screen shows them once the API has answered. Reading the analysis again on the visit, as the
 * screen does, gets the same.
 */
function show(analysis: Analysis, questions?: ExamQuestions) {
  const client = createQueryClient();
  client.setQueryData(analyticsQueries.examQuestions(EXAM_ID).queryKey, analysis);
  if (questions) client.setQueryData(examQueries.questions(EXAM_ID).queryKey, questions);
  vi.spyOn(api, 'GET').mockImplementation(((path: string) =>
    path === '/api/v1/exam/{examId}/questions/analytics'
      ? Promise.resolve({ data: { data: analysis }, response: new Response(null, { status: 200 }) })
      : new Promise(() => undefined)) as never);
  render(
    <QueryClientProvider client={client}>
      <ItemAnalysis examId={EXAM_ID} />
    </QueryClientProvider>,
  );
  const table = screen.getByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const row = (position: number) => within(within(table).getAllByRole('row')[position]!);
  return { headers, row };
}

/** B right; A (a carry) chosen by two, C (the 5-bead) by one, D (a carry too) by one. */
const MISTAKES_NAMED: Parameters<typeof figures>[0] = {
  position: 1,
  correct_option: 'b',
  chosen: { a: 2, b: 5, c: 1, d: 1, none: 0 },
  mostChosenWrong: 'a',
  mistakes: { a: 'carry', b: null, c: 'five-bead', d: 'carry' },
  mostMadeMistake: { mistake: 'carry', results: 3 },
};

describe('item analysis', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('names the mistakes behind each question’s wrong answers, with how many made each', () => {
    const { row } = show(analysisOf('choice', [figures(MISTAKES_NAMED)]));
    expect(row(1).getAllByRole('cell').at(-1)?.textContent).toBe(
      '3 lost or added a carry, 1 forgot the 5-bead',
    );
  });

  it('names them in Hindi', async () => {
    i18n.addResourceBundle('hi', 'common', hindiCommon, true, true);
    i18n.addResourceBundle('hi', 'examDetail', hindiExamDetail, true, true);
    await i18n.changeLanguage('hi');
    const { headers, row } = show(analysisOf('choice', [figures(MISTAKES_NAMED)]));
    expect(headers.at(-1)).toBe('हुई गलतियाँ');
    expect(row(1).getAllByRole('cell').at(-1)?.textContent).toBe(
      '3 से हासिल छूटा या ज़्यादा जुड़ा, 1 से 5 वाला मनका छूटा',
    );
  });

  it('shows the wrong number written most for questions whose answers are written, and no options', () => {
    const { headers, row } = show(
      analysisOf('typed', [
        figures({ position: 1, mostWrittenWrong: { answer: 47, results: 6 } }),
        figures({ position: 2, question: '5 + 7', mostWrittenWrong: { answer: 13, results: 1 } }),
        figures({ position: 3, question: '9 + 9', correctPercentage: 100, mostWrittenWrong: null }),
      ]),
    );
    expect(headers).toEqual(['#', 'Question', 'Right', 'None', 'Most written wrong']);
    expect(row(1).getByText('47').closest('td')?.textContent).toBe('47 (6 children)');
    expect(row(2).getByText('13').closest('td')?.textContent).toBe('13 (1 child)');
    expect(
      row(3)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '9 + 9', '100%', '2', '—']);
  });

  it('keeps the options, the wrong one chosen most and the mistake for questions to choose from', () => {
    const { headers, row } = show(
      analysisOf('choice', [
        figures({ ...B_RIGHT_A_CHOSEN_MOST, mostMadeMistake: { mistake: 'carry', results: 6 } }),
      ]),
    );
    expect(headers).toEqual([
      '#',
      'Question',
      'Answer',
      'Right',
      'A',
      'B',
      'C',
      'D',
      'None',
      'Most chosen wrong',
      'Mistakes made',
    ]);
    expect(row(1).getByText('A (6)')).toBeInTheDocument();
  });

  it('names each option with the number it showed, read from the exam’s questions', () => {
    const { row } = show(analysisOf('choice', [figures(B_RIGHT_A_CHOSEN_MOST)]), {
      version: 1,
      questions: [
        {
          position: 1,
          question: '40 + 12',
          marks: 1,
          option_a: 62,
          option_b: 52,
          option_c: 42,
          option_d: 57,
          answer: 52,
          correct_option: 'b',
        },
      ],
    });
    const cells = row(1)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '1',
      '40 + 12',
      'B 52',
      '40%',
      '62, chosen by 6',
      '52, chosen by 4',
      '42, chosen by 0',
      '57, chosen by 0',
      '2',
      'A 62 (6)',
      '—',
    ]);
  });
});
