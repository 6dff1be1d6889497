import { examTypeOf } from '../../domain/exam-type.js';
import { termsOf } from '../../domain/round-timing.js';
import { flashOf } from '../exams/index.js';
import type { LeaderboardRow } from './rounds-repository.js';
import type { Round } from './rounds-schemas.js';
import type { RoundView } from './rounds-service.js';

/** The places a student sees above their own: the podium and a little more, not the whole class. */
const STUDENT_LEADERBOARD_TOP = 10;

const at = (shownAt: Date, afterMs: number) => new Date(shownAt.getTime() + afterMs).toISOString();

const toLeaderboardRow = (row: LeaderboardRow) => ({
  student_id: row.studentPublicId,
  fullname: row.fullname,
  right: row.right,
  time_ms: row.timeMs,
  place: row.place,
});

/**
 * The round as its reader may see it. A student never gets a flash question's numbers (they watch the
 * projector; on their own device they would give the answer away), and nobody gets the answer before the
 * question is closed.
 */
export function toRound(view: RoundView): Round {
  const { round, state, question, window, reveal, leaderboard, student } = view;
  const flash = flashOf(round.exam);
  const closed = reveal !== null;
  const ownRow = student ? leaderboard.find((row) => row.studentId === student.id) : undefined;
  const shownRows = student
    ? leaderboard.filter((row, index) => index < STUDENT_LEADERBOARD_TOP || row === ownRow)
    : leaderboard;
  return {
    round_id: round.publicId,
    code: round.code,
    exam: {
      exam_id: round.exam.publicId,
      title: round.exam.title,
      level: round.exam.level,
      type: examTypeOf(round.exam),
      answer_mode: round.exam.answerMode,
      flash,
    },
    whole_class: round.wholeClass,
    seconds_to_answer: round.secondsToAnswer,
    state,
    total_questions: round.totalQuestions,
    question_index: round.questionIndex,
    players: round.players,
    playing: round.playing,
    answered: round.answered,
    server_time: round.now.toISOString(),
    question:
      question && window && round.shownAt
        ? {
            index: round.questionIndex,
            shown_at: round.shownAt.toISOString(),
            starts_at: at(round.shownAt, window.startsMs),
            flash_ends_at: window.flashEndsMs === null ? null : at(round.shownAt, window.flashEndsMs),
            ends_at: at(round.shownAt, window.endsMs),
            options:
              question.optionA === null ||
              question.optionB === null ||
              question.optionC === null ||
              question.optionD === null
                ? null
                : { a: question.optionA, b: question.optionB, c: question.optionC, d: question.optionD },
            text: flash && student ? null : question.question,
            terms: flash && !student ? termsOf(question.question) : null,
          }
        : null,
    reveal:
      closed && question
        ? {
            correct_option: question.correctOption ?? null,
            answer: question.answer,
            answered: reveal.answered,
            right: reveal.right,
            share_right: reveal.shareRight,
            // A question's options say how its answers are given: chosen, or written.
            chosen: question.optionA === null ? null : reveal.chosen,
            common_wrong: question.optionA === null ? reveal.commonWrong : [],
          }
        : null,
    leaderboard: shownRows.map(toLeaderboardRow),
    me: student
      ? {
          joined: student.joinedAt !== null,
          plays_question:
            student.joinedAt !== null && round.shownAt !== null && student.joinedAt < round.shownAt,
          right: ownRow?.right ?? 0,
          time_ms: ownRow?.timeMs ?? 0,
          place: ownRow?.place ?? null,
          answer: student.answer && {
            question: student.answer.question,
            choice: student.answer.choice,
            value: student.answer.value,
            received_at: student.answer.receivedAt.toISOString(),
            time_ms: student.answer.timeMs,
            ...(closed && { is_correct: student.answer.isCorrect }),
          },
        }
      : null,
    created_at: round.createdAt.toISOString(),
    ended_at: round.endedAt?.toISOString() ?? null,
    results_saved_at: round.resultsSavedAt?.toISOString() ?? null,
  };
}
