import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsQueries, type DateRange } from '@/api/analytics-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlock } from '@/components/ui/loading-block';
import { Page, PageSection } from '@/components/ui/page';
import { FormulaMapSection } from '@/features/formulas/components/formula-map-section';
import { LevelTable } from '@/features/level-figures/components/level-table';

export default function LevelsRoute() {
  const { t } = useTranslation('teacherArea');
  const { t: words } = useTranslation('formulas');
  const [range, setRange] = useState<DateRange>({});
  const levels = useQuery(analyticsQueries.levels(range));
  return (
    <Page title={t('levels.title')} intro={t('levels.intro')}>
      <Form layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item label={t('levels.completedBetween')} htmlFor="levels-range">
          <DatePicker.RangePicker
            id={{ start: 'levels-range', end: 'levels-range-end' }}
            allowEmpty={[true, true]}
            placeholder={[t('levels.firstDay'), t('levels.lastDay')]}
            onChange={(_, [from, to]) => setRange({ ...(from && { from }), ...(to && { to }) })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
      {levels.isPending ? (
        <LoadingBlock label={t('levels.loading')} rows={6} />
      ) : levels.isError ? (
        <ApiErrorAlert error={levels.error} onRetry={() => void levels.refetch()} />
      ) : (
        <>
          <LevelTable levels={levels.data.levels} />
          <PageSection title={words('map.title')} intro={words('map.intro')}>
            <FormulaMapSection
              levels={levels.data.levels.filter((each) => each.students > 0).map((each) => each.level)}
            />
          </PageSection>
        </>
      )}
    </Page>
  );
}
