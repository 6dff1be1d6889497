import { Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '@abacus/react-common/router-link';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusTag } from '@/components/ui/status-tag';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { skillInWords } from '@/lib/skill-words';
import type { ClassMapRow } from '@/types/api';
import { groupFormulas, shortFormula } from '../formula-groups';
import { MASTERY_ORDER, MASTERY_TONES } from '../mastery-tones';
import '@/components/ui/status-tag.css';
import './formulas.css';

type T = TFunction<'formulas'>;

/** The children who have not mastered the formula (not tried it, or not yet mastered). */
export const childrenNeeding = (rows: readonly ClassMapRow[], skill: string): ClassMapRow[] =>
  rows.filter((row) => row.skills.find((each) => each.skill === skill)?.mastery !== 'mastered');

/** How a child stands with one formula: a pill in the mastery's colour with the share right, or a dash. */
function MapCell({ row, skill, t }: { row: ClassMapRow; skill: string; t: T }) {
  const cell = row.skills.find((each) => each.skill === skill);
  const formula = skillInWords(skill);
  if (!cell) {
    return (
      <span
        className="formula-map-cell status-tone-grey"
        aria-label={t('map.cell', { name: row.fullname, formula, mastery: t('map.notTried') })}
      >
        –
      </span>
    );
  }
  const label = t('map.cellUsed', {
    name: row.fullname,
    formula,
    mastery: t(`mastery.${cell.mastery}`),
    percent: formatPercent(cell.rightPercent),
    uses: cell.uses,
  });
  return (
    <span
      className={`formula-map-cell status-tone-${MASTERY_TONES[cell.mastery]}`}
      aria-label={label}
      title={label}
    >
      {Math.round(cell.rightPercent)}
    </span>
  );
}

/** For whom a practice of the formula is made: those who need it, or everyone when nobody does. */
function whoPractises(t: T, level: number, rows: readonly ClassMapRow[], skill: string): string {
  const needing = childrenNeeding(rows, skill).length;
  return needing === 0 || needing === rows.length
    ? t('map.everyChild', { level })
    : t('map.whoNeeds', { count: needing, children: formatNumber(needing), level });
}

function columnsOf(
  t: T,
  level: number,
  skills: readonly string[],
  rows: readonly ClassMapRow[],
  onPractise: (skill: string) => void,
): TableColumnsType<ClassMapRow> {
  return [
    {
      title: t('map.child'),
      key: 'child',
      className: 'formula-map-child',
      render: (_, row) => (
        <RouterLink to={paths.teacherStudent.getHref(row.student_id)}>{row.fullname}</RouterLink>
      ),
    },
    {
      title: t('map.mastered'),
      key: 'mastered',
      align: 'right',
      render: (_, row) => t('map.masteredOf', { count: row.mastered, total: skills.length }),
    },
    ...groupFormulas(skills.map((skill) => ({ skill }))).map(({ group, items }) => ({
      title: t(`groups.${group}`),
      key: group,
      children: items.map(({ skill }) => ({
        key: skill,
        align: 'center' as const,
        title: (
          <Button
            type="link"
            size="small"
            onClick={() => onPractise(skill)}
            aria-label={t('map.practise', { formula: skillInWords(skill) })}
            title={t('map.practiseHelp', {
              formula: skillInWords(skill),
              whom: whoPractises(t, level, rows, skill),
            })}
          >
            {shortFormula(skill)}
          </Button>
        ),
        render: (_: unknown, row: ClassMapRow) => <MapCell row={row} skill={skill} t={t} />,
      })),
    })),
  ];
}

/**
 * A level's formulas by child: a row per child (those who have mastered the fewest first), a column per
 * formula under its family, each cell coloured by mastery with the share right; a formula's heading makes
 * a practice of it for the children who have not mastered it.
 */
export function FormulaMap({
  level,
  skills,
  rows,
  onPractise,
}: {
  level: number;
  skills: readonly string[];
  rows: readonly ClassMapRow[];
  onPractise: (skill: string) => void;
}) {
  const { t } = useTranslation('formulas');
  if (rows.length === 0) return <EmptyState>{t('map.empty', { level })}</EmptyState>;
  const ready = rows.filter((row) => row.ready_to_move_up);
  return (
    <Flex vertical gap={16}>
      {ready.length > 0 && (
        <section aria-labelledby="formulas-ready">
          <Typography.Title level={4} id="formulas-ready">
            {t('map.readyTitle')}
          </Typography.Title>
          <Typography.Paragraph>
            {t('map.ready', { names: ready.map((row) => row.fullname).join(', '), level })}
          </Typography.Paragraph>
        </section>
      )}
      <Typography.Paragraph style={{ margin: 0 }}>{t('map.pressToPractise')}</Typography.Paragraph>
      <Flex gap={8} wrap align="center" aria-label={t('map.key')} role="group">
        <Typography.Text strong>{t('map.key')}:</Typography.Text>
        {MASTERY_ORDER.map((mastery) => (
          <StatusTag key={mastery} tone={MASTERY_TONES[mastery]}>
            {t(`mastery.${mastery}`)}
          </StatusTag>
        ))}
      </Flex>
      {/* Scrolled in a box of its own (the keyboard reaches it through its links and buttons) rather than
          by the table's scroll.x, whose hidden row for measuring copies the headings' buttons where a
          screen reader must not find them. */}
      <div className="formula-map-scroll" role="region" aria-label={t('map.title')}>
        <Table<ClassMapRow>
          rowKey="student_id"
          size="small"
          bordered
          pagination={false}
          dataSource={[...rows]}
          columns={columnsOf(t, level, skills, rows, onPractise)}
        />
      </div>
    </Flex>
  );
}
