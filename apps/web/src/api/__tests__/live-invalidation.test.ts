import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '@abacus/contract';
import { analyticsQueries } from '../analytics-queries';
import { attemptQueries } from '../attempt-queries';
import { examQueries } from '../exam-queries';
import { staleQueriesOf } from '../live-invalidation';
import { resultQueries } from '../result-queries';
import { roundQueries } from '../round-queries';
import { studentQueries } from '../student-queries';

/** What a teacher's and a child's screens may have read, one entry per key. */
const CACHED = {
  teacherExams: examQueries.teacherList().queryKey,
  childExams: examQueries.studentList().queryKey,
  exam: examQueries.detail('e1').queryKey,
  otherExam: examQueries.detail('e2').queryKey,
  recentResults: resultQueries.list({ limit: 6 }).queryKey,
  examResults: resultQueries.list({ exam: 'e1', limit: 500 }).queryKey,
  otherExamResults: resultQueries.list({ exam: 'e2', limit: 500 }).queryKey,
  studentResults: resultQueries.list({ student: 's1', page: 1, limit: 10 }).queryKey,
  otherStudentResults: resultQueries.list({ student: 's2', page: 1, limit: 10 }).queryKey,
  myResults: resultQueries.mine().queryKey,
  result: resultQueries.detail('r1').queryKey,
  otherResult: resultQueries.detail('r2').queryKey,
  examFigures: analyticsQueries.examAssessment('e1').queryKey,
  itemAnalysis: analyticsQueries.examQuestions('e1').queryKey,
  otherExamFigures: analyticsQueries.examPractice('e2').queryKey,
  levels: analyticsQueries.levels({ from: '2026-10-01' }).queryKey,
  studentFigures: analyticsQueries.studentPractice('s1').queryKey,
  otherStudentFigures: analyticsQueries.studentPractice('s2').queryKey,
  myFigures: analyticsQueries.myAssessment().queryKey,
  students: studentQueries.list({ page: 1 }).queryKey,
  runningAttempt: attemptQueries.current('e1').queryKey,
  rounds: roundQueries.list().queryKey,
  round: roundQueries.detail('l1').queryKey,
  otherRound: roundQueries.detail('l2').queryKey,
} satisfies Record<string, QueryKey>;

const keys: Record<string, QueryKey> = CACHED;

type Cached = keyof typeof CACHED;

/** The entries the event leaves out of date, after invalidating as the app does. */
async function staleAfter(event: StreamEvent): Promise<Cached[]> {
  const client = new QueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, 'read');
  for (const filters of staleQueriesOf(event)) await client.invalidateQueries(filters);
  return (Object.keys(CACHED) as Cached[]).filter((name) => client.getQueryState(keys[name]!)?.isInvalidated);
}

describe('what an event of the live stream makes out of date', () => {
  it('is everything on `ready`, but the attempt a child is taking', async () => {
    const stale = await staleAfter({ event: 'ready', data: { heartbeat_seconds: 15 } });
    expect(stale).toEqual(Object.keys(CACHED).filter((name) => name !== 'runningAttempt'));
  });

  it("is an exam's row in the lists, the exam and its figures when it opens", async () => {
    expect(await staleAfter({ event: 'exam', data: { exam_id: 'e1', change: 'opened' } })).toEqual([
      'teacherExams',
      'childExams',
      'exam',
      'examFigures',
      'itemAnalysis',
      'levels',
    ]);
  });

  it('is also every list of results when an exam changes (its title shows there) or goes', async () => {
    const stale = await staleAfter({ event: 'exam', data: { exam_id: 'e1', change: 'changed' } });
    expect(stale).toEqual(
      expect.arrayContaining(['recentResults', 'examResults', 'otherStudentResults', 'myResults']),
    );
    expect(stale).not.toContain('otherExam');
    expect(stale).not.toContain('runningAttempt');
  });

  it('is the lists that may hold a new result, its exam and the figures made from it', async () => {
    const stale = await staleAfter({
      event: 'result',
      data: { result_id: 'r1', exam_id: 'e1', student_id: 's1', change: 'created' },
    });
    expect(stale).toEqual([
      'teacherExams',
      'childExams',
      'exam',
      'recentResults',
      'examResults',
      'studentResults',
      'myResults',
      'result',
      'examFigures',
      'itemAnalysis',
      'levels',
      'studentFigures',
      'myFigures',
    ]);
  });

  it.each(['joined', 'question', 'answered', 'revealed'] as const)(
    'is the round alone when it says %s: the screen showing it reads where it is at once',
    async (change) => {
      const stale = await staleAfter({
        event: 'round',
        data: { round_id: 'l1', change, question_index: 1, players: 3, playing: 2, answered: 1 },
      });
      expect(stale).toEqual(['round']);
    },
  );

  it.each(['opened', 'ended', 'saved'] as const)(
    'is the round and the lists of rounds when it says %s: a round to join comes and goes on My exams',
    async (change) => {
      const stale = await staleAfter({
        event: 'round',
        data: { round_id: 'l1', change, question_index: 0, players: 0, playing: 0, answered: 0 },
      });
      expect(stale).toEqual(['rounds', 'round']);
    },
  );
});
