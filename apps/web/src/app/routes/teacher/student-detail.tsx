import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PanelErrorBoundary } from '@abacus/react-common/panel-error-boundary';
import { panelNotShown } from '@/i18n/panel-not-shown';
import { analyticsQueries } from '@/api/analytics-queries';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/loaded';
import { Page, PageSection } from '@/components/ui/page';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { gradingQueries } from '@/api/grading-queries';
import { FamilyCard } from '@/features/family-code/components/family-card';
import { FormulaList } from '@/features/formulas/components/formula-list';
import { GradeHistory } from '@/features/grading/components/grade-history';
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
import { i18n } from '@/i18n/i18n';
import { screenNotice, type NoticeWords } from '@/lib/screen-notice';
import { formatDate } from '@/lib/format';
import type { Student } from '@/types/api';

interface StudentProps {
  studentId: string;
  name: string;
}

// The progress panels are the student's own (features/progress), fed the teacher's endpoints of the
// same shape; their own empty messages speak to the student, so the teacher's are said here.

function PracticeSection({ studentId, name }: StudentProps) {
  const { t } = useTranslation('teacherArea');
  const practice = useQuery(analyticsQueries.studentPractice(studentId));
  return (
    <Loaded query={practice} label={t('student.loadingPractice', { name })} rows={5}>
      {({ analytics }) =>
        practiceProgress(analytics).length === 0 ? (
          <EmptyState>{t('student.noPractice', { name })}</EmptyState>
        ) : (
          <PanelErrorBoundary message={panelNotShown('practiceProgress')}>
            <PracticeProgress analytics={analytics} />
          </PanelErrorBoundary>
        )
      }
    </Loaded>
  );
}

function TestSection({ studentId, name }: StudentProps) {
  const { t } = useTranslation('teacherArea');
  const assessment = useQuery(analyticsQueries.studentAssessment(studentId));
  return (
    <Loaded query={assessment} label={t('student.loadingTests', { name })} rows={5}>
      {({ analytics }) =>
        assessmentPoints(analytics).length === 0 ? (
          <EmptyState>{t('student.noTests', { name })}</EmptyState>
        ) : (
          <PanelErrorBoundary message={panelNotShown('testProgress')}>
            <AssessmentProgress analytics={analytics} />
          </PanelErrorBoundary>
        )
      }
    </Loaded>
  );
}

function FormulasSection({ studentId, name }: StudentProps) {
  const { t } = useTranslation('formulas');
  const formulas = useQuery(analyticsQueries.studentSkills(studentId));
  return (
    <Loaded query={formulas} label={t('student.loading', { name })} rows={5}>
      {({ skills }) => {
        const ofLevel = skills.filter((skill) => skill.ofLevel);
        const mastered = ofLevel.filter((skill) => skill.mastery === 'mastered').length;
        return (
          <Flex vertical gap={16}>
            <Typography.Paragraph>
              {ofLevel.length === 0
                ? t('student.noLevel', { name })
                : t('student.summary', { name, count: mastered, total: ofLevel.length })}
            </Typography.Paragraph>
            <FormulaList reports={skills} />
          </Flex>
        );
      }}
    </Loaded>
  );
}

function GradesSection({ student }: { student: Student }) {
  const { t } = useTranslation('teacherArea');
  const name = student.fullname;
  const grades = useQuery(gradingQueries.studentGrades(student.student_id));
  return (
    <Loaded query={grades} label={t('student.loadingGrades', { name })} rows={3}>
      {(records) => (
        <GradeHistory records={records} empty={t('student.noGrades', { name })} student={student} />
      )}
    </Loaded>
  );
}

function StudentScreen({ student }: { student: Student }) {
  const { t } = useTranslation('teacherArea');
  const { t: words } = useTranslation('formulas');
  const navigate = useNavigate();
  const { student_id: studentId, fullname: name, deletedAt } = student;
  const open = deletedAt === null;
  const deleted = (notice: NoticeWords) =>
    void navigate(paths.teacherStudents.getHref(), { state: screenNotice(notice) });

  return (
    <>
      {!open && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('student.closedOn', { date: formatDate(deletedAt) })}
          description={t('student.cannotSignIn', { name })}
        />
      )}
      <PageSection title={t('student.profile')}>
        <Card>
          <Flex vertical gap={16} align="start">
            <StudentProfile student={student} />
            {open && <EditStudent student={student} />}
          </Flex>
        </Card>
      </PageSection>
      {open && (
        <>
          <PageSection title={t('student.level')}>
            <Card>
              <ChangeLevel student={student} />
            </Card>
          </PageSection>
          <PageSection title={t('student.password')}>
            <Card>
              <SetPassword student={student} />
            </Card>
          </PageSection>
          <PageSection title={t('student.family')}>
            <FamilyCard student={student} />
          </PageSection>
        </>
      )}
      <PageSection title={t('student.results')} intro={t('student.resultsIntro')}>
        <StudentHistory studentId={studentId} name={name} />
      </PageSection>
      <PageSection title={t('student.grades')}>
        <GradesSection student={student} />
      </PageSection>
      <PageSection title={words('student.title')}>
        <FormulasSection studentId={studentId} name={name} />
      </PageSection>
      <PageSection title={t('student.practiceProgress')}>
        <PracticeSection studentId={studentId} name={name} />
      </PageSection>
      <PageSection title={t('student.testProgress')}>
        <TestSection studentId={studentId} name={name} />
      </PageSection>
      <PageSection title={t('student.clearOrDelete')}>
        <StudentRemoval student={student} onDeleted={deleted} />
      </PageSection>
    </>
  );
}

/** "Class 4, abacus level 2. Username: ravi.k." — saying which a child who joined left unset. */
function studentIntro({ sclass, level, username }: Student): string {
  if (sclass === null) {
    return level === null
      ? i18n.t('teacherArea:student.intro.neither', { username })
      : i18n.t('teacherArea:student.intro.noClass', { level, username });
  }
  return level === null
    ? i18n.t('teacherArea:student.intro.noLevel', { class: sclass, username })
    : i18n.t('teacherArea:student.intro.classAndLevel', { class: sclass, level, username });
}

export default function TeacherStudentDetailRoute() {
  const { t } = useTranslation('teacherArea');
  const { studentId = '' } = useParams();
  const student = useStudent(studentId);
  const found = student.data;
  return (
    <Page title={found?.fullname ?? t('student.title')} intro={found && studentIntro(found)}>
      <ButtonLink
        to={paths.teacherStudents.getHref()}
        icon={<ArrowLeftOutlined aria-hidden />}
        style={{ marginBottom: 16 }}
      >
        {t('student.allStudents')}
      </ButtonLink>
      <Loaded query={student} label={t('student.loading')} rows={6}>
        {(found) => <StudentScreen student={found} />}
      </Loaded>
    </Page>
  );
}
