/**
 * The reference the benchmark measures the API against: the students' exam list written by hand —
 * Fastify, `pg` and `jose`, the same queries and the same JSON, nothing else. Started by the benchmark
 * with the API's DATABASE_URL and ACCESS_TOKEN_SECRET.
 */
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

// Its queries are prepared and planned as the API's are (statement-reusing-client.ts).
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: '-c plan_cache_mode=force_custom_plan',
});
const secret = new TextEncoder().encode(process.env.ACCESS_TOKEN_SECRET);
// Logs requests at the level production uses, as the API does.
const app = Fastify({ logger: { level: 'info' } });

interface ExamRow {
  public_id: string;
  title: string;
  duration: number;
  level: number;
  total_questions: number;
  total_marks: number;
  total_marks_per_question: number;
  is_active: boolean;
  is_single_attempt: boolean;
  questions_version: number;
  flash_interval_ms: number | null;
  deleted_at: Date | null;
  created_at: Date;
  created_by: string;
  total_attempted: number;
  last_attempt: Date | null;
  open_attempt: { attemptId: string; deadline: string } | null;
  total: number;
}

app.get<{ Querystring: { page?: string; limit?: string } }>('/api/v1/exam', async (request, reply) => {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token)
    return reply.code(401).send({ success: false, statusCode: 401, data: null, message: 'Missing token' });
  const { payload } = await jwtVerify(token, secret, {
    issuer: 'abacus-exam-platform',
    algorithms: ['HS256'],
  });
  // Named, as the API's queries are: each connection prepares them once.
  const { rows: accounts } = await pool.query<{ id: string; admin_id: string; level: number }>({
    name: 'account',
    text: `select s.id, s.admin_id, s.level from students s join admins a on a.id = s.admin_id
     where s.public_id = $1 and s.deleted_at is null`,
    values: [payload.sub],
  });
  const student = accounts[0]!;
  const page = Number(request.query.page ?? 1);
  const limit = Number(request.query.limit ?? 100);
  const { rows } = await pool.query<ExamRow>({
    name: 'exam-list',
    text: `select e.public_id, e.title, e.duration, e.level, e.total_questions, e.total_marks,
       e.total_marks_per_question, e.is_active, e.is_single_attempt, e.questions_version, e.flash_interval_ms,
       e.deleted_at, e.created_at,
       a.fullname as created_by, coalesce(m.attempted, 0) as total_attempted, m.last_completed as last_attempt,
       case when o.public_id is not null then json_build_object('attemptId', o.public_id, 'deadline',
         to_char(o.deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end as open_attempt,
       (count(*) over ())::int as total
     from exams e
     join admins a on a.id = e.admin_id
     left join (select exam_id, count(*)::int as attempted, max(date_completed) as last_completed
       from results where student_id = $2 group by exam_id) m on m.exam_id = e.id
     left join (select exam_id, public_id, deadline from attempts
       where student_id = $2 and finished_at is null) o on o.exam_id = e.id
     where e.admin_id = $1 and e.level = $3 and e.deleted_at is null
     order by e.created_at desc, e.id desc limit $4 offset $5`,
    values: [student.admin_id, student.id, student.level, limit, (page - 1) * limit],
  });
  return {
    success: true,
    statusCode: 200,
    data: rows.map((row) => ({
      exam_id: row.public_id,
      title: row.title,
      duration: row.duration,
      level: row.level,
      total_questions: row.total_questions,
      total_marks: row.total_marks,
      total_marks_per_question: row.total_marks_per_question,
      is_active: row.is_active,
      isSingleAttempt: row.is_single_attempt,
      type: row.is_single_attempt ? 'assessment' : 'practice',
      questions_version: row.questions_version,
      flash: row.flash_interval_ms === null ? null : { intervalMs: row.flash_interval_ms },
      is_deleted: row.deleted_at !== null,
      deletedAt: row.deleted_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
      created_by: { fullname: row.created_by },
      totalAttempted: row.total_attempted,
      hasAttempted: {
        attempted: row.total_attempted > 0,
        attempt_date: row.last_attempt?.toISOString() ?? null,
      },
      openAttempt: row.open_attempt && {
        attempt_id: row.open_attempt.attemptId,
        deadline: row.open_attempt.deadline,
      },
    })),
    meta: { page, limit, total: rows[0]?.total ?? 0 },
  };
});

await app.listen({ port: Number(process.env.APPLICATION_PORT), host: '127.0.0.1' });
