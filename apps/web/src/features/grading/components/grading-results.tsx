import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber, formatScore } from '@/lib/format';
import { hasCertificate } from '../grading-outcome';
import type { Grading, GradingResult } from '@/types/api';
import { CertificateButton } from './certificate-button';
import { OutcomeTag } from './outcome-tag';

const columns = (t: TFunction<'grading'>, grading: Grading): TableColumnsType<GradingResult> => [
  {
    title: t('results.child'),
    key: 'child',
    fixed: 'left',
    width: 160,
    render: (_, row) => (
      <RouterLink to={paths.teacherStudent.getHref(row.student.student_id)}>
        {row.student.fullname}
      </RouterLink>
    ),
  },
  ...[...grading.sections]
    .sort((a, b) => a.position - b.position)
    .map((section) => ({
      title: t('sections.numbered', { number: formatNumber(section.position), title: section.title }),
      key: `section-${section.position}`,
      render: (_: unknown, row: GradingResult) => {
        const standing = row.sections.find((candidate) => candidate.position === section.position);
        if (!standing || standing.score === null) return <OutcomeTag outcome="pending" />;
        return (
          <Flex vertical gap={4} align="start">
            {formatScore(standing.score, standing.fullMarks)}
            <OutcomeTag outcome={standing.outcome} />
          </Flex>
        );
      },
    })),
  {
    title: t('results.total'),
    key: 'total',
    align: 'right',
    render: (_, row) => formatScore(row.total, row.fullMarks),
  },
  {
    title: t('results.outcome'),
    key: 'outcome',
    render: (_, row) =>
      row.award !== null && grading.awards.length > 0 ? (
        <Flex vertical gap={4} align="start">
          <OutcomeTag outcome={row.outcome} />
          <Typography.Text strong>{row.award}</Typography.Text>
        </Flex>
      ) : (
        <OutcomeTag outcome={row.outcome} />
      ),
  },
  {
    title: t('results.certificate'),
    key: 'certificate',
    render: (_, row) =>
      hasCertificate(row) && (
        <CertificateButton
          gradingId={grading.grading_id}
          grade={row.award ?? grading.grade}
          student={row.student}
        />
      ),
  },
];

/** Every child who has taken a section: each section's score and outcome, the total and how it went. */
export function GradingResults({
  grading,
  results,
}: {
  grading: Grading;
  results: readonly GradingResult[];
}) {
  const { t } = useTranslation('grading');
  if (results.length === 0) return <EmptyState>{t('results.none')}</EmptyState>;
  return (
    <Table<GradingResult>
      rowKey={(row) => row.student.student_id}
      columns={columns(t, grading)}
      dataSource={[...results]}
      pagination={false}
      size="middle"
      scroll={{ x: 480 + grading.sections.length * 150 }}
      aria-label={t('results.tableOf', { title: grading.title })}
    />
  );
}
