import { Flex } from 'antd';
import { EmptyState } from '@/components/ui/empty-state';
import type { ExamResult } from '@/types/api';
import { ResultCard } from './result-card';

export function ResultList({ results }: { results: readonly ExamResult[] }) {
  if (results.length === 0) {
    return <EmptyState>No results yet. They appear here when you finish an exam.</EmptyState>;
  }
  return (
    <Flex vertical gap={16}>
      {results.map((result) => (
        <ResultCard key={result.result_id} result={result} />
      ))}
    </Flex>
  );
}
