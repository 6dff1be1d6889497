import type { Skill } from '@abacus/generator';
import type { SkillReport } from '@/types/api';
import { MASTERY_ORDER, type Mastery } from './mastery-tones';

/** The families a teacher names formulas by: moves without friends, each friend, both, and the tables. */
export const FORMULA_GROUPS = ['direct', 'small', 'big', 'mix', 'mul', 'div'] as const;
export type FormulaGroup = (typeof FORMULA_GROUPS)[number];

/** The family a skill's name says it is of: `add.big.7` → big friends, `mul.3×7` → × tables. */
export function groupOf(skill: Skill): FormulaGroup {
  const [family, kind] = skill.split('.') as [string, string];
  if (family === 'mul' || family === 'div') return family;
  return kind as FormulaGroup;
}

/** Items of skills by family, in the families' order, each keeping the items' own order; empty families left out. */
export function groupFormulas<Item extends { skill: Skill }>(
  items: readonly Item[],
): { group: FormulaGroup; items: Item[] }[] {
  return FORMULA_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => groupOf(item.skill) === group),
  })).filter(({ items: inGroup }) => inGroup.length > 0);
}

/** A formula's short name on a map's column: "+7", "−3", "3 × 7". */
export function shortFormula(skill: Skill): string {
  const [family, kind, amount] = skill.split('.') as [string, string, string | undefined];
  if (family === 'mul' || family === 'div') return kind.replace('×', ' × ');
  return `${family === 'add' ? '+' : '−'}${amount}`;
}

/**
 * Reports by mastery, the furthest come first (mastered, practised, learning, then new), each keeping the
 * reports' own order; masteries no formula has left out.
 */
export function groupByMastery<Report extends Pick<SkillReport, 'mastery'>>(
  reports: readonly Report[],
): { mastery: Mastery; reports: Report[] }[] {
  return [...MASTERY_ORDER]
    .reverse()
    .map((mastery) => ({ mastery, reports: reports.filter((report) => report.mastery === mastery) }))
    .filter(({ reports: ofMastery }) => ofMastery.length > 0);
}
