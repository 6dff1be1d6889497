import type { AdminAccount, StudentAccount } from '../../domain/roles.js';
import { notFound } from '../../lib/http-error.js';
import type { DataAccess } from '../data-access.js';
import { STUDENT_NOT_FOUND } from '../students/index.js';
import { standingOf, type SkillStanding } from './mastery.js';
import type { RecentUse } from './skills-repository.js';

/** A skill's standing, with every use the child has made of it and when they last did. */
export interface SkillReport extends Omit<SkillStanding, 'uses'> {
  /** Every use, of which the last twenty are read for the rest. */
  uses: number;
  lastSeen: Date;
}

const KINDS = ['direct', 'small', 'big', 'mix'];

/** The order a teacher reads formulas in: + before −, direct moves, small, big, then mixed friends, each 1–9; then tables. */
function skillOrder(skill: string): [number, number, string] {
  const [operation, kind, digit] = skill.split('.') as [string, string, string];
  if (operation === 'add' || operation === 'sub') {
    return [KINDS.indexOf(kind), operation === 'add' ? 0 : 1, digit];
  }
  return [KINDS.length + (operation === 'mul' ? 0 : 1), 0, kind];
}

const bySkillOrder = (a: SkillReport, b: SkillReport) => {
  const [x, y] = [skillOrder(a.skill), skillOrder(b.skill)];
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
};

/** Each skill the child's answers have used, as §5.15 reads it, in a teacher's order. */
function reportsOf(recent: readonly RecentUse[]): SkillReport[] {
  const bySkill = new Map<string, RecentUse[]>();
  for (const use of recent) bySkill.set(use.skill, [...(bySkill.get(use.skill) ?? []), use]);
  return [...bySkill]
    .map(([skill, uses]) => ({
      ...standingOf(skill, uses),
      uses: uses[0]!.allUses,
      lastSeen: uses[0]!.lastSeen,
    }))
    .sort(bySkillOrder);
}

export function createSkillsService({ data }: { data: Pick<DataAccess, 'skills' | 'students'> }) {
  return {
    /** The signed-in child's skills. */
    own: async (student: StudentAccount) => reportsOf(await data.skills.recentUses(student.id)),

    /** One of the admin's students' skills (a deleted one too); another admin's student → 404. */
    async ofStudent(admin: AdminAccount, studentId: string): Promise<SkillReport[]> {
      const student = await data.students.findOwnedByAdmin(admin.id, studentId);
      if (!student) throw notFound(STUDENT_NOT_FOUND);
      return reportsOf(await data.skills.recentUses(student.id));
    },
  };
}

export type SkillsService = ReturnType<typeof createSkillsService>;
