import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@abacus/react-common/router-link';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import type { Grading } from '@/types/api';
import { PassRuleWords } from './pass-rule-words';

/** The teacher's gradings, newest first, each leading to its page. */
export function GradingList({ gradings }: { gradings: readonly Grading[] }) {
  const { t } = useTranslation('grading');
  if (gradings.length === 0) return <EmptyState>{t('list.none')}</EmptyState>;
  return (
    <Flex vertical gap={16}>
      {gradings.map((grading) => (
        <Card key={grading.grading_id}>
          <article aria-label={grading.title}>
            <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
              <RouterLink to={paths.teacherGrading.getHref(grading.grading_id)}>{grading.title}</RouterLink>
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {[
                grading.grade,
                t('facts.level', { level: grading.level }),
                t('facts.sections', {
                  count: grading.sections.length,
                  number: formatNumber(grading.sections.length),
                }),
              ].join(' · ')}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ margin: '4px 0 0' }}>
              <PassRuleWords grading={grading} />
            </Typography.Paragraph>
          </article>
        </Card>
      ))}
    </Flex>
  );
}
