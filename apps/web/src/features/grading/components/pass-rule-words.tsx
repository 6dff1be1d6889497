import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { Grading } from '@/types/api';

type Rule = Pick<Grading, 'passRule' | 'totalPassMarks' | 'nearPassPercent' | 'fullMarks'>;

/** How the grading is passed, and how far below still counts as a near pass, in one sentence each. */
export function PassRuleWords({ grading }: { grading: Rule }) {
  const { t } = useTranslation('grading');
  const rule =
    grading.passRule === 'total' && grading.totalPassMarks !== null
      ? t('rule.total', {
          marks: formatNumber(grading.totalPassMarks),
          full: formatNumber(grading.fullMarks),
        })
      : t('rule.everySection');
  const nearPass =
    grading.nearPassPercent === 0
      ? t('rule.noNearPass')
      : t('rule.nearPass', { percent: formatNumber(grading.nearPassPercent) });
  return `${rule} ${nearPass}`;
}
