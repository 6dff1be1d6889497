import { Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber, formatScore } from '@/lib/format';
import { nearPassFrom } from '../grading-outcome';
import type { Grading, GradingSection } from '@/types/api';

const columns = (t: TFunction<'grading'>, nearPassPercent: number): TableColumnsType<GradingSection> => [
  {
    title: t('sections.section'),
    key: 'section',
    render: (_, section) => (
      <RouterLink to={paths.teacherExam.getHref(section.exam.exam_id)}>
        {t('sections.numbered', { number: formatNumber(section.position), title: section.title })}
      </RouterLink>
    ),
  },
  {
    title: t('sections.questions'),
    key: 'questions',
    align: 'right',
    render: (_, section) => formatNumber(section.exam.total_questions),
  },
  {
    title: t('sections.minutes'),
    key: 'minutes',
    align: 'right',
    render: (_, section) => formatNumber(section.exam.duration),
  },
  {
    title: t('sections.passMark'),
    key: 'pass',
    align: 'right',
    render: (_, section) => formatScore(section.passMarks, section.fullMarks),
  },
  ...(nearPassPercent === 0
    ? []
    : [
        {
          title: t('sections.nearPassFrom'),
          key: 'near',
          align: 'right' as const,
          render: (_: unknown, section: GradingSection) => {
            const from = nearPassFrom(section.passMarks, section.fullMarks, nearPassPercent);
            // A band narrower than a mark holds no score: there is no near pass in this section.
            return from < section.passMarks ? formatNumber(from) : t('sections.noNearPass');
          },
        },
      ]),
];

/** The grading's sections in the order they are taken: each exam, its size and time, and its pass mark. */
export function GradingSections({ grading }: { grading: Grading }) {
  const { t } = useTranslation('grading');
  return (
    <Table<GradingSection>
      rowKey="position"
      columns={columns(t, grading.nearPassPercent)}
      dataSource={[...grading.sections].sort((a, b) => a.position - b.position)}
      pagination={false}
      size="middle"
      scroll={{ x: 560 }}
      aria-label={t('sections.tableOf', { title: grading.title })}
    />
  );
}
