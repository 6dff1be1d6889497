import { PanelErrorBoundary } from '@abacus/react-common/panel-error-boundary';
import { panelNotShown } from '@/i18n/panel-not-shown';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gradingQueries } from '@/api/grading-queries';
import { Loaded } from '@/components/ui/loaded';
import { Page, PageSection } from '@/components/ui/page';
import { useAssessmentAnalytics, usePracticeAnalytics } from '@/features/progress/api/get-my-analytics';
import { analyticsQueries } from '@/api/analytics-queries';
import { MyFormulas } from '@/features/formulas/components/formula-list';
import { GradeHistory } from '@/features/grading/components/grade-history';
import { AssessmentProgress } from '@/features/progress/components/assessment-progress';
import { PracticeProgress } from '@/features/progress/components/practice-progress';

export default function ProgressRoute() {
  const { t } = useTranslation('studentArea');
  const practice = usePracticeAnalytics();
  const assessment = useAssessmentAnalytics();
  const grades = useQuery(gradingQueries.myGrades());
  const formulas = useQuery(analyticsQueries.mySkills());
  const { t: words } = useTranslation('formulas');
  return (
    <Page title={t('progress.title')} intro={t('progress.intro')}>
      <PageSection title={t('progress.grades')}>
        <Loaded query={grades} label={t('progress.loadingGrades')} rows={3}>
          {(records) => <GradeHistory records={records} empty={t('progress.noGrades')} />}
        </Loaded>
      </PageSection>
      <PageSection title={words('mine.title')}>
        <Loaded query={formulas} label={words('mine.loading')} rows={5}>
          {({ skills }) => <MyFormulas reports={skills} />}
        </Loaded>
      </PageSection>
      <PageSection title={t('progress.practice')}>
        <Loaded query={practice} label={t('progress.loadingPractice')} rows={5}>
          {(analytics) => (
            <PanelErrorBoundary message={panelNotShown('practiceProgress')}>
              <PracticeProgress analytics={analytics} />
            </PanelErrorBoundary>
          )}
        </Loaded>
      </PageSection>
      <PageSection title={t('progress.tests')}>
        <Loaded query={assessment} label={t('progress.loadingTests')} rows={5}>
          {(analytics) => (
            <PanelErrorBoundary message={panelNotShown('testProgress')}>
              <AssessmentProgress analytics={analytics} />
            </PanelErrorBoundary>
          )}
        </Loaded>
      </PageSection>
    </Page>
  );
}
