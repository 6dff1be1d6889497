import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';
import { formatNumber } from '@/lib/format';
import { skillInWords } from '@/lib/skill-words';
import type { SkillReport } from '@/types/api';
import { groupByMastery } from '../formula-groups';
import { MASTERY_TONES, type Mastery } from '../mastery-tones';
import './formulas.css';

/**
 * A child's formulas by how far they have come, for a reader who follows them from afar (a parent): the
 * formulas mastered first, each in words in its mastery's colour; the new ones, often most of a level's,
 * folded away so that a phone shows the rest on one screen.
 */
export function FormulasByMastery({ reports }: { reports: readonly SkillReport[] }) {
  const { t } = useTranslation('formulas');
  const heading = (mastery: Mastery, count: number): ReactNode => (
    <>
      <StatusTag tone={MASTERY_TONES[mastery]}>{t(`mastery.${mastery}`)}</StatusTag>{' '}
      {t('byMastery.formulas', { count, number: formatNumber(count) })}
    </>
  );
  return (
    <Flex vertical gap={16}>
      {groupByMastery(reports).map(({ mastery, reports: ofMastery }) => {
        const words = (
          <ul className="formula-chips">
            {ofMastery.map(({ skill }) => (
              <li key={skill} className={`formula-chip status-tone-${MASTERY_TONES[mastery]}`}>
                {skillInWords(skill)}
              </li>
            ))}
          </ul>
        );
        return mastery === 'new' ? (
          <details key={mastery} className="formula-mastery">
            <summary>{heading(mastery, ofMastery.length)}</summary>
            {words}
          </details>
        ) : (
          <section key={mastery} aria-labelledby={`formulas-${mastery}`} className="formula-mastery">
            <Typography.Title level={3} id={`formulas-${mastery}`} className="formula-mastery-heading">
              {heading(mastery, ofMastery.length)}
            </Typography.Title>
            {words}
          </section>
        );
      })}
    </Flex>
  );
}
