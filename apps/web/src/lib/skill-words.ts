import { skillsOf, type Skill } from '@abacus/generator';
import { i18n } from '@/i18n/i18n';

/** A skill in the teacher's words: "+7 with a big friend", "−3 directly", "3 × 7", "÷ with 3 × 7". */
export function skillInWords(skill: Skill): string {
  const [family, kind, amount] = skill.split('.') as [string, string, string];
  if (family === 'mul' || family === 'div') {
    const [a, b] = kind.split('×');
    return i18n.t(`shared:skills.${family}`, { a, b });
  }
  const sign = family === 'add' ? '+' : '−';
  return i18n.t(`shared:skills.${kind as 'direct'}`, { amount: `${sign}${amount}` });
}

/**
 * The skills a question practises, most used first, in words: what the soroban work of a question as the
 * API stores it (`7 + 5 - 3`) asks of a child.
 */
export function questionSkillsInWords(question: string): string[] {
  return Object.entries(skillsOf(question))
    .sort(([, a], [, b]) => b - a)
    .map(([skill]) => skillInWords(skill));
}
