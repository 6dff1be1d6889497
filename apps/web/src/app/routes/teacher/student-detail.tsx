import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PanelErrorBoundary } from '@abacus/react-common/panel-error-boundary';
import { analyticsQueries } from '@/api/analytics-queries';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Page, PageSection } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { AssessmentProgress } from '@/features/progress/components/assessment-progress';
import { PracticeProgress } from '@/features/progress/components/practice-progress';
import { assessmentPoints, practiceProgress } from '@/features/progress/progress-figures';
import { useStudent } from '@/features/roster/api/get-student';
import { ChangeLevel } from '@/features/roster/components/change-level';
import { EditStudent } from '@/features/roster/components/edit-student';
import { SetPassword } from '@/features/roster/components/set-password';
import { StudentHistory } from '@/features/roster/components/student-history';
import { StudentProfile } from '@/features/roster/components/student-profile';
import { StudentRemoval } from '@/features/roster/components/student-removal';
import { screenNotice } from '@/lib/screen-notice';
import { formatDate } from '@/lib/format';
import type { Student } from '@/types/api';

interface StudentProps {
  studentId: string;
  name: string;
}

// The progress panels are the student's own (features/progress), fed the teacher's endpoints of the
// same shape; their own empty messages speak to the student, so the teacher's are said here.

function PracticeSection({ studentId, name }: StudentProps) {
  const practice = useQuery(analyticsQueries.studentPractice(studentId));
  return (
    <Loaded query={practice} label={`Loading the practice of ${name}`} rows={5}>
      {({ analytics }) =>
        practiceProgress(analytics).length === 0 ? (
          <EmptyState>No practice yet. It shows here once {name} finishes a practice exam.</EmptyState>
        ) : (
          <PanelErrorBoundary panel="practice progress">
            <PracticeProgress analytics={analytics} />
          </PanelErrorBoundary>
        )
      }
    </Loaded>
  );
}

function TestSection({ studentId, name }: StudentProps) {
  const assessment = useQuery(analyticsQueries.studentAssessment(studentId));
  return (
    <Loaded query={assessment} label={`Loading the tests of ${name}`} rows={5}>
      {({ analytics }) =>
        assessmentPoints(analytics).length === 0 ? (
          <EmptyState>No tests yet. They show here once {name} finishes a test.</EmptyState>
        ) : (
          <PanelErrorBoundary panel="test progress">
            <AssessmentProgress analytics={analytics} />
          </PanelErrorBoundary>
        )
      }
    </Loaded>
  );
}

function StudentScreen({ student }: { student: Student }) {
  const navigate = useNavigate();
  const { student_id: studentId, fullname: name, deletedAt } = student;
  const open = deletedAt === null;
  const deleted = (notice: string) =>
    void navigate(paths.teacherStudents.getHref(), { state: screenNotice(notice) });

  return (
    <>
      {!open && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`This account was closed on ${formatDate(deletedAt)}.`}
          description={`${name} can no longer sign in. Their results stay in your exams’ reports.`}
        />
      )}
      <PageSection title="Profile">
        <Card>
          <Flex vertical gap={16} align="start">
            <StudentProfile student={student} />
            {open && <EditStudent student={student} />}
          </Flex>
        </Card>
      </PageSection>
      {open && (
        <>
          <PageSection title="Level">
            <Card>
              <ChangeLevel student={student} />
            </Card>
          </PageSection>
          <PageSection title="Password">
            <Card>
              <SetPassword student={student} />
            </Card>
          </PageSection>
        </>
      )}
      <PageSection title="Results" intro="Newest first. Open one to go through its answers.">
        <StudentHistory studentId={studentId} name={name} />
      </PageSection>
      <PageSection title="Practice progress">
        <PracticeSection studentId={studentId} name={name} />
      </PageSection>
      <PageSection title="Test progress">
        <TestSection studentId={studentId} name={name} />
      </PageSection>
      <PageSection title="Clear results or delete">
        <StudentRemoval student={student} onDeleted={deleted} />
      </PageSection>
    </>
  );
}

/** "Class 4, abacus level 2. Username: ravi.k." — saying which a child who joined left unset. */
const studentIntro = ({ sclass, level, username }: Student) =>
  [
    sclass === null ? 'Class not set' : `Class ${sclass}`,
    level === null ? 'abacus level not set yet' : `abacus level ${level}`,
  ].join(', ') + `. Username: ${username}.`;

export default function TeacherStudentDetailRoute() {
  const { studentId = '' } = useParams();
  const student = useStudent(studentId);
  const found = student.data;
  return (
    <Page title={found?.fullname ?? 'Student'} intro={found && studentIntro(found)}>
      <ButtonLink
        to={paths.teacherStudents.getHref()}
        icon={<ArrowLeftOutlined aria-hidden />}
        style={{ marginBottom: 16 }}
      >
        All students
      </ButtonLink>
      <Loaded query={student} label="Loading the student" rows={6}>
        {(found) => <StudentScreen student={found} />}
      </Loaded>
    </Page>
  );
}
