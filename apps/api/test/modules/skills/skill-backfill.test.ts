// @driver-neutral: one connection reads and writes in turn; the uses' key is the same on both databases
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDataAccess } from '../../../src/modules/data-access.js';
import { backfillSkillUses } from '../../../src/modules/skills/index.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { changingClassWithExams, EVERY_KIND } from '../../helpers/class-steps.js';

describe('formula evidence for results stored before it was kept', () => {
  const { context, db } = useAppCalls();

  /** Every kept use, as one sortable line each. */
  async function kept(): Promise<string[]> {
    const { rows } = await db().execute<Record<string, unknown>>(
      sql`select result_id, position, skill, steps, question_steps, correct, time_ms, answered_at from skill_uses`,
    );
    return rows
      .map((row) =>
        JSON.stringify([
          Number(row.result_id),
          row.position,
          row.skill,
          row.steps,
          row.question_steps,
          row.correct,
          row.time_ms,
          new Date(row.answered_at as string).toISOString(),
        ]),
      )
      .sort();
  }

  let keptWhenStored: string[];
  beforeAll(async () => {
    const { take } = await changingClassWithExams(context.app, db);
    // Answers of every kind: sent with a result, written and chosen in attempts, timed and not.
    for (const change of EVERY_KIND) await take(change);
    keptWhenStored = await kept();
  });

  it('are worked out as they would have been kept, once', async () => {
    expect(keptWhenStored.length).toBeGreaterThan(0);
    const { rows } = await db().execute<{ results: number }>(
      sql`select count(distinct result_id)::int as results from skill_uses`,
    );
    // As before migration 0019: results with answers, no uses.
    await db().execute(sql`delete from skill_uses`);

    expect(await backfillSkillUses(createDataAccess(db()))).toBe(rows[0]!.results);
    expect(await kept()).toEqual(keptWhenStored);
    // A second start finds nothing waiting.
    expect(await backfillSkillUses(createDataAccess(db()))).toBe(0);
    expect(await kept()).toEqual(keptWhenStored);
  });

  it('leave results whose uses are there alone, and add the missing ones only', async () => {
    const { rows } = await db().execute<{ result_id: number }>(
      sql`select min(result_id) as result_id from skill_uses`,
    );
    await db().execute(sql`delete from skill_uses where result_id = ${rows[0]!.result_id}`);
    expect(await backfillSkillUses(createDataAccess(db()))).toBe(1);
    expect(await kept()).toEqual(keptWhenStored);
  });
});
