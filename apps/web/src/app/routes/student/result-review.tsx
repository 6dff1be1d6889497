import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { resultQueries } from '@/api/result-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import type { ReviewLocationState } from '@/features/take-exam/components/take-exam';
import { ResultReview } from '@/features/results/components/result-review';

/** One of my results, reviewed question by question. */
export default function ResultReviewRoute() {
  const { resultId = '' } = useParams();
  const { state } = useLocation() as { state: ReviewLocationState | null };
  const review = useQuery(resultQueries.detail(resultId));

  if (review.isPending) {
    return (
      <Page title="Your result">
        <LoadingBlock label="Loading your result" rows={6} />
      </Page>
    );
  }
  if (review.isError) {
    return (
      <Page title="Your result">
        <ApiErrorAlert error={review.error} onRetry={() => void review.refetch()} />
      </Page>
    );
  }
  return (
    <Page title={review.data.examDetails.title}>
      <ResultReview review={review.data} timeUp={state?.timeUp === true} />
    </Page>
  );
}
