import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { gradingQueries } from '@/api/grading-queries';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import type { StudentGrading } from '@/types/api';
import { paperOf } from '../grading-outcome';

type Paper = NonNullable<ReturnType<typeof paperOf>>;

/** The whole paper this exam is a section of, among the gradings I may sit; null for none (or not yet read). */
export function usePaperOf(examId: string): Paper | null {
  const gradings = useQuery(gradingQueries.list());
  // The list answers a child with their own standing in each.
  const mine = (gradings.data ?? []).filter((grading): grading is StudentGrading => 'standing' in grading);
  return paperOf(mine, examId);
}

/**
 * Above a section of a whole paper: that its sections share one clock, and a way to each of the others
 * (one handed in is named, not linked): the child answers them in any order.
 */
export function PaperSections({ paper, examId }: { paper: Paper; examId: string }) {
  const { t } = useTranslation('grading');
  return (
    <Card size="small" className="paper-sections" style={{ marginBottom: 12 }}>
      <nav aria-label={t('paper.label')}>
        <Typography.Text strong>{t('paper.title')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
          {t('paper.explain', {
            sections: formatNumber(paper.sections.length),
            minutes: formatNumber(paper.minutes),
          })}
        </Typography.Paragraph>
        <Flex component="ul" wrap gap="4px 16px" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {paper.sections.map((section, index) => {
            const words = { number: formatNumber(index + 1), title: section.title };
            return (
              <li key={section.position}>
                {section.exam_id === examId ? (
                  <Typography.Text aria-current="page">{t('paper.here', words)}</Typography.Text>
                ) : section.score !== null ? (
                  <Typography.Text type="secondary">{t('paper.handedIn', words)}</Typography.Text>
                ) : (
                  <RouterLink to={paths.takeExam.getHref(section.exam_id)}>
                    {t('paper.goTo', words)}
                  </RouterLink>
                )}
              </li>
            );
          })}
        </Flex>
      </nav>
    </Card>
  );
}
