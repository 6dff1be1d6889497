import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/components/ui/status-tag';
import { formatPercent } from '@/lib/format';
import { skillInWords } from '@/lib/skill-words';
import type { SkillReport } from '@/types/api';
import { groupFormulas } from '../formula-groups';
import { MASTERY_TONES } from '../mastery-tones';
import './formulas.css';

/** One formula: its words, how far the child has come, and what that is read from. */
function FormulaRow({ report }: { report: SkillReport }) {
  const { t } = useTranslation('formulas');
  const { skill, mastery, uses, rightPercent, medianTimeMs } = report;
  // A new formula's few tries say too little for a share right: how many there were is what is known.
  const details =
    uses === 0
      ? [t('formula.notTried')]
      : mastery === 'new'
        ? [t('formula.tried', { count: uses })]
        : [
            t('formula.right', { percent: formatPercent(rightPercent) }),
            ...(medianTimeMs === null
              ? []
              : [t('formula.time', { seconds: Math.round(medianTimeMs / 1000) })]),
          ];
  return (
    <li className="formula-row">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <span className="formula-words">{skillInWords(skill)}</span>
        <StatusTag tone={MASTERY_TONES[mastery]}>{t(`mastery.${mastery}`)}</StatusTag>
      </Flex>
      <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>
    </li>
  );
}

/** Formulas by family (direct moves, small friends, …), each with its mastery in words and colour. */
export function FormulaList({ reports }: { reports: readonly SkillReport[] }) {
  const { t } = useTranslation('formulas');
  return (
    <div className="formula-groups">
      {groupFormulas(reports).map(({ group, items }) => (
        <section key={group} aria-labelledby={`formulas-${group}`} className="formula-group">
          <Typography.Title level={4} id={`formulas-${group}`}>
            {t(`groups.${group}`)}
          </Typography.Title>
          <ul className="formula-rows">
            {items.map((report) => (
              <FormulaRow key={report.skill} report={report} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * A child's formulas: how many of their level's they have mastered, their level's by family, then the
 * others their work used.
 */
export function MyFormulas({ reports }: { reports: readonly SkillReport[] }) {
  const { t } = useTranslation('formulas');
  const ofLevel = reports.filter((report) => report.ofLevel);
  const others = reports.filter((report) => !report.ofLevel);
  const mastered = ofLevel.filter((report) => report.mastery === 'mastered').length;
  return (
    <Flex vertical gap={16}>
      {ofLevel.length === 0 ? (
        <Typography.Paragraph>{t('mine.noLevel')}</Typography.Paragraph>
      ) : (
        <Typography.Paragraph>
          <strong>{t('mine.summary', { count: mastered, total: ofLevel.length })}</strong>{' '}
          {t('mine.howMastered')}
        </Typography.Paragraph>
      )}
      <FormulaList reports={ofLevel} />
      {others.length > 0 && (
        <section aria-labelledby="formulas-others">
          <Typography.Title level={4} id="formulas-others">
            {t('mine.others')}
          </Typography.Title>
          <FormulaList reports={others} />
        </section>
      )}
    </Flex>
  );
}
