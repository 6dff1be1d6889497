import type { Mistake } from '@abacus/generator';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { mistakeCounted, mistakesMadeMost } from '@/lib/abacus-mistakes';
import { formatNumber, formatPercent } from '@/lib/format';
import { inlineQuestion } from '@/lib/written-question';
import { useExamQuestions } from '../api/get-exam-questions';
import { useItemAnalysis } from '../api/get-item-analysis';
import { mistakesCounted } from '../mistakes-counted';
import { LETTERS, optionValuesByPosition, type Letter, type OptionValues } from '../option-values';
import './item-analysis.css';

type QuestionFigures = NonNullable<
  ReturnType<typeof useItemAnalysis>['data']
>['analytics']['questions'][number];

type Words = TFunction<'examDetail'>;

/** The columns every exam has: which question, and how many got it right. */
const questionColumns = (t: Words): TableColumnsType<QuestionFigures> => [
  { title: '#', dataIndex: 'position', key: 'position', width: 56 },
  {
    title: t('items.question'),
    key: 'question',
    render: (_, row) =>
      row.question === null ? (
        t('items.ownQuestion')
      ) : (
        <span className="item-question">{inlineQuestion(row.question)}</span>
      ),
  },
];

const rightColumn = (t: Words): TableColumnsType<QuestionFigures>[number] => ({
  title: t('items.right'),
  key: 'right',
  align: 'right',
  sorter: (a, b) => (a.correctPercentage ?? 0) - (b.correctPercentage ?? 0),
  render: (_, row) => (row.correctPercentage === null ? '—' : formatPercent(row.correctPercentage)),
});

const noneColumn = (t: Words): TableColumnsType<QuestionFigures>[number] => ({
  title: t('items.none'),
  key: 'none',
  align: 'right',
  render: (_, row) => formatNumber(row.chosen.none),
});

/** An option as the children saw it: its letter and, where known, its number (`B 72`). */
const optionName = (letter: Letter, values: OptionValues | undefined) =>
  values ? `${letter.toUpperCase()} ${formatNumber(values[letter])}` : letter.toUpperCase();

/** How many chose the option, under the number it showed when that is known. */
function ChosenCell({ count, value }: { count: number; value: number | undefined }) {
  const { t } = useTranslation('examDetail');
  if (value === undefined) return formatNumber(count);
  return (
    <span className="item-option">
      <span className="item-option-value">{formatNumber(value)}</span>
      <span className="visually-hidden">{t('items.chosenBy')}</span>
      <span className="item-option-count">{formatNumber(count)}</span>
    </span>
  );
}

/**
 * Questions of choice: the right option, how many chose each, and the wrong one and mistake made most;
 * each option with the number it showed, where the exam's questions tell it.
 */
const choiceColumns = (
  values: ReadonlyMap<number, OptionValues>,
  t: Words,
): TableColumnsType<QuestionFigures> => [
  ...questionColumns(t),
  {
    title: t('items.answer'),
    key: 'answer',
    render: (_, row) => (row.correct_option ? optionName(row.correct_option, values.get(row.position)) : '—'),
  },
  rightColumn(t),
  ...LETTERS.map((letter) => ({
    title: letter.toUpperCase(),
    key: letter,
    align: 'right' as const,
    render: (_: unknown, row: QuestionFigures) => (
      <ChosenCell count={row.chosen[letter]} value={values.get(row.position)?.[letter]} />
    ),
  })),
  noneColumn(t),
  {
    title: t('items.mostChosenWrong'),
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
    title: t('items.mistakesMade'),
    key: 'mistakes',
    render: (_, row) => {
      const counted = mistakesCounted(row);
      return counted.length === 0
        ? '—'
        : counted.map(({ mistake, results }) => mistakeCounted(mistake, results)).join(', ');
    },
  },
];

/** Questions whose answers are written: no options to count, but the wrong number written most. */
const writtenColumns = (t: Words): TableColumnsType<QuestionFigures> => [
  ...questionColumns(t),
  rightColumn(t),
  noneColumn(t),
  {
    title: t('items.mostWrittenWrong'),
    key: 'written-wrong',
    render: (_, row) =>
      row.mostWrittenWrong === null ? (
        '—'
      ) : (
        <span>
          <strong>{formatNumber(row.mostWrittenWrong.answer)}</strong> (
          {t('items.children', {
            count: row.mostWrittenWrong.results,
            number: formatNumber(row.mostWrittenWrong.results),
          })}
          )
        </span>
      ),
  },
];

/** The mistakes on the abacus behind the class's wrong answers, when the options named any. */
function MistakesMade({ made }: { made: Record<Mistake, number> }) {
  const { t } = useTranslation('examDetail');
  const named = mistakesMadeMost(made);
  if (named === '') return null;
  return (
    <Typography.Paragraph>
      <Trans t={t} i18nKey="items.mistakes" values={{ named }} components={{ strong: <strong /> }} />
    </Typography.Paragraph>
  );
}

/**
 * Which questions the class got wrong, and which wrong option they chose (or, where children write the
 * answers, which wrong number they wrote most): the mistake to teach next.
 */
export function ItemAnalysis({ examId }: { examId: string }) {
  const { t } = useTranslation('examDetail');
  const analysis = useItemAnalysis(examId);
  const questions = useExamQuestions(examId);
  return (
    <Loaded query={analysis} label={t('items.loading')}>
      {({ exam, analytics }) => {
        const written = exam.answerMode === 'typed';
        const values = optionValuesByPosition(analytics, questions.data);
        return analytics.results === 0 ? (
          <EmptyState>{t('items.noAnswers')}</EmptyState>
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              {t('items.from', { count: analytics.results, results: formatNumber(analytics.results) })}{' '}
              {analytics.perStudent ? t('items.perStudent') : t('items.sortHint')}
              {values.size > 0 && ` ${t('items.underLetter')}`}
            </Typography.Paragraph>
            <MistakesMade made={analytics.mistakesMade} />
            <Table
              rowKey="position"
              size="small"
              aria-label={t('items.table')}
              dataSource={analytics.questions}
              pagination={false}
              scroll={{ x: written ? 560 : 960 }}
              columns={written ? writtenColumns(t) : choiceColumns(values, t)}
            />
          </>
        );
      }}
    </Loaded>
  );
}
