import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { examQueries } from '@/api/exam-queries';
import type { StudentExam } from '@/types/api';
import type { AnswerSaver, SaveState } from './answer-saver';

/**
 * Where a running exam stands for its child: open; closed by the teacher; or `asking` — the server has
 * refused an answer and My exams is being read again to learn why.
 */
export type ExamStanding = 'open' | 'closed' | 'asking';

/**
 * How often a child waiting on a closed exam asks whether it is open again: the live stream says so at
 * once where it gets through, and a school network that holds it back must not leave the child waiting.
 */
const REOPEN_CHECK_MS = 20_000;

// Only an exam the list names as closed is: today's practice, made for the child, is never listed there.
const isClosedIn = (exams: readonly StudentExam[] | undefined, examId: string) =>
  exams?.some((exam) => exam.exam_id === examId && !exam.is_active) ?? false;

/**
 * Follows whether the teacher has the exam of a running attempt open, as My exams lists it (read again
 * when the live stream says an exam changed). A refused answer may be the first news of a close, so the
 * list is read again at once; and when the exam opens again, the saver sends what it held back.
 */
export function useExamClosure(examId: string, saver: AnswerSaver, saveState: SaveState): ExamStanding {
  const queryClient = useQueryClient();
  const exams = useQuery({
    ...examQueries.studentList(),
    refetchInterval: (query) => (isClosedIn(query.state.data, examId) ? REOPEN_CHECK_MS : false),
  });
  // The list as it was read when the server refused: until it is read again, it cannot say why.
  const [refusedWith, setRefusedWith] = useState<number | null>(null);
  const refused = saveState === 'refused';
  if (refused !== (refusedWith !== null)) setRefusedWith(refused ? exams.dataUpdatedAt : null);
  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: examQueries.lists() });
  }, [refused, queryClient]);

  const standing: ExamStanding = isClosedIn(exams.data, examId)
    ? 'closed'
    : refusedWith !== null && exams.dataUpdatedAt === refusedWith
      ? 'asking'
      : 'open';

  // Opened again after a close: the answers the saver held back since it was refused are sent. A refusal
  // for another reason (the time is up) is left as it is: asking again would change nothing.
  const wasClosed = useRef(false);
  useEffect(() => {
    if (standing === 'closed') wasClosed.current = true;
    else if (standing === 'open' && wasClosed.current) {
      wasClosed.current = false;
      saver.resume();
    }
  }, [standing, saver]);
  return standing;
}
