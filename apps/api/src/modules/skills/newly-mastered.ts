import { masteryOf } from './mastery.js';
import type { SkillUse } from './skill-evidence.js';
import type { SkillsRepository } from './skills-repository.js';

/**
 * Keeps a result's skill uses, in the transaction that stores the result, and names the skills these uses
 * made mastered (mastered with them, not before): what the child is praised for as the result comes back.
 * Two reads of at most twenty uses a skill, for the skills of this result only.
 */
export async function recordSkillUses(
  skills: SkillsRepository,
  result: { id: number; studentId: number; dateCompleted: Date },
  uses: readonly SkillUse[],
): Promise<string[]> {
  const used = [...new Set(uses.map((use) => use.skill))].sort();
  const masteredNow = async () =>
    new Set(
      (await skills.figures([result.studentId], used))
        .filter((figures) => masteryOf(figures) === 'mastered')
        .map((figures) => figures.skill),
    );
  const before = await masteredNow();
  await skills.record(result, uses);
  const after = await masteredNow();
  return used.filter((skill) => after.has(skill) && !before.has(skill));
}
