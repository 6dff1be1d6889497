import { compareSkills, LEVEL_PRESETS, presetSkills, type Skill } from '@abacus/generator';
import type { Page } from '../../db/queries.js';
import type { AdminAccount, StudentAccount } from '../../domain/roles.js';
import { notFound } from '../../lib/http-error.js';
import type { DataAccess } from '../data-access.js';
import { STUDENT_NOT_FOUND } from '../students/index.js';
import { masteryOf, rightPercentOf, type Mastery, type WindowFigures } from './mastery.js';
import type { MapStudent, SkillFigures } from './skills-repository.js';

/** A skill as a child or their teacher reads it: its standing, with every use ever and the last. */
export interface SkillReport {
  skill: Skill;
  /** Whether the child's level practises it (else it came up elsewhere). */
  ofLevel: boolean;
  uses: number;
  rightPercent: number;
  medianTimeMs: number | null;
  mastery: Mastery;
  lastSeen: Date | null;
}

/** One child's row of a class's formula map. */
export interface MapRow {
  student: MapStudent;
  /** The level's formulas mastered. */
  mastered: number;
  readyToMoveUp: boolean;
  cells: { skill: Skill; mastery: Mastery; uses: number; rightPercent: number }[];
}

export interface ClassMap {
  level: number;
  skills: Skill[];
  rows: Page<MapRow>;
}

const NO_USES: WindowFigures = { uses: 0, right: 0, medianTimeMs: null, medianMsPerStep: null };

const levelSkills = new Map<number, Skill[]>();

/** The formulas a level practises (its preset's), worked out once per level. */
export function skillsOfLevel(level: number | null): Skill[] {
  if (level === null) return [];
  let skills = levelSkills.get(level);
  if (!skills) {
    const preset = LEVEL_PRESETS.find((each) => each.level === level);
    skills = preset ? presetSkills(preset) : [];
    levelSkills.set(level, skills);
  }
  return skills;
}

const byStudentAndSkill = (figures: readonly SkillFigures[]) =>
  new Map(figures.map((each) => [`${each.studentId} ${each.skill}`, each]));

/** Whether a child who has mastered `mastered` of a level's formulas is ready for the next level. */
const everyMastered = (skills: readonly Skill[], mastered: number) =>
  skills.length > 0 && mastered === skills.length;

export function createSkillsService({ data }: { data: Pick<DataAccess, 'skills' | 'students'> }) {
  /** The child's standing on each of `skills` (their level's `ofLevel`), in the order given. */
  async function standing(
    studentId: number,
    skills: readonly Skill[],
    ofLevel: ReadonlySet<Skill>,
    history?: ReadonlyMap<Skill, { allUses: number; lastSeen: Date | null }>,
  ): Promise<SkillReport[]> {
    const seen = history ?? new Map((await data.skills.history(studentId)).map((each) => [each.skill, each]));
    const figures = byStudentAndSkill(await data.skills.figures([studentId], skills));
    return skills.map((skill) => {
      const last = figures.get(`${studentId} ${skill}`) ?? NO_USES;
      return {
        skill,
        ofLevel: ofLevel.has(skill),
        uses: seen.get(skill)?.allUses ?? 0,
        rightPercent: rightPercentOf(last),
        medianTimeMs: last.medianTimeMs,
        mastery: masteryOf(last),
        lastSeen: seen.get(skill)?.lastSeen ?? null,
      };
    });
  }

  /** The child's formulas: their level's, used or not, and any other they have used, in a teacher's order. */
  async function reportsOf(studentId: number, level: number | null): Promise<SkillReport[]> {
    const ofLevel = new Set(skillsOfLevel(level));
    const history = new Map((await data.skills.history(studentId)).map((each) => [each.skill, each]));
    const skills = [...new Set([...ofLevel, ...history.keys()])].sort(compareSkills);
    return standing(studentId, skills, ofLevel, history);
  }

  /**
   * Of these students, those who have mastered every formula of their level (their teacher confirms the
   * move up): one read of the last uses per level among them.
   */
  async function readyToMoveUp(
    students: readonly { id: number; level: number | null }[],
  ): Promise<Set<number>> {
    const ready = new Set<number>();
    const levels = new Set(students.flatMap(({ level }) => (level === null ? [] : [level])));
    for (const level of levels) {
      const skills = skillsOfLevel(level);
      const ids = students.filter((student) => student.level === level).map(({ id }) => id);
      if (skills.length === 0) continue;
      const mastered = new Map<number, number>();
      for (const figures of await data.skills.figures(ids, skills)) {
        if (masteryOf(figures) === 'mastered')
          mastered.set(figures.studentId, (mastered.get(figures.studentId) ?? 0) + 1);
      }
      for (const id of ids) if (everyMastered(skills, mastered.get(id) ?? 0)) ready.add(id);
    }
    return ready;
  }

  return {
    readyToMoveUp,

    /**
     * The child's standing on their level's formulas and on the next level's that theirs does not
     * practise (none at the top level), and which of the level's the level below does not practise:
     * what today's practice is chosen from.
     */
    async levelAndNext(studentId: number, level: number) {
      const own = skillsOfLevel(level);
      const ofLevel = new Set(own);
      const next = skillsOfLevel(level + 1).filter((skill) => !ofLevel.has(skill));
      const below = new Set(skillsOfLevel(level - 1));
      const [levelReports, nextReports] = await Promise.all([
        standing(studentId, own, ofLevel),
        standing(studentId, next, ofLevel),
      ]);
      return { levelReports, nextReports, newAtLevel: new Set(own.filter((skill) => !below.has(skill))) };
    },

    /** The signed-in child's formulas. */
    own: (student: StudentAccount) => reportsOf(student.id, student.level),

    /** One of the admin's students' formulas (a deleted one too); another admin's student → 404. */
    async ofStudent(admin: AdminAccount, studentId: string): Promise<SkillReport[]> {
      const student = await data.students.findOwnedByAdmin(admin.id, studentId);
      if (!student) throw notFound(STUDENT_NOT_FOUND);
      return reportsOf(student.id, student.level);
    },

    /**
     * A level's formula map of the admin's class: each current student of the level by each formula the
     * level practises, those who have mastered the fewest first (the children who need help), a page of
     * them.
     */
    async classMap(admin: AdminAccount, level: number, page: number, limit: number): Promise<ClassMap> {
      const skills = skillsOfLevel(level);
      const children = await data.skills.classOfLevel(admin.id, level);
      const figures = byStudentAndSkill(
        await data.skills.figures(
          children.map((child) => child.id),
          skills,
        ),
      );
      const rows = children.map((student): MapRow => {
        const cells = skills.flatMap((skill) => {
          const last = figures.get(`${student.id} ${skill}`);
          return last
            ? [{ skill, mastery: masteryOf(last), uses: last.uses, rightPercent: rightPercentOf(last) }]
            : [];
        });
        const mastered = cells.filter((cell) => cell.mastery === 'mastered').length;
        return { student, mastered, readyToMoveUp: everyMastered(skills, mastered), cells };
      });
      rows.sort((a, b) => a.mastered - b.mastered);
      const start = (page - 1) * limit;
      return { level, skills, rows: { rows: rows.slice(start, start + limit), total: rows.length } };
    },
  };
}

export type SkillsService = ReturnType<typeof createSkillsService>;
