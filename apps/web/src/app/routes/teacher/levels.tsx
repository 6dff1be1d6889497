import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form } from 'antd';
import { useState } from 'react';
import { analyticsQueries, type DateRange } from '@/api/analytics-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page } from '@/components/ui/page';
import { LevelTable } from '@/features/level-figures/components/level-table';

export default function LevelsRoute() {
  const [range, setRange] = useState<DateRange>({});
  const levels = useQuery(analyticsQueries.levels(range));
  return (
    <Page
      title="Levels"
      intro="How each level of your class is doing. Results count from the dates you choose; students and exams are as they are now."
    >
      <Form layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item label="Results completed between" htmlFor="levels-range">
          <DatePicker.RangePicker
            id={{ start: 'levels-range', end: 'levels-range-end' }}
            allowEmpty={[true, true]}
            placeholder={['First day', 'Last day']}
            onChange={(_, [from, to]) => setRange({ ...(from && { from }), ...(to && { to }) })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
      {levels.isPending ? (
        <LoadingBlock label="Loading your levels" rows={6} />
      ) : levels.isError ? (
        <ApiErrorAlert error={levels.error} onRetry={() => void levels.refetch()} />
      ) : (
        <LevelTable levels={levels.data.levels} />
      )}
    </Page>
  );
}
