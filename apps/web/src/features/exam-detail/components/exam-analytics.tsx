import { Card, Descriptions, List, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatMinutes, formatNumber, formatPercent } from '@/lib/format';
import type { TeacherExam } from '@/types/api';
import { useExamAnalytics } from '../api/get-exam-analytics';
import { scoreBuckets } from '../score-buckets';
import { ScoreDistribution } from './score-distribution';
import { Loaded } from '@/components/ui/loaded';

type Analytics = NonNullable<ReturnType<typeof useExamAnalytics>['data']>;

const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercent(value));

const studentLink = (studentId: string, name: string) => (
  <RouterLink to={paths.teacherStudent.getHref(studentId)}>{name}</RouterLink>
);

function Figures({ analytics }: { analytics: Analytics }) {
  const { analytics: figures } = analytics;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2, lg: 4 }}
      items={[
        {
          key: 'took',
          label: 'Took it',
          children: `${formatNumber(figures.totalStudentsAttempted)} of ${formatNumber(figures.totalEligibleStudents)} students`,
        },
        { key: 'average', label: 'Average score', children: percentOrDash(figures.avgScorePercentage) },
        {
          key: 'time',
          label: 'Average time used',
          children: percentOrDash(figures.avgTimeUtilizationPercentage),
        },
        ...(analytics.kind === 'practice'
          ? [
              {
                key: 'tries',
                label: 'Tries per student',
                children: analytics.analytics.overallAttempts
                  ? formatNumber(analytics.analytics.overallAttempts.avg)
                  : '—',
              },
            ]
          : []),
      ]}
    />
  );
}

function StarStudent({ analytics }: { analytics: Analytics }) {
  const star = analytics.analytics.starStudent;
  if (!star) return null;
  return (
    <Card size="small" title={<h3 className="card-heading">Star student</h3>} style={{ marginTop: 16 }}>
      <Typography.Paragraph style={{ margin: 0, fontSize: 18 }}>
        {studentLink(star.studentId, star.studentName)}: {formatPercent(star.scorePercentage)} in{' '}
        {formatMinutes(star.timeTaken)}
        {analytics.kind === 'practice' ? ' (best single try)' : ''}
      </Typography.Paragraph>
    </Card>
  );
}

/** One row per student, the first naming them with a link to their page, then `columns`. */
function StudentRows<Row extends { studentId: string; studentName: string }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: Row[];
  columns: TableColumnsType<Row>;
}) {
  return (
    <Table
      rowKey="studentId"
      size="small"
      pagination={false}
      scroll={{ x: 560 }}
      aria-label={label}
      dataSource={rows}
      columns={[
        { title: 'Student', key: 'name', render: (_, row) => studentLink(row.studentId, row.studentName) },
        ...columns,
      ]}
    />
  );
}

function StudentTable({ analytics }: { analytics: Analytics }) {
  if (analytics.kind === 'assessment') {
    return (
      <StudentRows
        label="Each student's test"
        rows={analytics.analytics.students}
        columns={[
          {
            title: 'Score',
            dataIndex: 'scorePercentage',
            key: 'score',
            align: 'right',
            sorter: (a, b) => a.scorePercentage - b.scorePercentage,
            render: (value: number) => formatPercent(value),
          },
          {
            title: 'Time',
            dataIndex: 'duration',
            key: 'time',
            align: 'right',
            render: (value: number) => formatMinutes(value),
          },
        ]}
      />
    );
  }
  return (
    <StudentRows
      label="Each student's practice"
      rows={analytics.analytics.students}
      columns={[
        {
          title: 'Tries',
          dataIndex: 'totalAttempts',
          key: 'tries',
          align: 'right',
          sorter: (a, b) => a.totalAttempts - b.totalAttempts,
        },
        {
          title: 'Best',
          dataIndex: 'bestScorePercentage',
          key: 'best',
          align: 'right',
          sorter: (a, b) => a.bestScorePercentage - b.bestScorePercentage,
          render: (value: number) => formatPercent(value),
        },
        {
          title: 'Average marks',
          key: 'average',
          align: 'right',
          render: (_, row) => formatNumber(row.score.avg),
        },
      ]}
    />
  );
}

function NotAttempted({ analytics }: { analytics: Analytics }) {
  if (analytics.kind !== 'assessment') return null;
  const missing = analytics.analytics.notAttempted;
  return (
    <section aria-label="Who has not taken it" style={{ marginTop: 24 }}>
      <Typography.Title level={3}>Who has not taken it</Typography.Title>
      {missing.length === 0 ? (
        <Typography.Paragraph>Every student at this level has taken it.</Typography.Paragraph>
      ) : (
        <List
          size="small"
          bordered
          dataSource={missing}
          renderItem={(student) => (
            <List.Item>{studentLink(student.studentId, student.studentName)}</List.Item>
          )}
        />
      )}
    </section>
  );
}

/** The class's figures for one exam: who took it, how they did, the star and who is missing. */
export function ExamAnalytics({ exam }: { exam: TeacherExam }) {
  const analytics = useExamAnalytics(exam);
  const buckets = useMemo(() => {
    if (!analytics.data) return [];
    const { data } = analytics;
    return scoreBuckets(
      data.kind === 'assessment'
        ? data.analytics.students.map((student) => student.scorePercentage)
        : data.analytics.students.map((student) => student.bestScorePercentage),
    );
  }, [analytics]);
  return (
    <Loaded query={analytics} label="Loading the exam's figures">
      {(data) => (
        <>
          <Figures analytics={data} />
          {data.analytics.totalStudentsAttempted === 0 ? (
            <div style={{ marginTop: 16 }}>
              <EmptyState>Nobody has taken it yet: the figures appear with the first result.</EmptyState>
            </div>
          ) : (
            <>
              <StarStudent analytics={data} />
              <section aria-label="Scores" style={{ marginTop: 24 }}>
                <Typography.Title level={3}>
                  {data.kind === 'assessment' ? 'Scores' : 'Best scores'}
                </Typography.Title>
                <ScoreDistribution buckets={buckets} />
              </section>
              <section aria-label="Students" style={{ marginTop: 24 }}>
                <Typography.Title level={3}>Students</Typography.Title>
                <StudentTable analytics={data} />
              </section>
            </>
          )}
          <NotAttempted analytics={data} />
        </>
      )}
    </Loaded>
  );
}
