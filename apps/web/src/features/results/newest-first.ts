import type { ExamResult } from '@/types/api';

/** Results in the order a child looks for them: the one just finished on top. */
export function newestFirst(results: readonly ExamResult[]): ExamResult[] {
  return [...results].sort(
    (a, b) => b.date_completed.localeCompare(a.date_completed) || b.result_id.localeCompare(a.result_id),
  );
}
