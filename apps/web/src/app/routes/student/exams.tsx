import { PanelErrorBoundary } from '@abacus/react-common/panel-error-boundary';
import { panelNotShown } from '@/i18n/panel-not-shown';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountQueries } from '@/api/account-queries';
import { examQueries } from '@/api/exam-queries';
import { practiceQueries } from '@/api/practice-queries';
import { gradingQueries } from '@/api/grading-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page, PageSection } from '@/components/ui/page';
import { ChildGradings } from '@/features/grading/components/child-gradings';
import { sectionExamIds } from '@/features/grading/grading-outcome';
import { JoinRound } from '@/features/live-round/components/join-round';
import { ExamList } from '@/features/student-exams/components/exam-list';
import { TodayCard } from '@/features/todays-practice/components/today-card';
import { LevelCheckNotice } from '@/features/student-exams/components/level-check-notice';
import { overviewExams } from '@/features/student-exams/exam-overview';
import { useAssessmentAnalytics, usePracticeAnalytics } from '@/features/progress/api/get-my-analytics';

export default function ExamsRoute() {
  const { t } = useTranslation('studentArea');
  const exams = useQuery(examQueries.studentList());
  // The best scores come from the analytics; without them the list still shows everything else.
  const practice = usePracticeAnalytics();
  const assessment = useAssessmentAnalytics();
  // A level the teacher has not checked yet: no exam shows, and the screen says why.
  const me = useQuery(accountQueries.student());
  const inGradings = sectionExamIds(useQuery(gradingQueries.list()).data ?? []);
  // Today's set is made on its first read: asked for only once the teacher has confirmed my level.
  const today = useQuery({
    ...practiceQueries.today(),
    enabled: me.data?.level_confirmed === true && me.data.level !== null,
  });

  return (
    <Page title={t('exams.title')} intro={t('exams.intro')}>
      {/* A round is joined by its code whatever the exams say, and asked for with them, not after. */}
      <JoinRound />
      {me.data?.level_confirmed === false ? (
        <LevelCheckNotice level={me.data.level} />
      ) : exams.isPending ? (
        <LoadingBlock label={t('exams.loading')} rows={6} />
      ) : exams.isError ? (
        <ApiErrorAlert error={exams.error} onRetry={() => void exams.refetch()} />
      ) : (
        <PanelErrorBoundary message={panelNotShown('examList')}>
          {today.data && <TodayCard practice={today.data} />}
          <ChildGradings />
          <ExamSections
            overview={overviewExams(
              exams.data.filter((exam) => !inGradings.has(exam.exam_id)),
              practice.data,
              assessment.data,
            )}
          />
        </PanelErrorBoundary>
      )}
    </Page>
  );
}

function ExamSections({ overview }: { overview: ReturnType<typeof overviewExams> }) {
  const { t } = useTranslation('studentArea');
  return (
    <>
      <PageSection title={t('exams.practice')} intro={t('exams.practiceIntro')}>
        <ExamList overviews={overview.practice} empty={t('exams.noPractice')} />
      </PageSection>
      <PageSection title={t('exams.tests')} intro={t('exams.testsIntro')}>
        <ExamList overviews={overview.assessments} empty={t('exams.noTests')} />
      </PageSection>
    </>
  );
}
