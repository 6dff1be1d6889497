import {
  PARTIAL_RULES,
  partialRuleHitRates,
  type GeneratedQuestion,
  type PartialRule,
} from '@abacus/generator';

/** A partial rule and the share of the questions (0 to 1) it alone answers right. */
export interface PartialWorkFinding {
  rule: PartialRule;
  share: number;
}

/**
 * The partial rule that alone answers most of these questions right, and how many: null where the
 * questions have no options, or no rule answers any of them.
 */
export function mostTellingPartialRule(questions: readonly GeneratedQuestion[]): PartialWorkFinding | null {
  const rates = partialRuleHitRates(questions);
  if (!rates) return null;
  const rule = PARTIAL_RULES.reduce((best, each) => (rates[each] > rates[best] ? each : best));
  return rates[rule] > 0 ? { rule, share: rates[rule] } : null;
}
