/**
 * The formula map of a class at a large school (§5.15): `CHILDREN` children of level 10, each with
 * `USES` kept uses of every formula (more than a class of a school with a million results has: there a
 * child answers about a thousand questions, some 60 uses of each formula), read as the teacher reads it,
 * GET /api/v1/analytics/skills, and the same statement over 80 formulas. Needs a PostgreSQL server:
 * `DATABASE_URL=postgres://… npx tsx apps/api/bench/class-map.ts` (makes a database of its own, and drops it).
 */
import { LEVEL_PRESETS, presetSkills } from '@abacus/generator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openPostgres } from '../src/db/postgres-connection.js';
import { createSkillsRepository } from '../src/modules/skills/skills-repository.js';
import { testConfig } from '../test/helpers/test-app.js';
import { insertExam } from '../test/helpers/rows.js';

const CHILDREN = 60;
const USES = 250;
const LEVEL = 10;
const SAMPLES = 30;

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL: a PostgreSQL server to make the database on');
const name = `class_map_${process.pid}`;
const server = new pg.Client({ connectionString: serverUrl });
await server.connect();
await server.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

/** p50 and p95 of `SAMPLES` runs of `read`, after one to warm up. */
async function timed(read: () => Promise<unknown>): Promise<string> {
  await read();
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

/** Prints one line of figures. */
// eslint-disable-next-line no-console -- printing the figures is what a benchmark is for
const report = (line: string) => console.log(line);

const preset = (level: number) => presetSkills(LEVEL_PRESETS.find((each) => each.level === level)!);

try {
  const connection = openPostgres({ url: url.toString() });
  await connection.migrate();
  const { db } = connection;
  const skills = preset(LEVEL);
  const eighty = [...skills, ...preset(6)].slice(0, 80);
  const seeding = performance.now();
  const app = await buildApp({ config: testConfig(), database: connection });
  await app.ready();
  const account = {
    fullname: 'Bench Teacher',
    username: 'bench_teacher',
    email: 'bench@example.com',
    password: 'bench-password-1',
  };
  await app.inject({ method: 'POST', url: '/api/v1/admin/register', payload: account });
  const { token } = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { username: account.username, password: account.password },
    })
  ).json<{ data: { token: string } }>().data;
  const [teacher] = (
    await db.execute<{ id: number }>(sql`select id from admins where username = ${account.username}`)
  ).rows as [{ id: number }];
  const exam = await insertExam(db, teacher.id, { level: LEVEL, isSingleAttempt: false });
  const skillList = `{${eighty.map((skill) => `"${skill}"`).join(',')}}`;
  await db.execute(sql`insert into students (public_id, admin_id, fullname, username, sclass, level, level_confirmed, password_hash)
    select 's' || md5('map-student-' || i), ${teacher.id}, 'Child ' || i, 'child_' || i, 4, ${LEVEL}, true, 'x' from generate_series(1, ${CHILDREN}) i`);
  // A result per use of every formula: each child's uses spread over a year, newest last.
  await db.execute(sql`insert into results (public_id, exam_id, student_id, score, total_correct, time_taken, date_completed,
      exam_total_questions, exam_total_marks, exam_marks_per_question, exam_duration, exam_is_single_attempt)
    select 'r' || md5('map-result-' || s.id || '-' || u), ${exam.id}, s.id, 1, 1, 1, now() - (u * interval '1 day') / 1.5, 1, 1, 1, 30, false
    from students s cross join generate_series(1, ${USES}) u where s.admin_id = ${teacher.id}`);
  await db.execute(sql`insert into skill_uses (result_id, student_id, position, skill, steps, question_steps, correct,
      time_ms, answered_at)
    select r.id, r.student_id, 1, skill, 1, 4, random() < 0.85, 4000 + floor(random() * 20000)::int, r.date_completed
    from results r cross join unnest(${skillList}::text[]) as skill where r.exam_id = ${exam.id}`);
  await db.execute(sql`analyze`);
  const [{ uses }] = (await db.execute<{ uses: number }>(sql`select count(*)::int as uses from skill_uses`))
    .rows as [{ uses: number }];
  report(
    `${CHILDREN} children of level ${LEVEL}, ${uses.toLocaleString('en')} uses (${USES} of each of ${eighty.length} formulas a child), seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const read = await app.inject({
    method: 'GET',
    url: `/api/v1/analytics/skills?level=${LEVEL}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (read.statusCode !== 200) throw new Error(`the map was refused: ${read.body}`);
  const page = read.json<{ data: unknown[]; meta: { skills: string[] } }>();
  report(
    `GET /api/v1/analytics/skills?level=${LEVEL} (${page.data.length} children × ${page.meta.skills.length} formulas): ${await timed(
      () =>
        app.inject({
          method: 'GET',
          url: `/api/v1/analytics/skills?level=${LEVEL}`,
          headers: { authorization: `Bearer ${token}` },
        }),
    )}`,
  );
  const children = (
    await db.execute<{ id: number }>(sql`select id from students where admin_id = ${teacher.id}`)
  ).rows.map((row) => Number(row.id));
  const repository = createSkillsRepository(db);
  report(
    `the map's statement, ${CHILDREN} × ${skills.length} (level ${LEVEL}): ${await timed(() => repository.figures(children, skills))}`,
  );
  report(
    `the map's statement, ${CHILDREN} × ${eighty.length}: ${await timed(() => repository.figures(children, eighty))}`,
  );
  await app.close();
  await connection.close();
} finally {
  await server.query(`drop database if exists ${name} with (force)`);
  await server.end();
}
