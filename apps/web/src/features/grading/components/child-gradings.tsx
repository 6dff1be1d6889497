import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { gradingQueries } from '@/api/grading-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { PageSection } from '@/components/ui/page';
import { ChildGradingCard } from './child-grading-card';

/** The gradings I may sit, on My exams; nothing at all while my teacher has none for my level. */
export function ChildGradings() {
  const { t } = useTranslation('grading');
  const gradings = useQuery(gradingQueries.list());
  if (gradings.isError)
    return <ApiErrorAlert error={gradings.error} onRetry={() => void gradings.refetch()} />;
  // The list answers a child with their own standing in each.
  const mine = (gradings.data ?? []).filter((grading) => 'standing' in grading);
  if (mine.length === 0) return null;
  return (
    <PageSection title={t('child.title')} intro={t('child.intro')}>
      <Flex vertical gap={16}>
        {mine.map((grading) => (
          <ChildGradingCard key={grading.grading_id} grading={grading} />
        ))}
      </Flex>
    </PageSection>
  );
}
