import type { Mistake } from '@abacus/generator';
import { Table, Typography, type TableColumnsType } from 'antd';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { MISTAKE_NAMES, mistakesMadeMost } from '@/lib/abacus-mistakes';
import { formatNumber, formatPercent } from '@/lib/format';
import { inlineQuestion } from '@/lib/written-question';
import { useExamQuestions } from '../api/get-exam-questions';
import { useItemAnalysis } from '../api/get-item-analysis';
import { LETTERS, optionValuesByPosition, type Letter, type OptionValues } from '../option-values';
import './item-analysis.css';

type QuestionFigures = NonNullable<
  ReturnType<typeof useItemAnalysis>['data']
>['analytics']['questions'][number];

const children = (count: number) => `${formatNumber(count)} ${count === 1 ? 'child' : 'children'}`;

/** The columns every exam has: which question, and how many got it right. */
const QUESTION_COLUMNS: TableColumnsType<QuestionFigures> = [
  { title: '#', dataIndex: 'position', key: 'position', width: 56 },
  {
    title: 'Question',
    key: 'question',
    render: (_, row) =>
      row.question === null ? (
        'Each child’s own'
      ) : (
        <span className="item-question">{inlineQuestion(row.question)}</span>
      ),
  },
];

const RIGHT_COLUMN: TableColumnsType<QuestionFigures>[number] = {
  title: 'Right',
  key: 'right',
  align: 'right',
  sorter: (a, b) => (a.correctPercentage ?? 0) - (b.correctPercentage ?? 0),
  render: (_, row) => (row.correctPercentage === null ? '—' : formatPercent(row.correctPercentage)),
};

const NONE_COLUMN: TableColumnsType<QuestionFigures>[number] = {
  title: 'None',
  key: 'none',
  align: 'right',
  render: (_, row) => formatNumber(row.chosen.none),
};

/** An option as the children saw it: its letter and, where known, its number (`B 72`). */
const optionName = (letter: Letter, values: OptionValues | undefined) =>
  values ? `${letter.toUpperCase()} ${formatNumber(values[letter])}` : letter.toUpperCase();

/** How many chose the option, under the number it showed when that is known. */
function ChosenCell({ count, value }: { count: number; value: number | undefined }) {
  if (value === undefined) return formatNumber(count);
  return (
    <span className="item-option">
      <span className="item-option-value">{formatNumber(value)}</span>
      <span className="visually-hidden">, chosen by </span>
      <span className="item-option-count">{formatNumber(count)}</span>
    </span>
  );
}

/**
 * Questions of choice: the right option, how many chose each, and the wrong one and mistake made most;
 * each option with the number it showed, where the exam's questions tell it.
 */
const choiceColumns = (values: ReadonlyMap<number, OptionValues>): TableColumnsType<QuestionFigures> => [
  ...QUESTION_COLUMNS,
  {
    title: 'Answer',
    key: 'answer',
    render: (_, row) => (row.correct_option ? optionName(row.correct_option, values.get(row.position)) : '—'),
  },
  RIGHT_COLUMN,
  ...LETTERS.map((letter) => ({
    title: letter.toUpperCase(),
    key: letter,
    align: 'right' as const,
    render: (_: unknown, row: QuestionFigures) => (
      <ChosenCell count={row.chosen[letter]} value={values.get(row.position)?.[letter]} />
    ),
  })),
  NONE_COLUMN,
  {
    title: 'Most chosen wrong',
    key: 'wrong',
    render: (_, row) =>
      row.mostChosenWrong === null ? (
        '—'
      ) : (
        <strong>
          {optionName(row.mostChosenWrong, values.get(row.position))} (
          {formatNumber(row.chosen[row.mostChosenWrong])})
        </strong>
      ),
  },
  {
    title: 'Mistake made most',
    key: 'mistake',
    render: (_, row) =>
      row.mostMadeMistake === null
        ? '—'
        : `${MISTAKE_NAMES[row.mostMadeMistake.mistake]} (${formatNumber(row.mostMadeMistake.results)})`,
  },
];

/** Questions whose answers are written: no options to count, but the wrong number written most. */
const WRITTEN_COLUMNS: TableColumnsType<QuestionFigures> = [
  ...QUESTION_COLUMNS,
  RIGHT_COLUMN,
  NONE_COLUMN,
  {
    title: 'Most written wrong',
    key: 'written-wrong',
    render: (_, row) =>
      row.mostWrittenWrong === null ? (
        '—'
      ) : (
        <span>
          <strong>{formatNumber(row.mostWrittenWrong.answer)}</strong> (
          {children(row.mostWrittenWrong.results)})
        </span>
      ),
  },
];

/** The mistakes on the abacus behind the class's wrong answers, when the options named any. */
function MistakesMade({ made }: { made: Record<Mistake, number> }) {
  const named = mistakesMadeMost(made);
  if (named === '') return null;
  return (
    <Typography.Paragraph>
      The mistakes behind the wrong answers, most made first: <strong>{named}</strong>.
    </Typography.Paragraph>
  );
}

/**
 * Which questions the class got wrong, and which wrong option they chose (or, where children write the
 * answers, which wrong number they wrote most): the mistake to teach next.
 */
export function ItemAnalysis({ examId }: { examId: string }) {
  const analysis = useItemAnalysis(examId);
  const questions = useExamQuestions(examId);
  return (
    <Loaded query={analysis} label="Loading how each question went">
      {({ exam, analytics }) => {
        const written = exam.answerMode === 'typed';
        const values = optionValuesByPosition(analytics, questions.data);
        return analytics.results === 0 ? (
          <EmptyState>
            No answers to these questions yet: each question's figures appear with the first result.
          </EmptyState>
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              From {formatNumber(analytics.results)} {analytics.results === 1 ? 'result' : 'results'} with
              answers to these questions.{' '}
              {analytics.perStudent
                ? 'Every child had their own numbers, so each row is the first question asked, the second, and so on.'
                : 'Sort by “Right” to see the hardest first.'}
              {values.size > 0 &&
                ' Under each letter: the number that answer showed, then how many chose it.'}
            </Typography.Paragraph>
            <MistakesMade made={analytics.mistakesMade} />
            <Table
              rowKey="position"
              size="small"
              aria-label="Item analysis"
              dataSource={analytics.questions}
              pagination={false}
              scroll={{ x: written ? 560 : 960 }}
              columns={written ? WRITTEN_COLUMNS : choiceColumns(values)}
            />
          </>
        );
      }}
    </Loaded>
  );
}
