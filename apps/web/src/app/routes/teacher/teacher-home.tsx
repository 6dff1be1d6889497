import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'antd';
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
import { openTests } from '@/features/teacher-home/dashboard-figures';

/** Open tests checked for who is missing: enough for a week of classes, few enough requests. */
const OPEN_TESTS_CHECKED = 5;

/** One card of the dashboard: its own loading and error, so one slow part holds up nothing else. */
function Panel<T>({ title, query, children }: { title: string } & Omit<LoadedProps<T>, 'label'>) {
  return (
    <Card title={<h2 className="card-heading">{title}</h2>} style={{ height: '100%' }}>
      <Loaded query={query} label={`Loading ${title.toLowerCase()}`}>
        {children}
      </Loaded>
    </Card>
  );
}

export default function TeacherHomeRoute() {
  const profile = useQuery(accountQueries.teacher());
  const levels = useQuery(analyticsQueries.levels());
  const exams = useQuery(examQueries.teacherList());
  const results = useRecentResults();
  return (
    <Page
      title="Your class"
      intro={profile.data ? `Hello, ${profile.data.fullname}. Here is how your class is doing.` : undefined}
    >
      <div style={{ marginBottom: 16 }}>
        <Loaded query={profile} label="Loading your class code">
          {(data) => <ClassCodeCard profile={data} />}
        </Loaded>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Panel title="Students" query={levels}>
            {(data) => <StudentsByLevel levels={data.levels} />}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title="Exams" query={exams}>
            {(data) => <ExamSummary exams={data} />}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title="Recent results" query={results}>
            {(data) => <RecentResults results={data} />}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title="Tests not yet taken" query={exams}>
            {(data) => <NotYetTaken tests={openTests(data, OPEN_TESTS_CHECKED)} />}
          </Panel>
        </Col>
      </Row>
    </Page>
  );
}
