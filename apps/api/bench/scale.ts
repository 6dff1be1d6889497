/**
 * A centre with a year of daily practice: one teacher, `students` children at one level, one practice
 * exam taken `results` times (the same number by every child) and one assessment taken once by each. The
 * exams are made through the API, as a teacher makes them; the children and their results go in as a few
 * set-based statements, so a million results take seconds rather than a million requests.
 */
import { call, signUpAdmin, type Session } from './seed.js';

/** What the benchmark reads, and as whom. */
export interface ScaleSchool {
  admin: Session;
  practiceExamId: string;
  assessmentExamId: string;
  studentId: string;
}

/** Runs one statement of the seed with its parameters. */
export type RunSql = (text: string, parameters?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface ScaleSize {
  /** Results of the practice exam; the assessment adds one per student. */
  results: number;
  students: number;
}

const LEVEL = 4;
const QUESTIONS = 20;
/** Distinct answer sheets the results are drawn from: as varied as a class's, at a fraction of the cost. */
const ANSWER_SHEETS = 1_000;

async function createScaleExam(baseUrl: string, admin: Session, assessment: boolean): Promise<string> {
  const { exam } = await call<{ exam: { exam_id: string } }>(baseUrl, 'POST', '/api/v1/exam', {
    token: admin.token,
    body: {
      title: assessment ? 'Term assessment' : 'Daily practice',
      level: LEVEL,
      duration: 30,
      isSingleAttempt: assessment,
      // The assessment's results are scored against its shared questions, as the practice's are.
      ...(assessment && { questionsPerStudent: false }),
      is_active: true,
      maxTerms: 5,
      minNumber: 1,
      maxNumber: 99,
      operators: ['+', '-'],
      total_questions: QUESTIONS,
      total_marks_per_question: 2,
    },
  });
  return exam.exam_id;
}

/** The teacher and the two exams, through the API. */
export async function createScaleSchool(baseUrl: string): Promise<Omit<ScaleSchool, 'studentId'>> {
  const admin = await signUpAdmin(baseUrl);
  return {
    admin,
    practiceExamId: await createScaleExam(baseUrl, admin, false),
    assessmentExamId: await createScaleExam(baseUrl, admin, true),
  };
}

/**
 * Fills what the build's migrations keep from the results (per-student summaries, answer tallies) with the
 * functions they fill it with; a build from before one has nothing of it to fill.
 */
async function countKeptFigures(run: RunSql): Promise<void> {
  const present = async (name: string) =>
    (await run('select to_regproc($1) is not null as present', [name])).rows[0]!.present === true;
  if (await present('refresh_result_summaries')) {
    await run(`select refresh_result_summaries(array_agg(exam_id), array_agg(student_id))
      from (select distinct exam_id, student_id from results) as pair`);
  }
  if (await present('recount_answer_tallies')) await run('select recount_answer_tallies()');
}

/**
 * The children and their results, straight into the database the server uses. Every child has the
 * password of the benchmark's accounts (the hash is the teacher's), dates spread over the last year.
 */
export async function seedScaleResults(
  run: RunSql,
  school: Omit<ScaleSchool, 'studentId'>,
  { results, students }: ScaleSize,
): Promise<string> {
  const [admin] = (await run('select id, password_hash from admins where public_id = $1', [school.admin.id]))
    .rows;
  await run(
    `insert into students (public_id, admin_id, fullname, username, sclass, level, level_confirmed, password_hash)
     select 's' || md5('scale-student-' || $1::bigint || '-' || i), $1::bigint, 'Student ' || i,
            'scale_' || i || '_' || $1::bigint, 4, $2, true, $3
     from generate_series(1, $4::int) i`,
    [admin!.id, LEVEL, admin!.password_hash, students],
  );
  // The exams existed for the whole year their results span.
  await run(`update exams set created_at = now() - interval '400 days' where public_id in ($1, $2)`, [
    school.practiceExamId,
    school.assessmentExamId,
  ]);
  // Loaded as pg_restore loads a dump: without the triggers and foreign-key checks row by row (every id
  // comes from the rows just read), the figures the database keeps from the results counted once after.
  await run('set session_replication_role = replica');
  for (const [examId, count, assessment] of [
    [school.practiceExamId, results, false],
    [school.assessmentExamId, students, true],
  ] as const) {
    await run('drop table if exists scale_sheets');
    await run(
      `create temp table scale_sheets as
       select sheet, array_agg(chosen order by position) as answers,
              count(*) filter (where chosen = correct_option)::int as correct
       from (
         select sheet, position, correct_option,
                case when draw < 0.7 then correct_option
                     when draw < 0.75 then null
                     else (array['a', 'b', 'c', 'd'])[1 + floor(random() * 4)::int] end as chosen
         from (
           select sheet, q.position, q.correct_option, random() as draw
           from generate_series(0, ${ANSWER_SHEETS - 1}) sheet
           cross join exams e
           join questions q on q.exam_id = e.id and q.version = e.questions_version
           where e.public_id = $1
         ) drawn
       ) cells
       group by sheet`,
      [examId],
    );
    await run(
      `insert into results (public_id, exam_id, student_id, score, total_correct, time_taken, date_completed,
                            answers, questions_version, exam_total_questions, exam_total_marks,
                            exam_marks_per_question, exam_duration, exam_is_single_attempt)
       select 'r' || md5('scale-result-' || e.id || '-' || i), e.id, s.id,
              sheet.correct * e.total_marks_per_question, sheet.correct,
              round((1 + (i::bigint * 7919 % 2900) / 100.0)::numeric, 2),
              now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
              sheet.answers, e.questions_version, e.total_questions, e.total_marks,
              e.total_marks_per_question, e.duration, e.is_single_attempt
       from generate_series(0, $2::int - 1) i
       cross join exams e
       join scale_sheets sheet on sheet.sheet = i % ${ANSWER_SHEETS}
       join (select id, row_number() over (order by id) - 1 as n from students where admin_id = $3) s
         on s.n = i % $4
       where e.public_id = $1 and e.is_single_attempt = $5`,
      [examId, count, admin!.id, students, assessment],
    );
  }
  await run('drop table if exists scale_sheets');
  await run('set session_replication_role = default');
  await countKeptFigures(run);
  // What a server's autovacuum does after a load this size, before anyone reads.
  await run('analyze');
  const [first] = (
    await run('select public_id from students where admin_id = $1 order by id limit 1', [admin!.id])
  ).rows;
  return first!.public_id as string;
}
