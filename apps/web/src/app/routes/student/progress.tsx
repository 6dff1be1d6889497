import { PanelErrorBoundary } from '@abacus/react-common/panel-error-boundary';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
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
        {practice.isPending ? (
          <LoadingBlock label="Loading your practice" rows={5} />
        ) : practice.isError ? (
          <ApiErrorAlert error={practice.error} onRetry={() => void practice.refetch()} />
        ) : (
          <PanelErrorBoundary panel="practice progress">
            <PracticeProgress analytics={practice.data} />
          </PanelErrorBoundary>
        )}
      </PageSection>
      <PageSection title="Tests">
        {assessment.isPending ? (
          <LoadingBlock label="Loading your tests" rows={5} />
        ) : assessment.isError ? (
          <ApiErrorAlert error={assessment.error} onRetry={() => void assessment.refetch()} />
        ) : (
          <PanelErrorBoundary panel="test progress">
            <AssessmentProgress analytics={assessment.data} />
          </PanelErrorBoundary>
        )}
      </PageSection>
    </Page>
  );
}
