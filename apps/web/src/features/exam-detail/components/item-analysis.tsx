import type { Mistake } from '@abacus/generator';
import { Table, Typography } from 'antd';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { MISTAKE_NAMES, mistakesMadeMost } from '@/lib/abacus-mistakes';
import { formatNumber, formatPercent } from '@/lib/format';
import { inlineQuestion } from '@/lib/written-question';
import { useItemAnalysis } from '../api/get-item-analysis';

type Letter = 'a' | 'b' | 'c' | 'd';
const LETTERS: readonly Letter[] = ['a', 'b', 'c', 'd'];

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

/** Which questions the class got wrong, and which wrong option they chose: the mistake to teach next. */
export function ItemAnalysis({ examId }: { examId: string }) {
  const analysis = useItemAnalysis(examId);
  return (
    <Loaded query={analysis} label="Loading how each question went">
      {({ analytics }) =>
        analytics.results === 0 ? (
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
              scroll={{ x: 960 }}
              columns={[
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
                {
                  title: 'Answer',
                  key: 'answer',
                  render: (_, row) => row.correct_option?.toUpperCase() ?? '—',
                },
                {
                  title: 'Right',
                  key: 'right',
                  align: 'right',
                  sorter: (a, b) => (a.correctPercentage ?? 0) - (b.correctPercentage ?? 0),
                  render: (_, row) =>
                    row.correctPercentage === null ? '—' : formatPercent(row.correctPercentage),
                },
                ...LETTERS.map((letter) => ({
                  title: letter.toUpperCase(),
                  key: letter,
                  align: 'right' as const,
                  render: (_: unknown, row: (typeof analytics.questions)[number]) =>
                    formatNumber(row.chosen[letter]),
                })),
                {
                  title: 'None',
                  key: 'none',
                  align: 'right',
                  render: (_, row) => formatNumber(row.chosen.none),
                },
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
              ]}
            />
          </>
        )
      }
    </Loaded>
  );
}
