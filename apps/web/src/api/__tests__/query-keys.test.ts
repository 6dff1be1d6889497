import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountQueries } from '../account-queries';
import { analyticsQueries } from '../analytics-queries';
import { attemptQueries } from '../attempt-queries';
import { examQueries } from '../exam-queries';
import { familyQueries } from '../family-queries';
import { resultQueries } from '../result-queries';
import { studentQueries } from '../student-queries';

const resources = {
  accountQueries,
  analyticsQueries,
  attemptQueries,
  examQueries,
  familyQueries,
  resultQueries,
  studentQueries,
};

type Factory = (argument?: unknown) => QueryKey | { queryKey: QueryKey };

/** The key each member of a resource's factory makes (members taking an id or filters are given one). */
function keysOf(resource: Record<string, unknown>): [string, QueryKey][] {
  return Object.entries(resource).map(([name, member]) => {
    const made = (member as Factory)('sample');
    return [name, 'queryKey' in made ? made.queryKey : made];
  });
}

describe('the query key factories', () => {
  it.each(Object.entries(resources))('file every key of %s under its all() prefix', (_, resource) => {
    const root = resource.all();
    for (const [, key] of keysOf(resource)) expect(key.slice(0, root.length)).toEqual(root);
  });

  it('give each resource a root of its own, so invalidating one leaves the others', () => {
    const roots = Object.values(resources).map((resource) => JSON.stringify(resource.all()));
    expect(new Set(roots).size).toBe(roots.length);
  });

  it.each([
    ['examQueries', examQueries.lists(), examQueries.teacherList().queryKey],
    ['examQueries', examQueries.lists(), examQueries.studentList().queryKey],
    ['examQueries', examQueries.details(), examQueries.detail('e1').queryKey],
    ['examQueries', examQueries.detail('e1').queryKey, examQueries.questions('e1').queryKey],
    ['resultQueries', resultQueries.lists(), resultQueries.list({ limit: 6 }).queryKey],
    ['resultQueries', resultQueries.details(), resultQueries.detail('r1').queryKey],
    ['studentQueries', studentQueries.lists(), studentQueries.list({ page: 1 }).queryKey],
    ['studentQueries', studentQueries.details(), studentQueries.detail('s1').queryKey],
    ['studentQueries', studentQueries.detail('s1').queryKey, studentQueries.family('s1').queryKey],
  ])('in %s, file a list or a detail under its lists() or details() prefix', (_, prefix, key) => {
    expect(key.slice(0, prefix.length)).toEqual(prefix);
  });

  it('key a list by its filters, so each page or view is an entry of its own', () => {
    expect(examQueries.teacherList().queryKey).not.toEqual(
      examQueries.teacherList({ deleted: true }).queryKey,
    );
    expect(resultQueries.list({ student: 's1', page: 1, limit: 1 }).queryKey).not.toEqual(
      resultQueries.list({ student: 's1', page: 1, limit: 10 }).queryKey,
    );
  });
});
