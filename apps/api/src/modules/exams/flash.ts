import type { Operator } from '@abacus/generator';
import { badRequest } from '../../lib/http-error.js';

/**
 * The stored flash interval of an exam with these operators: flash anzan shows a sum's terms one at a
 * time, which only makes sense for + and - (a product needs its operands together).
 */
export function flashIntervalOf(
  flash: { intervalMs: number } | null | undefined,
  operators: readonly Operator[],
): number | null {
  if (!flash) return null;
  if (operators.some((operator) => operator === '*' || operator === '/')) {
    throw badRequest('flash shows the terms of + and - questions one at a time: use only + and - with flash');
  }
  return flash.intervalMs;
}
