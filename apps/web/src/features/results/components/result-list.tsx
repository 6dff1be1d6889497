import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { formatNumber } from '@/lib/format';
import type { ResultSummary } from '@/types/api';
import { ResultCard } from './result-card';

interface ResultListProps {
  results: readonly ResultSummary[];
  /** How many results there are in all, shown or not yet. */
  total: number;
  /** Shows the next page of results, when there is one. */
  onMore?: () => void;
  loadingMore: boolean;
}

export function ResultList({ results, total, onMore, loadingMore }: ResultListProps) {
  const { t } = useTranslation('results');
  if (results.length === 0) {
    return <EmptyState>{t('list.empty')}</EmptyState>;
  }
  return (
    <Flex vertical gap={16}>
      {results.map((result) => (
        <ResultCard key={result.result_id} result={result} />
      ))}
      {onMore && (
        <Flex vertical align="center" gap={8}>
          <Typography.Text type="secondary">
            {t('list.shown', { shown: formatNumber(results.length), total: formatNumber(total) })}
          </Typography.Text>
          <Button size="large" onClick={onMore} loading={loadingMore}>
            {t('list.more')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
