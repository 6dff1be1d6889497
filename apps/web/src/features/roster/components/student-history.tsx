import { Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { RouterLink } from '@abacus/react-common/router-link';
import { RetakeCell } from '@/components/results/retake-cell';
import { StatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import { formatDateTime, formatNumber, formatPercent, formatScore } from '@/lib/format';
import { scorePercentage } from '@/lib/score-percentage';
import type { TeacherResult } from '@/types/api';
import { useStudentResults } from '../api/get-student-results';

const PAGE_SIZE = 10;

const columns = (t: TFunction<'roster'>): TableColumnsType<TeacherResult> => [
  {
    title: t('results.exam'),
    key: 'exam',
    fixed: 'left',
    width: 200,
    render: (_, result) => (
      <RouterLink
        to={paths.teacherResult.getHref(result.result_id)}
        aria-label={t('results.review', {
          title: result.examDetails.title,
          date: formatDateTime(result.date_completed),
        })}
      >
        {result.examDetails.title}
      </RouterLink>
    ),
  },
  {
    title: t('results.type'),
    dataIndex: 'type',
    key: 'type',
    render: (type: TeacherResult['type']) => (
      <StatusTag tone={type === 'practice' ? 'blue' : 'purple'}>
        {type === 'practice' ? t('results.practice') : t('results.test')}
      </StatusTag>
    ),
  },
  {
    title: t('results.score'),
    key: 'score',
    align: 'right',
    render: (_, result) => formatScore(result.score, result.total_marks),
  },
  {
    title: t('results.percentage'),
    key: 'percentage',
    align: 'right',
    render: (_, result) => formatPercent(scorePercentage(result.score, result.total_marks)),
  },
  {
    title: t('results.date'),
    dataIndex: 'date_completed',
    key: 'date',
    render: (date: string) => formatDateTime(date),
  },
  {
    title: t('results.oneMoreTry'),
    key: 'retake',
    render: (_, result) => <RetakeCell result={result} />,
  },
];

/** Every result of the student, newest first, each opening its review; paged by the API. */
export function StudentHistory({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation('roster');
  const [page, setPage] = useState(1);
  const results = useStudentResults(studentId, page, PAGE_SIZE);

  return (
    <Loaded query={results} label={t('results.loading', { name })} rows={5}>
      {({ items, meta }) =>
        meta.total === 0 ? (
          <EmptyState>{t('results.none', { name })}</EmptyState>
        ) : (
          <Table<TeacherResult>
            rowKey="result_id"
            columns={columns(t)}
            dataSource={items}
            loading={results.isPlaceholderData}
            size="middle"
            scroll={{ x: 900 }}
            aria-label={t('results.tableOf', { name })}
            pagination={{
              current: meta.page,
              pageSize: meta.limit,
              total: meta.total,
              showSizeChanger: false,
              showTotal: (total) => t('results.count', { count: total, number: formatNumber(total) }),
              onChange: setPage,
            }}
          />
        )
      }
    </Loaded>
  );
}
