import type { InvalidateQueryFilters, Query } from '@tanstack/react-query';
import type { StreamEvent } from '@abacus/contract';
import type { ResultListQuery } from '@/types/api';
import { analyticsQueries } from './analytics-queries';
import { attemptQueries } from './attempt-queries';
import { examQueries } from './exam-queries';
import { gradingQueries } from './grading-queries';
import { resultQueries } from './result-queries';
import { roundQueries } from './round-queries';

/**
 * The running attempt is never read again behind the child's back: it would put the server's saved
 * answers over those not yet sent.
 */
const notTheAttempt = (query: Query) => query.queryKey[0] !== attemptQueries.all()[0];

/** Lists of results (GET /result) whose filters may hold a result of this exam and student. */
const resultListsWith = (examId: string, studentId: string): InvalidateQueryFilters => ({
  queryKey: resultQueries.lists(),
  predicate: (query) => {
    const filters = query.queryKey[resultQueries.lists().length] as ResultListQuery | undefined;
    return (
      (filters?.exam === undefined || filters.exam === examId) &&
      (filters?.student === undefined || filters.student === studentId)
    );
  },
});

/**
 * The cached reads an event from the live stream makes out of date: invalidated, those on screen are read
 * again at once and the others when next shown.
 */
export function staleQueriesOf({ event, data }: StreamEvent): InvalidateQueryFilters[] {
  switch (event) {
    // Anything may have changed meanwhile.
    case 'ready':
      return [{ predicate: notTheAttempt }];
    // Exams show in the lists of both roles, in the level figures, and, by title, beside their results.
    case 'exam': {
      const renamedOrGone = data.change === 'changed' || data.change === 'deleted';
      return [
        { queryKey: examQueries.lists() },
        { queryKey: examQueries.detail(data.exam_id).queryKey },
        { queryKey: analyticsQueries.ofExam(data.exam_id) },
        { queryKey: analyticsQueries.allLevels() },
        // A grading's section opens and closes with its exam.
        { queryKey: gradingQueries.all() },
        ...(renamedOrGone ? [{ queryKey: resultQueries.lists() }] : []),
      ];
    }
    // A result counts in its exam's row of the lists, in the figures of the exam, the student and the
    // levels, and shows in the lists of results that may hold it.
    case 'result':
      return [
        resultListsWith(data.exam_id, data.student_id),
        { queryKey: resultQueries.detail(data.result_id).queryKey },
        { queryKey: examQueries.lists() },
        { queryKey: examQueries.detail(data.exam_id).queryKey },
        { queryKey: analyticsQueries.ofExam(data.exam_id) },
        { queryKey: analyticsQueries.ofStudent(data.student_id) },
        { queryKey: analyticsQueries.mine() },
        { queryKey: analyticsQueries.allLevels() },
        // A section's score, and with it the grading's outcome and the child's grades.
        { queryKey: gradingQueries.all() },
      ];
    // The round itself is read again at once by the screen that shows it; a round opening or ending
    // comes and goes on My exams and in the teacher's list.
    case 'round':
      return [
        { queryKey: roundQueries.detail(data.round_id).queryKey },
        ...(data.change === 'opened' || data.change === 'ended' || data.change === 'saved'
          ? [{ queryKey: roundQueries.lists() }]
          : []),
      ];
  }
}
