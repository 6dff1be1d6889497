import { PanelErrorBoundary } from '@abacus/react-common/panel-error-boundary';
import { Loaded } from '@/components/ui/loaded';
import { Page, PageSection } from '@/components/ui/page';
import { useAssessmentAnalytics, usePracticeAnalytics } from '@/features/progress/api/get-my-analytics';
import { AssessmentProgress } from '@/features/progress/components/assessment-progress';
import { PracticeProgress } from '@/features/progress/components/practice-progress';

export default function ProgressRoute() {
  const practice = usePracticeAnalytics();
  const assessment = useAssessmentAnalytics();
  return (
    <Page title="My progress" intro="How your scores change, try after try.">
      <PageSection title="Practice">
        <Loaded query={practice} label="Loading your practice" rows={5}>
          {(analytics) => (
            <PanelErrorBoundary panel="practice progress">
              <PracticeProgress analytics={analytics} />
            </PanelErrorBoundary>
          )}
        </Loaded>
      </PageSection>
      <PageSection title="Tests">
        <Loaded query={assessment} label="Loading your tests" rows={5}>
          {(analytics) => (
            <PanelErrorBoundary panel="test progress">
              <AssessmentProgress analytics={analytics} />
            </PanelErrorBoundary>
          )}
        </Loaded>
      </PageSection>
    </Page>
  );
}
