import { Flex } from 'antd';
import { EmptyState } from '@/components/ui/empty-state';
import type { ExamOverview } from '../exam-overview';
import { ExamCard } from './exam-card';

interface ExamListProps {
  overviews: readonly ExamOverview[];
  empty: string;
}

export function ExamList({ overviews, empty }: ExamListProps) {
  if (overviews.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <Flex vertical gap={16}>
      {overviews.map((overview) => (
        <ExamCard key={overview.exam.exam_id} overview={overview} />
      ))}
    </Flex>
  );
}
