import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
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

const COLUMNS: TableColumnsType<TeacherResult> = [
  {
    title: 'Exam',
    key: 'exam',
    fixed: 'left',
    width: 200,
    render: (_, result) => (
      <RouterLink
        to={paths.teacherResult.getHref(result.result_id)}
        aria-label={`${result.examDetails.title}, ${formatDateTime(result.date_completed)}: review the answers`}
      >
        {result.examDetails.title}
      </RouterLink>
    ),
  },
  {
    title: 'Type',
    dataIndex: 'type',
    key: 'type',
    render: (type: TeacherResult['type']) => (
      <StatusTag tone={type === 'practice' ? 'blue' : 'purple'}>
        {type === 'practice' ? 'Practice' : 'Test'}
      </StatusTag>
    ),
  },
  {
    title: 'Score',
    key: 'score',
    align: 'right',
    render: (_, result) => formatScore(result.score, result.total_marks),
  },
  {
    title: 'Percentage',
    key: 'percentage',
    align: 'right',
    render: (_, result) => formatPercent(scorePercentage(result.score, result.total_marks)),
  },
  {
    title: 'Date',
    dataIndex: 'date_completed',
    key: 'date',
    render: (date: string) => formatDateTime(date),
  },
  {
    title: 'One more try',
    key: 'retake',
    render: (_, result) => <RetakeCell result={result} />,
  },
];

/** Every result of the student, newest first, each opening its review; paged by the API. */
export function StudentHistory({ studentId, name }: { studentId: string; name: string }) {
  const [page, setPage] = useState(1);
  const results = useStudentResults(studentId, page, PAGE_SIZE);

  return (
    <Loaded query={results} label={`Loading the results of ${name}`} rows={5}>
      {({ items, meta }) =>
        meta.total === 0 ? (
          <EmptyState>No results yet. They appear here when {name} finishes an exam.</EmptyState>
        ) : (
          <Table<TeacherResult>
            rowKey="result_id"
            columns={COLUMNS}
            dataSource={items}
            loading={results.isPlaceholderData}
            size="middle"
            scroll={{ x: 900 }}
            aria-label={`Results of ${name}`}
            pagination={{
              current: meta.page,
              pageSize: meta.limit,
              total: meta.total,
              showSizeChanger: false,
              showTotal: (total) => (total === 1 ? '1 result' : `${formatNumber(total)} results`),
              onChange: setPage,
            }}
          />
        )
      }
    </Loaded>
  );
}
