import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popconfirm, Table, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { RouterLink } from '@abacus/react-common/router-link';
import { RetakeCell } from '@/components/results/retake-cell';
import { StatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';
import { fileNameOf } from '@abacus/contract';
import { formatDateTime, formatMinutes, formatNumber, formatPercent, formatScore } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { scorePercentage } from '@/lib/score-percentage';
import type { TeacherExam, TeacherResult } from '@/types/api';
import { useDeleteExamResults } from '../api/delete-exam-results';
import { MOST_RESULTS, useExamResults } from '../api/get-exam-results';
import { resultsCsv } from '../results-csv';

const percentOf = (result: TeacherResult) => scorePercentage(result.score, result.total_marks);

/** Whose result: their name, opening the review, and whether it came from a live round. */
function StudentName({ result }: { result: TeacherResult }) {
  const { t } = useTranslation('examDetail');
  return (
    <>
      <RouterLink to={paths.teacherResult.getHref(result.result_id)}>{result.student.fullname}</RouterLink>{' '}
      {result.live_round && <StatusTag tone="amber">{t('results.liveRound')}</StatusTag>}
    </>
  );
}

/**
 * A result as a phone shows it, one card-like row within the width: the name, the score and when, and
 * Retake right below them, not in a column scrolled out of sight sideways.
 */
function PhoneRow({ result }: { result: TeacherResult }) {
  return (
    <Flex vertical align="start" gap={4}>
      <span>
        <StudentName result={result} />
      </span>
      <Typography.Text type="secondary">
        {formatScore(result.score, result.total_marks)} ({formatPercent(percentOf(result))}) ·{' '}
        {formatDateTime(result.date_completed)}
      </Typography.Text>
      <RetakeCell result={result} />
    </Flex>
  );
}

function ResultTable({ exam, results }: { exam: TeacherExam; results: TeacherResult[] }) {
  const { t } = useTranslation('examDetail');
  const narrow = useNarrowScreen();
  const [search, setSearch] = useState('');
  const wanted = useDeferredValue(search.trim().toLowerCase());
  const shown = wanted
    ? results.filter(
        (result) =>
          result.student.fullname.toLowerCase().includes(wanted) ||
          result.student.username.toLowerCase().includes(wanted),
      )
    : results;
  const exportCsv = () =>
    saveFile(
      new Blob([resultsCsv(shown)], { type: 'text/csv;charset=utf-8' }),
      `results-${fileNameOf(exam.title, 'exam')}.csv`,
    );

  return (
    <>
      <Flex gap={12} wrap align="end" style={{ marginBottom: 16 }}>
        <div style={{ flex: '1 1 240px' }}>
          <label htmlFor="results-search" style={{ display: 'block', marginBottom: 4 }}>
            {t('results.findStudent')}
          </label>
          <Input.Search
            id="results-search"
            allowClear
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={exportCsv} disabled={shown.length === 0}>
          {t('results.exportCsv')}
        </Button>
      </Flex>
      <Table<TeacherResult>
        rowKey="result_id"
        size="middle"
        aria-label={t('results.table')}
        dataSource={shown}
        scroll={narrow ? undefined : { x: 820 }}
        pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
        columns={
          narrow
            ? [
                {
                  title: t('results.student'),
                  key: 'student',
                  render: (_, result) => <PhoneRow result={result} />,
                },
              ]
            : [
                {
                  title: t('results.student'),
                  key: 'student',
                  // Kept in view while the table scrolls sideways: whose row it is.
                  fixed: 'left',
                  width: 160,
                  sorter: (a, b) => a.student.fullname.localeCompare(b.student.fullname),
                  render: (_, result) => <StudentName result={result} />,
                },
                {
                  title: t('results.score'),
                  key: 'score',
                  align: 'right',
                  sorter: (a, b) => percentOf(a) - percentOf(b),
                  render: (_, result) =>
                    `${formatScore(result.score, result.total_marks)} (${formatPercent(percentOf(result))})`,
                },
                {
                  title: t('results.rightAnswers'),
                  key: 'right',
                  align: 'right',
                  sorter: (a, b) => a.total_correct - b.total_correct,
                  render: (_, result) =>
                    t('results.rightOf', {
                      right: formatNumber(result.total_correct),
                      questions: formatNumber(result.total_questions),
                    }),
                },
                {
                  title: t('results.time'),
                  key: 'time',
                  align: 'right',
                  sorter: (a, b) => a.time_taken - b.time_taken,
                  render: (_, result) => formatMinutes(result.time_taken),
                },
                {
                  title: t('results.completed'),
                  key: 'date',
                  defaultSortOrder: 'descend',
                  sorter: (a, b) => a.date_completed.localeCompare(b.date_completed),
                  render: (_, result) => formatDateTime(result.date_completed),
                },
                ...(exam.type === 'assessment'
                  ? [
                      {
                        title: t('results.oneMoreTry'),
                        key: 'retake',
                        render: (_: unknown, result: TeacherResult) => <RetakeCell result={result} />,
                      },
                    ]
                  : []),
              ]
        }
      />
    </>
  );
}

/** Every result of the exam: sortable, searchable, exported as CSV, each opening its review. */
export function ExamResults({ exam }: { exam: TeacherExam }) {
  const { t } = useTranslation('examDetail');
  const results = useExamResults(exam.exam_id);
  const clear = useDeleteExamResults(exam.exam_id);
  return (
    <Loaded query={results} label={t('results.loading')}>
      {({ items, meta }) =>
        items.length === 0 ? (
          <EmptyState>{t('results.none')}</EmptyState>
        ) : (
          <>
            {meta.total > items.length && (
              <Typography.Paragraph type="secondary">
                {t('results.newest', {
                  shown: formatNumber(MOST_RESULTS),
                  total: formatNumber(meta.total),
                })}
              </Typography.Paragraph>
            )}
            <ResultTable exam={exam} results={items} />
            <Popconfirm
              title={t('results.deleteAllQuestion', {
                count: meta.total,
                total: formatNumber(meta.total),
                title: exam.title,
              })}
              description={t('results.deleteAllDescription')}
              okText={t('results.deleteResults')}
              okButtonProps={{ danger: true }}
              cancelText={t('results.keepThem')}
              onConfirm={() => clear.mutate()}
            >
              <Button danger loading={clear.isPending} style={{ marginTop: 16 }}>
                {t('results.deleteAll')}
              </Button>
            </Popconfirm>
            {clear.isError && <ApiErrorAlert error={clear.error} />}
          </>
        )
      }
    </Loaded>
  );
}
