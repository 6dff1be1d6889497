import { PG_ERROR, postgresErrorOf } from '../../db/database-errors.js';
import { answersOf } from '../../domain/answers.js';
import type { DataAccess } from '../data-access.js';
import { shownQuestion, skillUsesOf } from './skill-evidence.js';

/** Results read at a time: a few hundred rows of answers, whatever the size of the school. */
const BATCH = 200;

/**
 * Works out the skill uses of the results stored before they were kept (before migration 0019), as they
 * would have been kept then: against the questions each result's attempt showed (timed as the attempt kept
 * them), or the exam's version its answers were sent to. A second server doing the same at once meets the
 * uses' key and leaves them to it; a result deleted meanwhile needs none. Results sent without a version of
 * their questions cannot be read back, and keep none. The number of results given uses.
 */
export async function backfillSkillUses(data: DataAccess): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const waiting = await data.skills.withoutUses(after, BATCH);
    if (waiting.length === 0) return filled;
    for (const result of waiting) {
      const shown =
        result.attemptId !== null
          ? (await data.attempts.questionsOf(result.attemptId)).map(shownQuestion)
          : result.questionsVersion !== null
            ? await data.skills.shownQuestions(result.examId, result.questionsVersion)
            : [];
      const uses = skillUsesOf(shown, answersOf(result.answers), result.timesMs ?? undefined);
      if (uses.length === 0) continue;
      try {
        await data.skills.record(result, uses);
        filled += 1;
      } catch (error) {
        const code = postgresErrorOf(error)?.code;
        if (code !== PG_ERROR.uniqueViolation && code !== PG_ERROR.foreignKeyViolation) throw error;
      }
    }
    after = waiting.at(-1)!.id;
  }
}
