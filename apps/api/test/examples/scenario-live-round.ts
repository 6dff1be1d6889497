import type { ExampleClient } from './example-client.js';
import { otherThan, type Letter } from './scenario-cast.js';

/** Who and what the live round's chapter of the story works with. */
export interface LiveRoundCast {
  admin: string;
  student: string;
  anika: string;
  practice: string;
}

/**
 * Meera ends the lesson with a live round of the practice exam: Ravi and Anika join with the code on the
 * projector, answer question 1 once its countdown is over (Ravi right, Anika not), and the round's
 * answers are saved as their results.
 */
export async function liveRoundChapter(
  api: ExampleClient,
  { admin, student, anika, practice }: LiveRoundCast,
) {
  const round = await api.call<{ round_id: string; code: string }>(201, {
    operationId: 'createRound',
    token: admin,
    body: { exam: practice, whole_class: false, seconds_to_answer: 20 },
  });
  const ofRound = { params: { roundId: round.round_id } };
  await api.call(200, { operationId: 'listRounds', token: student });
  await api.call(200, { operationId: 'joinRound', token: student, body: { code: round.code } });
  await api.call(200, { operationId: 'joinRound', token: anika, body: { code: round.code } });
  await api.call(409, {
    operationId: 'answerRoundQuestion',
    token: student,
    ...ofRound,
    body: { question: 1, choice: 'a' },
  });
  const shown = await api.call<{ server_time: string; question: { starts_at: string } }>(200, {
    operationId: 'showRoundQuestion',
    token: admin,
    ...ofRound,
    body: { question: 1 },
  });
  await api.call(200, { operationId: 'getRound', token: student, ...ofRound });
  // The answers count once the 3-2-1 is over, by the server's clock.
  await new Promise((resolve) =>
    setTimeout(resolve, Date.parse(shown.question.starts_at) - Date.parse(shown.server_time) + 50),
  );
  const [roundKey] = (
    await api.call<{ correct_option: Letter }[]>(200, {
      operationId: 'getExamQuestions',
      token: admin,
      params: { examId: practice },
    })
  ).map((question) => question.correct_option);
  const answer = (token: string, choice: Letter) => ({
    operationId: 'answerRoundQuestion',
    token,
    ...ofRound,
    body: { question: 1, choice },
    varies: ['time_ms'],
  });
  await api.call(201, answer(student, roundKey!));
  await api.call(201, answer(anika, otherThan(roundKey!)));
  await api.call(200, { operationId: 'getRound', token: admin, ...ofRound, varies: ['time_ms'] });
  await api.call(200, {
    operationId: 'revealRoundQuestion',
    token: admin,
    ...ofRound,
    varies: ['time_ms'],
  });
  await api.call(200, { operationId: 'endRound', token: admin, ...ofRound, varies: ['time_ms'] });
  await api.call(201, { operationId: 'saveRoundResults', token: admin, ...ofRound });
  await api.call(409, { operationId: 'saveRoundResults', token: admin, ...ofRound });
}
