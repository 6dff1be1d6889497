// @driver-sensitive: the map's lateral walks down the uses' index, timed on PostgreSQL too
import { LEVEL_PRESETS, presetSkills, skillsOf } from '@abacus/generator';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { skillUses, students } from '../../../src/db/schema/index.js';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { ageAttempt, startAttempt, submitAttempt } from '../../helpers/attempts.js';
import { createExam, recordResult } from '../../helpers/exams.js';
import { expectError } from '../../helpers/envelope.js';

interface ShownQuestion {
  question: string;
  answer: number;
}

interface MapRow {
  student_id: string;
  fullname: string;
  mastered: number;
  ready_to_move_up: boolean;
  skills: { skill: string; mastery: string; uses: number; rightPercent: number }[];
}

const BIG_SEVEN = 'add.big.7';

describe('a level’s formula map', () => {
  const { context, db, get } = useAppCalls();
  let teacher: SignedIn;
  let anika: SignedIn;
  let ravi: SignedIn;

  beforeAll(async () => {
    teacher = await createAdmin(context.app);
    anika = await createStudent(context.app, teacher, { level: 3, fullname: 'Anika Rao' });
    ravi = await createStudent(context.app, teacher, { level: 3, fullname: 'Ravi Kumar' });
  });

  /**
   * Takes a typed drill of +7 with big friends as `child`, each question on screen 3 s (the attempt
   * begun half an hour ago, so the server's clock allows it), writing the answer or `wrongWhen` a
   * question uses +7 with a big friend: then the answer with the carry lost. The formulas the hand-in
   * says it mastered.
   */
  async function drill(
    child: SignedIn,
    wrongWhen: (question: ShownQuestion) => boolean,
    owner = teacher,
  ): Promise<string[]> {
    const { totalQuestions: _preset, ...settings } = LEVEL_PRESETS.find(
      (preset) => preset.level === 3,
    )!.settings;
    const exam = await createExam(context.app, owner, {
      ...settings,
      minNumber: undefined,
      maxNumber: undefined,
      title: 'Big friends: +7',
      level: 3,
      answerMode: 'typed',
      focus: [BIG_SEVEN],
      total_questions: 20,
      questionsPerStudent: true,
    });
    const started = await startAttempt(context.app, child, exam.exam_id);
    const attemptId = started.json().data.attempt.attempt_id as string;
    await ageAttempt(db(), attemptId, 30);
    const shown = (await get(`/api/v1/attempt/${attemptId}`, owner)).json().data.questions as ShownQuestion[];
    const answers = shown.map((question) => (wrongWhen(question) ? question.answer - 10 : question.answer));
    const submitted = await submitAttempt(
      context.app,
      child,
      attemptId,
      answers,
      shown.map(() => 3000),
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    return submitted.json<{ data: { mastered_now: string[] } }>().data.mastered_now;
  }

  const mapOf = async (level: number, who = teacher) => {
    const response = await get(`/api/v1/analytics/skills?level=${level}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: MapRow[]; meta: { total: number; skills: string[]; level: number } }>();
  };
  const cell = (row: MapRow, skill: string) => row.skills.find((each) => each.skill === skill);

  it('shows a child who always slips on +7 with a big friend that formula as theirs to learn, and the other child it mastered', async () => {
    const anikaMastered = await drill(anika, (question) => BIG_SEVEN in skillsOf(question.question));
    const raviMastered = await drill(ravi, () => false);
    // The hand-in that masters a formula says so, for the app to praise; the one that slipped on it, not.
    expect(raviMastered).toContain(BIG_SEVEN);
    expect(anikaMastered).not.toContain(BIG_SEVEN);

    const map = await mapOf(3);
    expect(map.meta).toMatchObject({ level: 3, total: 2, skills: presetSkills(LEVEL_PRESETS[2]!) });
    // Anika has mastered the fewest: she comes first.
    const [first, second] = map.data;
    expect([first!.fullname, second!.fullname]).toEqual(['Anika Rao', 'Ravi Kumar']);
    expect(cell(first!, BIG_SEVEN)).toEqual({
      skill: BIG_SEVEN,
      mastery: 'learning',
      uses: 20,
      rightPercent: 0,
    });
    expect(cell(second!, BIG_SEVEN)).toEqual({
      skill: BIG_SEVEN,
      mastery: 'mastered',
      uses: 20,
      rightPercent: 100,
    });
    expect(first!.mastered).toBeLessThan(second!.mastered);
    // Her weakest formula is the one she slips on, however her other formulas went.
    const weakest = [...first!.skills].sort((a, b) => a.rightPercent - b.rightPercent)[0]!;
    expect(weakest.skill).toBe(BIG_SEVEN);
    expect([first, second].every((row) => !row!.ready_to_move_up)).toBe(true);

    const own = (await get('/api/v1/student/skills', anika)).json().data.skills as { skill: string }[];
    expect(own.find((skill) => skill.skill === BIG_SEVEN)).toMatchObject({
      ofLevel: true,
      uses: 20,
      mastery: 'learning',
      medianTimeMs: 3000,
    });
  });

  it('praises a formula once, on the hand-in that masters it', async () => {
    const school = await createAdmin(context.app);
    const meera = await createStudent(context.app, school, { level: 3, fullname: 'Meera Iyer' });
    const first = await drill(meera, () => false, school);
    expect(first).toContain(BIG_SEVEN);
    // Every formula named was mastered by that hand-in: each has its uses, right and quick.
    const own = (await get('/api/v1/student/skills', meera)).json().data.skills as {
      skill: string;
      mastery: string;
    }[];
    for (const skill of first) expect(own.find((each) => each.skill === skill)?.mastery).toBe('mastered');
    // The next drill may master formulas that had too few uses until then, never one already praised.
    const second = await drill(meera, () => false, school);
    expect(second.filter((skill) => first.includes(skill))).toEqual([]);
  });

  it('says a child who has mastered every formula of the level is ready to move up', async () => {
    const level = 1;
    const ready = await createStudent(context.app, teacher, { level, fullname: 'Meena Das' });
    const almost = await createStudent(context.app, teacher, { level, fullname: 'Dev Patel' });
    const exam = await createExam(context.app, teacher, { level, title: 'Direct moves' });
    const skills = presetSkills(LEVEL_PRESETS[0]!);
    // Five quick right uses of every formula of the level (one left out for Dev), as results would leave them.
    for (const [child, formulas] of [
      [ready, skills],
      [almost, skills.slice(1)],
    ] as const) {
      const result = await recordResult(db(), exam.exam_id, child.id, { score: 2 });
      const [row] = await db().select().from(students).where(eq(students.publicId, child.id));
      await db()
        .insert(skillUses)
        .values(
          formulas.flatMap((skill) =>
            [1, 2, 3, 4, 5].map((position) => ({
              resultId: result.id,
              studentId: row!.id,
              position,
              skill,
              steps: 1,
              questionSteps: 2,
              correct: true,
              timeMs: 5000,
              answeredAt: result.dateCompleted,
            })),
          ),
        );
    }
    const map = await mapOf(level);
    expect(map.data.map((row) => [row.fullname, row.mastered, row.ready_to_move_up])).toEqual([
      ['Dev Patel', skills.length - 1, false],
      ['Meena Das', skills.length, true],
    ]);
    // The roster says so too, child by child.
    const roster = await get(`/api/v1/student?level=${level}`, teacher);
    expect(roster.statusCode, roster.body).toBe(200);
    expect(
      roster
        .json<{ data: { fullname: string; ready_to_move_up: boolean }[] }>()
        .data.map((row) => [row.fullname, row.ready_to_move_up]),
    ).toEqual([
      ['Dev Patel', false],
      ['Meena Das', true],
    ]);
    // At level 3, where neither child has mastered every formula, nobody is.
    const three = (await get('/api/v1/student?level=3', teacher)).json<{
      data: { ready_to_move_up: boolean }[];
    }>();
    expect(three.data.map((row) => row.ready_to_move_up)).toEqual([false, false]);
  });

  it('shows a teacher only their own class, and no child a class', async () => {
    const stranger = await createAdmin(context.app);
    expect((await mapOf(3, stranger)).data).toEqual([]);
    expect((await get('/api/v1/analytics/skills?level=3', anika)).statusCode).toBe(403);
    expectError(await get('/api/v1/analytics/skills?level=0', teacher), 400, /level/);
    expectError(await get('/api/v1/analytics/skills', teacher), 400, /level/);
  });
});
