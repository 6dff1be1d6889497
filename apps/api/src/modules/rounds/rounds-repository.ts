import type { Database } from '../../db/database.js';
import { boundTo } from '../../lib/bound-to.js';
import {
  answerOfPlayer,
  answerRoundQuestion,
  answersOfRound,
  joinRound,
  playerOfRound,
  playersOfRound,
  roundLeaderboard,
  roundQuestionFigures,
} from './round-answer-queries.js';
import {
  createRound,
  endedRoundWithCode,
  endIdleRounds,
  endRound,
  findRoundById,
  findRoundByPublicId,
  joinableRoundsFor,
  listRoundsForAdmin,
  markRoundResultsSaved,
  revealIfAllAnswered,
  revealRoundQuestion,
  roundQuestionAt,
  runningRoundOf,
  runningRoundWithCode,
  showRoundQuestion,
} from './round-state-queries.js';

export type { LeaderboardRow, PlayerAnswer, QuestionFigures, RoundPlayer } from './round-answer-queries.js';
export type { RoundQuestion } from './round-state-queries.js';
export type { NewRound, RoundRow } from './rounds-sql.js';

/** The round's state (who runs it, which question it shows) and its players' answers, over one database. */
export function createRoundsRepository(db: Database) {
  const over = boundTo(db);
  return {
    endIdle: over(endIdleRounds),
    create: over(createRound),
    findById: over(findRoundById),
    findByPublicId: over(findRoundByPublicId),
    runningOf: over(runningRoundOf),
    runningWithCode: over(runningRoundWithCode),
    endedWithCode: over(endedRoundWithCode),
    listForAdmin: over(listRoundsForAdmin),
    joinableFor: over(joinableRoundsFor),
    join: over(joinRound),
    playerOf: over(playerOfRound),
    players: over(playersOfRound),
    questionAt: over(roundQuestionAt),
    showQuestion: over(showRoundQuestion),
    reveal: over(revealRoundQuestion),
    revealIfAllAnswered: over(revealIfAllAnswered),
    end: over(endRound),
    answer: over(answerRoundQuestion),
    answerOf: over(answerOfPlayer),
    answersOf: over(answersOfRound),
    leaderboard: over(roundLeaderboard),
    questionFigures: over(roundQuestionFigures),
    markResultsSaved: over(markRoundResultsSaved),
  };
}

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
