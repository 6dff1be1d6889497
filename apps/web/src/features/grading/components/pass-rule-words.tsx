import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { Grading } from '@/types/api';
import { paperMinutes } from '../grading-outcome';

type Rule = Pick<
  Grading,
  'passRule' | 'totalPassMarks' | 'nearPassPercent' | 'fullMarks' | 'awards' | 'paper'
> & { sections: readonly { exam: { duration: number } }[] };

/**
 * Whether its sections are one paper under one clock, how the grading is passed (or, where it awards grades by score, which total gives which grade, highest
 * first), and how far below still counts as a near pass, in one sentence each.
 */
export function PassRuleWords({ grading }: { grading: Rule }) {
  const { t } = useTranslation('grading');
  const bands = [...grading.awards]
    .sort((a, b) => b.minMarks - a.minMarks)
    .map((award) => t('rule.band', { grade: award.grade, marks: formatNumber(award.minMarks) }));
  const rule =
    bands.length > 0
      ? t('rule.awards', { full: formatNumber(grading.fullMarks), bands: bands.join(', ') })
      : grading.passRule === 'total' && grading.totalPassMarks !== null
        ? t('rule.total', {
            marks: formatNumber(grading.totalPassMarks),
            full: formatNumber(grading.fullMarks),
          })
        : t('rule.everySection');
  const nearPass =
    grading.nearPassPercent === 0
      ? t('rule.noNearPass')
      : t('rule.nearPass', { percent: formatNumber(grading.nearPassPercent) });
  const paper = grading.paper
    ? `${t('rule.paper', { minutes: formatNumber(paperMinutes(grading.sections)) })} `
    : '';
  return `${paper}${rule} ${nearPass}`;
}
