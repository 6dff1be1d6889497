import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { gradingQueries } from '@/api/grading-queries';
import { resultQueries } from '@/api/result-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import type { ReviewLocationState } from '@/features/take-exam/components/take-exam';
import { SectionWays } from '@/features/grading/components/section-ways';
import { gradingOfResult } from '@/features/grading/grading-outcome';
import { ResultReview } from '@/features/results/components/result-review';

/** One of my results, reviewed question by question. */
export default function ResultReviewRoute() {
  const { t } = useTranslation('studentArea');
  const { resultId = '' } = useParams();
  const { state } = useLocation() as { state: ReviewLocationState | null };
  const review = useQuery(resultQueries.detail(resultId));
  // A grading's section leads on to the next section and back to the grading.
  const grading = gradingOfResult(useQuery(gradingQueries.list()).data ?? [], resultId);

  if (review.isPending) {
    return (
      <Page title={t('resultReview.title')}>
        <LoadingBlock label={t('resultReview.loading')} rows={6} />
      </Page>
    );
  }
  if (review.isError) {
    return (
      <Page title={t('resultReview.title')}>
        <ApiErrorAlert error={review.error} onRetry={() => void review.refetch()} />
      </Page>
    );
  }
  return (
    <Page title={review.data.examDetails.title}>
      <ResultReview
        review={review.data}
        timeUp={state?.timeUp === true}
        masteredNow={state?.masteredNow ?? []}
        ways={grading && <SectionWays grading={grading} resultId={resultId} />}
      />
    </Page>
  );
}
