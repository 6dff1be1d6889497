import type { Mistake } from '@abacus/generator';
import { Table, Typography, type TableColumnsType } from 'antd';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { MISTAKE_NAMES, mistakesMadeMost } from '@/lib/abacus-mistakes';
import { formatNumber, formatPercent } from '@/lib/format';
import { inlineQuestion } from '@/lib/written-question';
import { useItemAnalysis } from '../api/get-item-analysis';

type Letter = 'a' | 'b' | 'c' | 'd';
const LETTERS: readonly Letter[] = ['a', 'b', 'c', 'd'];

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

/** Questions of choice: the right option, how many chose each, and the wrong one and mistake made most. */
const CHOICE_COLUMNS: TableColumnsType<QuestionFigures> = [
  ...QUESTION_COLUMNS,
  { title: 'Answer', key: 'answer', render: (_, row) => row.correct_option?.toUpperCase() ?? '—' },
  RIGHT_COLUMN,
  ...LETTERS.map((letter) => ({
    title: letter.toUpperCase(),
    key: letter,
    align: 'right' as const,
    render: (_: unknown, row: QuestionFigures) => formatNumber(row.chosen[letter]),
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
          {row.mostChosenWrong.toUpperCase()} ({formatNumber(row.chosen[row.mostChosenWrong])})
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
  return (
    <Loaded query={analysis} label="Loading how each question went">
      {({ exam, analytics }) => {
        const written = exam.answerMode === 'typed';
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
            </Typography.Paragraph>
            <MistakesMade made={analytics.mistakesMade} />
            <Table
              rowKey="position"
              size="small"
              aria-label="Item analysis"
              dataSource={analytics.questions}
              pagination={false}
              scroll={{ x: written ? 560 : 960 }}
              columns={written ? WRITTEN_COLUMNS : CHOICE_COLUMNS}
            />
          </>
        );
      }}
    </Loaded>
  );
}
