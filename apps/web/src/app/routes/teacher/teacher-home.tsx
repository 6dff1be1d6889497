import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/api/account-queries';
import { analyticsQueries } from '@/api/analytics-queries';
import { examQueries } from '@/api/exam-queries';
import { Loaded, type LoadedProps } from '@/components/ui/loaded';
import { Page } from '@/components/ui/page';
import { ClassCodeCard } from '@/features/class-code/components/class-code-card';
import { useRecentResults } from '@/features/teacher-home/api/get-dashboard-data';
import { ExamSummary } from '@/features/teacher-home/components/exam-summary';
import { NotYetTaken } from '@/features/teacher-home/components/not-yet-taken';
import { RecentResults } from '@/features/teacher-home/components/recent-results';
import { StudentsByLevel } from '@/features/teacher-home/components/students-by-level';
import { WaitingChildren } from '@/features/teacher-home/components/waiting-children';
import { openTests } from '@/features/teacher-home/dashboard-figures';

/** Open tests checked for who is missing: enough for a week of classes, few enough requests. */
const OPEN_TESTS_CHECKED = 5;

/** One card of the dashboard: its own loading and error, so one slow part holds up nothing else. */
function Panel<T>({
  title,
  loading,
  query,
  children,
}: { title: string; loading: string } & Omit<LoadedProps<T>, 'label'>) {
  return (
    <Card title={<h2 className="card-heading">{title}</h2>} style={{ height: '100%' }}>
      <Loaded query={query} label={loading}>
        {children}
      </Loaded>
    </Card>
  );
}

export default function TeacherHomeRoute() {
  const { t } = useTranslation('teacherArea');
  const profile = useQuery(accountQueries.teacher());
  const levels = useQuery(analyticsQueries.levels());
  const exams = useQuery(examQueries.teacherList());
  const results = useRecentResults();
  return (
    <Page
      title={t('home.title')}
      intro={profile.data ? t('home.hello', { name: profile.data.fullname }) : undefined}
    >
      <WaitingChildren />
      <div style={{ marginBottom: 16 }}>
        <Loaded query={profile} label={t('home.loadingClassCode')}>
          {(data) => <ClassCodeCard profile={data} />}
        </Loaded>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Panel title={t('home.students')} loading={t('home.loadingStudents')} query={levels}>
            {(data) => <StudentsByLevel levels={data.levels} />}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('home.exams')} loading={t('home.loadingExams')} query={exams}>
            {(data) => <ExamSummary exams={data} />}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('home.recentResults')} loading={t('home.loadingRecentResults')} query={results}>
            {(data) => <RecentResults results={data} />}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('home.notYetTaken')} loading={t('home.loadingNotYetTaken')} query={exams}>
            {(data) => <NotYetTaken tests={openTests(data, OPEN_TESTS_CHECKED)} />}
          </Panel>
        </Col>
      </Row>
    </Page>
  );
}
