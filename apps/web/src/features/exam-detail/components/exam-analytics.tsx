import { Card, Descriptions, List, Radio, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatMinutes, formatNumber, formatPercent } from '@/lib/format';
import type { TeacherExam } from '@/types/api';
import { useExamAnalytics, type StudentsListing, type StudentsOrder } from '../api/get-exam-analytics';
import { scoreBuckets } from '../score-buckets';
import { ScoreDistribution } from './score-distribution';
import { Loaded } from '@/components/ui/loaded';

type Analytics = NonNullable<ReturnType<typeof useExamAnalytics>['data']>;

const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercent(value));

const studentLink = (studentId: string, name: string) => (
  <RouterLink to={paths.teacherStudent.getHref(studentId)}>{name}</RouterLink>
);

function Figures({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation('examDetail');
  const { analytics: figures } = analytics;
  const timeUsed = figures.avgTimeUtilizationPercentage;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2, lg: 4 }}
      items={[
        {
          key: 'took',
          label: t('analytics.tookIt'),
          children: t('analytics.tookOf', {
            count: figures.totalEligibleStudents,
            taken: formatNumber(figures.totalStudentsAttempted),
            eligible: formatNumber(figures.totalEligibleStudents),
          }),
        },
        {
          key: 'average',
          label: t('analytics.averageScore'),
          children: percentOrDash(figures.avgScorePercentage),
        },
        {
          key: 'time',
          label: t('analytics.timeUsed'),
          // A whole percentage, as a teacher says it: "students used 35 % of the time", not 34.7.
          children:
            timeUsed === null
              ? '—'
              : t('analytics.timeUsedValue', { percent: formatPercent(Math.round(timeUsed)) }),
        },
        ...(analytics.kind === 'practice'
          ? [
              {
                key: 'tries',
                label: t('analytics.triesPerStudent'),
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
  const { t } = useTranslation('examDetail');
  const star = analytics.analytics.starStudent;
  if (!star) return null;
  return (
    <Card
      size="small"
      title={<h3 className="card-heading">{t('analytics.starStudent')}</h3>}
      style={{ marginTop: 16 }}
    >
      <Typography.Paragraph style={{ margin: 0, fontSize: 18 }}>
        {studentLink(star.studentId, star.studentName)}:{' '}
        {t(analytics.kind === 'practice' ? 'analytics.starBestTry' : 'analytics.starScore', {
          percent: formatPercent(star.scorePercentage),
          time: formatMinutes(star.timeTaken),
        })}
      </Typography.Paragraph>
    </Card>
  );
}

/** Students per page of the table: a class fits on one, a centre's thousands take turns. */
const STUDENTS_PER_PAGE = 25;

/** What the table shows of the whole list, and how to show another page. */
interface Paging {
  total: number;
  listing: StudentsListing;
  onListing: (listing: StudentsListing) => void;
}

/**
 * One row per student of the page shown, the first naming them with a link to their page, then
 * `columns`; the API sorts and pages, so every student of a centre is reachable without sending them all.
 */
function StudentRows<Row extends { studentId: string; studentName: string }>({
  label,
  rows,
  columns,
  paging: { total, listing, onListing },
}: {
  label: string;
  rows: Row[];
  columns: TableColumnsType<Row>;
  paging: Paging;
}) {
  const { t } = useTranslation('examDetail');
  return (
    <Table
      rowKey="studentId"
      size="small"
      pagination={{
        current: listing.page,
        pageSize: listing.limit,
        total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: (page) => onListing({ ...listing, page }),
      }}
      scroll={{ x: 560 }}
      aria-label={label}
      dataSource={rows}
      columns={[
        {
          title: t('analytics.student'),
          key: 'name',
          render: (_, row) => studentLink(row.studentId, row.studentName),
        },
        ...columns,
      ]}
    />
  );
}

function StudentTable({ analytics, paging }: { analytics: Analytics; paging: Paging }) {
  const { t } = useTranslation('examDetail');
  if (analytics.kind === 'assessment') {
    return (
      <StudentRows
        label={t('analytics.eachTest')}
        rows={analytics.analytics.students}
        paging={paging}
        columns={[
          {
            title: t('analytics.score'),
            dataIndex: 'scorePercentage',
            key: 'score',
            align: 'right',
            render: (value: number) => formatPercent(value),
          },
          {
            title: t('analytics.time'),
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
      label={t('analytics.eachPractice')}
      rows={analytics.analytics.students}
      paging={paging}
      columns={[
        {
          title: t('analytics.tries'),
          dataIndex: 'totalAttempts',
          key: 'tries',
          align: 'right',
        },
        {
          title: t('analytics.best'),
          dataIndex: 'bestScorePercentage',
          key: 'best',
          align: 'right',
          render: (value: number) => formatPercent(value),
        },
        {
          title: t('analytics.averageMarks'),
          key: 'average',
          align: 'right',
          render: (_, row) => formatNumber(row.score.avg),
        },
      ]}
    />
  );
}

function NotAttempted({ analytics }: { analytics: Analytics }) {
  const { t } = useTranslation('examDetail');
  if (analytics.kind !== 'assessment') return null;
  const { notAttempted: missing, totalNotAttempted } = analytics.analytics;
  return (
    <section aria-label={t('analytics.notTaken')} style={{ marginTop: 24 }}>
      <Typography.Title level={3}>{t('analytics.notTaken')}</Typography.Title>
      {missing.length === 0 ? (
        <Typography.Paragraph>{t('analytics.everyoneTook')}</Typography.Paragraph>
      ) : (
        <List
          size="small"
          bordered
          dataSource={missing}
          renderItem={(student) => (
            <List.Item>{studentLink(student.studentId, student.studentName)}</List.Item>
          )}
          footer={
            totalNotAttempted > missing.length
              ? t('analytics.notTakenMore', { count: totalNotAttempted - missing.length })
              : undefined
          }
        />
      )}
    </section>
  );
}

/** The orders the API can list an exam's students in, as the teacher picks them. */
function OrderPicker({
  kind,
  listing,
  onListing,
}: {
  kind: Analytics['kind'];
  listing: StudentsListing;
  onListing: (listing: StudentsListing) => void;
}) {
  const { t } = useTranslation('examDetail');
  const orders: StudentsOrder[] =
    kind === 'assessment' ? ['date', 'score', 'name'] : ['name', 'score', 'date'];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
      <span id="students-order">{t('analytics.orderBy')}</span>
      <Radio.Group
        aria-labelledby="students-order"
        optionType="button"
        value={listing.sort}
        onChange={(event) => onListing({ ...listing, sort: event.target.value as StudentsOrder, page: 1 })}
        options={orders.map((order) => ({
          value: order,
          label: order === 'date' ? t(`analytics.order.date.${kind}`) : t(`analytics.order.${order}`),
        }))}
      />
    </div>
  );
}

/** The class's figures for one exam: who took it, how they did, the star and who is missing. */
export function ExamAnalytics({ exam }: { exam: TeacherExam }) {
  const { t } = useTranslation('examDetail');
  const [listing, setListing] = useState<StudentsListing>({
    page: 1,
    limit: STUDENTS_PER_PAGE,
    sort: exam.type === 'assessment' ? 'date' : 'name',
  });
  const analytics = useExamAnalytics(exam, listing);
  return (
    <Loaded query={analytics} label={t('analytics.loading')}>
      {(data) => (
        <>
          <Figures analytics={data} />
          {data.analytics.totalStudentsAttempted === 0 ? (
            <div style={{ marginTop: 16 }}>
              <EmptyState>{t('analytics.nobodyYet')}</EmptyState>
            </div>
          ) : (
            <>
              <StarStudent analytics={data} />
              <section aria-label={t('analytics.scores')} style={{ marginTop: 24 }}>
                <Typography.Title level={3}>
                  {data.kind === 'assessment' ? t('analytics.scores') : t('analytics.bestScores')}
                </Typography.Title>
                <ScoreDistribution buckets={scoreBuckets(data.analytics.distribution)} />
              </section>
              <section aria-label={t('analytics.students')} style={{ marginTop: 24 }}>
                <Typography.Title level={3}>{t('analytics.students')}</Typography.Title>
                <OrderPicker kind={data.kind} listing={listing} onListing={setListing} />
                <StudentTable
                  analytics={data}
                  paging={{ total: data.meta.total, listing, onListing: setListing }}
                />
              </section>
            </>
          )}
          <NotAttempted analytics={data} />
        </>
      )}
    </Loaded>
  );
}
