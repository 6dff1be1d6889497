/** Realistic data for the benchmark, created through the API as a school would create it. */

export interface Session {
  token: string;
  id: string;
}

export interface SeededClass {
  admin: Session;
  students: Session[];
  examIds: string[];
  /** One result per exam of the first student, for result reads. */
  resultIds: string[];
}

/** How often a seeding request answered 503 is sent again. */
const SEED_RETRIES = 10;

export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const send = () =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  let response = await send();
  // A server just started on a busy machine sheds load (503) for a moment: seeding waits as it asks.
  for (let retry = 1; response.status === 503 && retry <= SEED_RETRIES; retry++) {
    await response.arrayBuffer();
    await new Promise((resolve) =>
      setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000),
    );
    response = await send();
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Runs `task` for each item with at most `width` at once. */
export async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${(sequence += 1)}`;

/** The password of every account the benchmarks make. */
export const SEED_PASSWORD = 'correct-horse-42';

export async function signUpAdmin(baseUrl: string): Promise<Session> {
  const username = unique('teacher');
  const { admin } = await call<{ admin: { admin_id: string } }>(baseUrl, 'POST', '/api/v1/admin/register', {
    body: {
      fullname: 'Meera Sharma',
      username,
      email: `${username}@school.example`,
      password: SEED_PASSWORD,
    },
  });
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/api/v1/admin/login', {
    body: { username, password: SEED_PASSWORD },
  });
  return { token, id: admin.admin_id };
}

/** Registers a student of `admin` at `level`: their id and username. */
export async function registerStudent(
  baseUrl: string,
  admin: Session,
  level: number,
): Promise<{ id: string; username: string }> {
  const username = unique('pupil');
  const { student } = await call<{ student: { student_id: string } }>(
    baseUrl,
    'POST',
    '/api/v1/student/register',
    {
      token: admin.token,
      body: {
        fullname: 'Ravi Kumar',
        username,
        email: `${username}@example.com`,
        phone_no: '+919876543210',
        sclass: 4,
        level,
        password: SEED_PASSWORD,
      },
    },
  );
  return { id: student.student_id, username };
}

/** Registers a student of `admin` at `level` and signs them in. */
export async function addStudent(baseUrl: string, admin: Session, level: number): Promise<Session> {
  const { id, username } = await registerStudent(baseUrl, admin, level);
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/api/v1/student/login', {
    body: { username, password: SEED_PASSWORD },
  });
  return { token, id };
}

export async function createExam(
  baseUrl: string,
  admin: Session,
  settings: { totalQuestions: number; level?: number; title?: string },
): Promise<string> {
  const { exam } = await call<{ exam: { exam_id: string } }>(baseUrl, 'POST', '/api/v1/exam', {
    token: admin.token,
    body: {
      title: settings.title ?? 'Level 2 weekly practice',
      level: settings.level ?? 2,
      duration: 30,
      isSingleAttempt: false,
      is_active: true,
      maxTerms: 5,
      minNumber: 1,
      maxNumber: 99,
      operators: ['+', '-'],
      total_questions: settings.totalQuestions,
      total_marks_per_question: 1,
    },
  });
  return exam.exam_id;
}

/** Submits `count` scored results of `student` for `examId` (answers all 'a'). */
export async function addResults(
  baseUrl: string,
  student: Session,
  examId: string,
  { count, questions }: { count: number; questions: number },
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { result } = await call<{ result: { result_id: string } }>(baseUrl, 'POST', '/api/v1/result', {
      token: student.token,
      body: {
        exam: examId,
        time_taken: 5 + (i % 20),
        // Not before the exam was created, which was a moment ago.
        date_completed: new Date().toISOString(),
        answers: Array.from({ length: questions }, () => 'a'),
      },
    });
    ids.push(result.result_id);
  }
  return ids;
}

/** A class: an admin, students at level 2, exams at that level, and some results of the first student. */
export async function seedClass(
  baseUrl: string,
  { students = 30, exams = 50, questions = 20 } = {},
): Promise<SeededClass> {
  const admin = await signUpAdmin(baseUrl);
  const pupils: Session[] = [];
  await inParallel(Array.from({ length: students }), 4, async () =>
    pupils.push(await addStudent(baseUrl, admin, 2)),
  );
  const examIds: string[] = [];
  await inParallel(Array.from({ length: exams }), 4, async () =>
    examIds.push(await createExam(baseUrl, admin, { totalQuestions: questions })),
  );
  const resultIds: string[] = [];
  await inParallel(examIds, 4, async (examId) =>
    resultIds.push(...(await addResults(baseUrl, pupils[0]!, examId, { count: 1, questions }))),
  );
  return { admin, students: pupils, examIds, resultIds };
}
