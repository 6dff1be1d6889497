import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import { useMyResults } from '@/features/results/api/get-my-results';
import { ResultList } from '@/features/results/components/result-list';

export default function ResultsRoute() {
  const results = useMyResults();

  return (
    <Page title="My results" intro="Every exam you finished, newest first. Each has a PDF report.">
      {results.data ? (
        <ResultList
          results={results.results}
          total={results.total}
          onMore={results.hasNextPage ? () => void results.fetchNextPage() : undefined}
          loadingMore={results.isFetchingNextPage}
        />
      ) : results.isPending ? (
        <LoadingBlock label="Loading your results" rows={6} />
      ) : null}
      {/* A page that failed to arrive (the first, or one more): the results shown so far stay. */}
      {results.isError && (
        <div style={{ marginTop: 16 }}>
          <ApiErrorAlert
            error={results.error}
            onRetry={() => void (results.isFetchNextPageError ? results.fetchNextPage() : results.refetch())}
          />
        </div>
      )}
    </Page>
  );
}
