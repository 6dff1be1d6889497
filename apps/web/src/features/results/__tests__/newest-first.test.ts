import { expect, it } from 'vitest';
import { examResult } from '@/testing/fixtures';
import { newestFirst } from '../newest-first';

it('orders results with the one finished last on top', () => {
  const results = [
    examResult({ result_id: 'r-monday', date_completed: '2026-11-16T09:00:00.000Z' }),
    examResult({ result_id: 'r-friday', date_completed: '2026-11-20T09:00:00.000Z' }),
    examResult({ result_id: 'r-tuesday', date_completed: '2026-11-17T09:00:00.000Z' }),
  ];
  expect(newestFirst(results).map((result) => result.result_id)).toEqual([
    'r-friday',
    'r-tuesday',
    'r-monday',
  ]);
});
