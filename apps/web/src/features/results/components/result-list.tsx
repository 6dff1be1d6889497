import { Button, Flex, Typography } from 'antd';
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
  if (results.length === 0) {
    return <EmptyState>No results yet. They appear here when you finish an exam.</EmptyState>;
  }
  return (
    <Flex vertical gap={16}>
      {results.map((result) => (
        <ResultCard key={result.result_id} result={result} />
      ))}
      {onMore && (
        <Flex vertical align="center" gap={8}>
          <Typography.Text type="secondary">
            {formatNumber(results.length)} of {formatNumber(total)} results shown
          </Typography.Text>
          <Button size="large" onClick={onMore} loading={loadingMore}>
            Show more results
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
