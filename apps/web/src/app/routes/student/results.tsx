import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import { useMyResults } from '@/features/results/api/get-my-results';
import { ResultList } from '@/features/results/components/result-list';

export default function ResultsRoute() {
  const { t } = useTranslation('studentArea');
  const results = useMyResults();

  return (
    <Page title={t('results.title')} intro={t('results.intro')}>
      {results.data ? (
        <ResultList
          results={results.results}
          total={results.total}
          onMore={results.hasNextPage ? () => void results.fetchNextPage() : undefined}
          loadingMore={results.isFetchingNextPage}
        />
      ) : results.isPending ? (
        <LoadingBlock label={t('results.loading')} rows={6} />
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
