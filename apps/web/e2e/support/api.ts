import { randomBytes } from 'node:crypto';
import { apiUrl } from '@abacus/browser-testing/browser';
import createClient from 'openapi-fetch';
import type { paths } from '../../src/lib/api-schema';
import { middayTimeZone } from '../../../api/test/helpers/midday';
import { spokenSum } from './grading';

/** Test data made through the real API, typed by the same generated client as the app. */

/**
 * This worker's mark in the names it makes: files run two at a time, each in a worker of its own, and two
 * counters at the same millisecond once gave two tests one teacher's name (409 "already taken").
 */
const WORKER = randomBytes(3).toString('hex');
let counter = 0;
/** A name no other test uses (each test makes its own accounts). */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${WORKER}${counter}`;
}

function client(token?: string) {
  return createClient<paths, 'application/json'>({
    baseUrl: apiUrl(),
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  });
}

function ok<T>(result: { data?: { data: T }; error?: unknown; response: Response }, what: string): T {
  if (result.data === undefined) {
    throw new Error(`${what} failed (${result.response.status}): ${JSON.stringify(result.error)}`);
  }
  return result.data.data;
}

export interface Teacher {
  token: string;
  /** The class join code a new teacher is given. */
  joinCode: string;
  username: string;
  password: string;
  fullname: string;
}

export async function registerTeacher(fullname = 'Asha Rao'): Promise<Teacher> {
  const username = uniqueName('teacher');
  const password = 'teacher-password-1';
  const registered = ok(
    await client().POST('/api/v1/admin/register', {
      body: { fullname, username, email: `${username}@example.com`, password },
    }),
    'admin registration',
  );
  const { token } = ok(
    await client().POST('/api/v1/admin/login', { body: { username, password } }),
    'admin login',
  );
  return { token, joinCode: registered.admin.join_code!, username, password, fullname };
}

export interface ExamSettings {
  title: string;
  level: number;
  assessment?: boolean;
  /** Every child the exam's own questions, which the teacher's answers then answer (a test draws each
   * child their own unless said). */
  sameQuestions?: boolean;
  active?: boolean;
  totalQuestions?: number;
  /** Minutes allowed (15 unless said). */
  duration?: number;
  /** Flash anzan: each number of a question shown alone for this long. */
  flashIntervalMs?: number;
  /** Flash anzan: the blank after each number (none unless said). */
  flashGapMs?: number;
  /** Listening sums: the numbers read aloud, this many a minute, and never shown. */
  listeningNumbersPerMinute?: number;
  /** How children answer: choose from four (unless said), or write the number. */
  answerMode?: 'choice' | 'typed';
  /** Each row's digits, instead of numbers from 1 to 20. */
  digits?: { min: number; max: number };
  /** How many rows each question has (2 to 3 unless said; 3 in a flash exam, which flashes one count). */
  rows?: { min: number; max: number };
  /** When it opens and closes by itself (open now, and until closed, unless said). */
  opensAt?: Date;
  closesAt?: Date;
  /** + and − unless said. */
  operators?: ('+' | '-' | '*' | '/')[];
  /** A × or ÷ drill: the digits of its two numbers, instead of rows of numbers. */
  operandDigits?: { left: number; right: number };
  /** The soroban formulas its rows practise (any moves unless said). */
  abacusMethod?: 'direct' | 'small-friends' | 'big-friends' | 'mixed';
  /** Formulas every question practises (add.big.7, …). */
  focus?: string[];
}

export async function createExam(teacher: Teacher, settings: ExamSettings): Promise<string> {
  const { exam } = ok(
    await client(teacher.token).POST('/api/v1/exam', {
      body: {
        title: settings.title,
        level: settings.level,
        duration: settings.duration ?? 15,
        isSingleAttempt: settings.assessment ?? false,
        ...(settings.sameQuestions && { questionsPerStudent: false }),
        is_active: settings.active ?? true,
        minTerms: settings.rows?.min ?? (settings.flashIntervalMs ? 3 : 2),
        maxTerms: settings.rows?.max ?? 3,
        ...(settings.operandDigits
          ? { operandDigits: settings.operandDigits }
          : settings.digits
            ? { digits: settings.digits }
            : { minNumber: 1, maxNumber: 20 }),
        operators: settings.operators ?? ['+', '-'],
        ...(settings.answerMode && { answerMode: settings.answerMode }),
        ...(settings.abacusMethod && { abacusMethod: settings.abacusMethod }),
        ...(settings.focus && { focus: settings.focus }),
        total_questions: settings.totalQuestions ?? 5,
        total_marks_per_question: 2,
        ...(settings.flashIntervalMs && {
          flash: { intervalMs: settings.flashIntervalMs, gapMs: settings.flashGapMs ?? 0 },
        }),
        ...(settings.listeningNumbersPerMinute && {
          listening: { numbersPerMinute: settings.listeningNumbersPerMinute },
        }),
        ...(settings.opensAt && { opensAt: settings.opensAt.toISOString() }),
        ...(settings.closesAt && { closesAt: settings.closesAt.toISOString() }),
      },
    }),
    'exam creation',
  );
  return exam.exam_id;
}

/** A student the teacher adds to their class, at `level`; signs in with the returned password. */
export async function addStudent(
  teacher: Teacher,
  level: number,
  fullname = 'Mira Das',
): Promise<{ id: string; username: string; password: string }> {
  const username = uniqueName('pupil');
  const password = 'pupil-password-1';
  const { student } = ok(
    await client(teacher.token).POST('/api/v1/student/register', {
      body: {
        fullname,
        username,
        email: `${username}@example.com`,
        phone_no: '+919812345678',
        sclass: 4,
        level,
        password,
      },
    }),
    'adding a student',
  );
  return { id: student.student_id, username, password };
}

/** A child joins the teacher's class with the class code, at the level they pick (their teacher confirms it). */
export async function joinWithCode(
  teacher: Teacher,
  fullname: string,
  /** Left out: the child leaves class and level for the teacher to set. */
  level?: number,
): Promise<{ id: string; username: string }> {
  const username = uniqueName('joiner');
  const { student } = ok(
    await client().POST('/api/v1/student/register', {
      body: {
        fullname,
        username,
        ...(level !== undefined && { sclass: 4, level }),
        password: 'pupil-password-1',
        join_code: teacher.joinCode,
      },
    }),
    'joining with the class code',
  );
  return { id: student.student_id, username };
}

/** A student as the API has it now. */
export async function readStudent(teacher: Teacher, studentId: string) {
  return ok(
    await client(teacher.token).GET('/api/v1/student/{studentId}', { params: { path: { studentId } } }),
    'reading the student',
  );
}

/** The teacher confirms the level a child picked when joining with the class code. */
export const confirmLevel = (teacher: Teacher, username: string) =>
  changeStudent(teacher, username, { level_confirmed: true }, 'confirming the level');

/** The teacher sets the level of a child who left it for them (which confirms it). */
export const setLevel = (teacher: Teacher, username: string, level: number) =>
  changeStudent(teacher, username, { level }, 'setting the level');

async function changeStudent(
  teacher: Teacher,
  username: string,
  body: { level_confirmed: true } | { level: number },
  doing: string,
): Promise<void> {
  const [student] = ok(
    await client(teacher.token).GET('/api/v1/student', { params: { query: { name: username } } }),
    'finding the student',
  );
  ok(
    await client(teacher.token).PATCH('/api/v1/student/{studentId}', {
      params: { path: { studentId: student!.student_id } },
      body,
    }),
    doing,
  );
}

/** The usernames of the teacher's students, in any order (none: the API answers 404). */
export async function studentUsernames(teacher: Teacher): Promise<string[]> {
  const listed = await client(teacher.token).GET('/api/v1/student', { params: { query: { limit: 500 } } });
  if (listed.response.status === 404) return [];
  return ok(listed, 'listing students').map((student) => student.username);
}

/** A teacher's access token, for as long as the account lets them sign in. */
export async function signInTeacher(username: string, password: string): Promise<string> {
  return ok(await client().POST('/api/v1/admin/login', { body: { username, password } }), 'admin login')
    .token;
}

export async function signInStudent(username: string, password: string): Promise<string> {
  return ok(await client().POST('/api/v1/student/login', { body: { username, password } }), 'student login')
    .token;
}

/**
 * A finished exam, as the student. Practice: the questions are read and answered with `correct` of them
 * right (the first `correct` ones), sent as a result the client timed (`minutes`, `completedAt`). A test
 * is taken only through an attempt the server times, now, and the test cannot know its key: it answers
 * `a` throughout.
 */
export async function submitResult(
  studentToken: string,
  examId: string,
  { correct, minutes, completedAt }: { correct: number; minutes: number; completedAt: Date },
): Promise<string> {
  const exams = ok(await client(studentToken).GET('/api/v1/exam', {}), 'listing exams');
  if (exams.find((exam) => exam.exam_id === examId)?.type === 'assessment') {
    const { attempt } = ok(
      await client(studentToken).POST('/api/v1/exam/{examId}/attempt', { params: { path: { examId } } }),
      'starting an attempt',
    );
    const { result } = ok(
      await client(studentToken).POST('/api/v1/attempt/{attemptId}/submit', {
        params: { path: { attemptId: attempt.attempt_id } },
        body: { answers: attempt.questions.map(() => 'a' as const) },
      }),
      'handing in an attempt',
    );
    return result.result_id;
  }
  const questions = ok(
    await client(studentToken).GET('/api/v1/exam/{examId}/questions', { params: { path: { examId } } }),
    'reading questions',
  );
  const answers = questions.map((question, index) => {
    const options = ['a', 'b', 'c', 'd'] as const;
    if (!('answer' in question)) return 'a' as const;
    const right = options.find((option) => question[`option_${option}`] === question.answer) ?? 'a';
    const wrong = options.find((option) => option !== right) ?? 'b';
    return index < correct ? right : wrong;
  });
  const { result } = ok(
    await client(studentToken).POST('/api/v1/result', {
      body: { exam: examId, time_taken: minutes, date_completed: completedAt.toISOString(), answers },
    }),
    'submitting a result',
  );
  return result.result_id;
}

/** The teacher moves their student to another level (as after a level test). */
export async function moveStudent(teacher: Teacher, studentId: string, level: number): Promise<void> {
  ok(
    await client(teacher.token).PATCH('/api/v1/student/{studentId}', {
      params: { path: { studentId } },
      body: { level },
    }),
    'changing the level',
  );
}

/** Deletes an exam (kept out of sight with its results, once it has some). */
export async function deleteExam(teacher: Teacher, examId: string): Promise<void> {
  ok(
    await client(teacher.token).DELETE('/api/v1/exam/{examId}', { params: { path: { examId } } }),
    'deleting the exam',
  );
}

/** Opens an exam to its students. */
export async function openExam(teacher: Teacher, examId: string): Promise<void> {
  ok(
    await client(teacher.token).PATCH('/api/v1/exam/{examId}/activate', { params: { path: { examId } } }),
    'opening the exam',
  );
}

/** Closes an exam (its students then see every answer of their results). */
export async function closeExam(teacher: Teacher, examId: string): Promise<void> {
  ok(
    await client(teacher.token).PATCH('/api/v1/exam/{examId}/deactivate', { params: { path: { examId } } }),
    'closing the exam',
  );
}

/** A child starts the exam and leaves the attempt running (not handed in). */
export async function startAttempt(studentToken: string, examId: string): Promise<void> {
  ok(
    await client(studentToken).POST('/api/v1/exam/{examId}/attempt', { params: { path: { examId } } }),
    'starting an attempt',
  );
}

/** The answers the server holds for a child's attempt still open, read by resuming it (it stays open). */
export async function savedAnswers(studentToken: string, examId: string) {
  const { attempt } = ok(
    await client(studentToken).POST('/api/v1/exam/{examId}/attempt', { params: { path: { examId } } }),
    'resuming the attempt',
  );
  return attempt.answers;
}

/** The ids of the exams a child's list shows them. */
export async function listedFor(studentToken: string): Promise<string[]> {
  const exams = ok(await client(studentToken).GET('/api/v1/exam', {}), 'listing exams');
  return exams.map((exam) => exam.exam_id);
}

/** One of the teacher's exams as the API has it now. */
export async function readExam(teacher: Teacher, examId: string) {
  return ok(
    await client(teacher.token).GET('/api/v1/exam/{examId}', { params: { path: { examId } } }),
    'reading the exam',
  );
}

/** The teacher's exam of this title, with its questions as the API stores them. */
export async function examWithQuestions(teacher: Teacher, title: string) {
  const exams = ok(
    await client(teacher.token).GET('/api/v1/exam', { params: { query: { title, limit: 10 } } }),
    'listing exams',
  );
  const exam = exams.find((candidate) => candidate.title === title);
  if (!exam) throw new Error(`no exam titled ${title}`);
  const questions = ok(
    await client(teacher.token).GET('/api/v1/exam/{examId}/questions', {
      params: { path: { examId: exam.exam_id }, query: { limit: 100 } },
    }),
    'reading questions',
  );
  return { examId: exam.exam_id, questions };
}

/** The teacher's answers to a test's questions, by each question as the exam reads it aloud. */
export async function answersOf(teacher: Teacher, examId: string): Promise<Map<string, number>> {
  const questions = ok(
    await client(teacher.token).GET('/api/v1/exam/{examId}/questions', {
      params: { path: { examId }, query: { limit: 100 } },
    }),
    'reading questions',
  );
  return new Map(
    questions.flatMap((question) =>
      'answer' in question && typeof question.answer === 'number'
        ? [[spokenSum(question.question), question.answer] as const]
        : [],
    ),
  );
}

/** A grading of the teacher's tests, each section with its pass mark, passed on every section. */
export async function createGrading(
  teacher: Teacher,
  {
    title,
    grade,
    level,
    sections,
    paper,
  }: {
    title: string;
    grade: string;
    level: number;
    sections: { examId: string; passMarks: number }[];
    /** One paper under one clock, passed at this total. */
    paper?: { totalPassMarks: number };
  },
): Promise<string> {
  const grading = ok(
    await client(teacher.token).POST('/api/v1/grading', {
      body: {
        title,
        grade,
        level,
        ...(paper
          ? { passRule: 'total', totalPassMarks: paper.totalPassMarks, paper: true }
          : { passRule: 'every-section' }),
        sections: sections.map(({ examId, passMarks }) => ({ exam_id: examId, passMarks })),
      },
    }),
    'making a grading',
  );
  return grading.grading.grading_id;
}

/** A test taken through an attempt the server times, every answer right (the teacher's answers). */
export async function takeTestRight(teacher: Teacher, studentToken: string, examId: string): Promise<void> {
  const answers = await answersOf(teacher, examId);
  const { attempt } = ok(
    await client(studentToken).POST('/api/v1/exam/{examId}/attempt', { params: { path: { examId } } }),
    'starting an attempt',
  );
  const letters = ['a', 'b', 'c', 'd'] as const;
  ok(
    await client(studentToken).POST('/api/v1/attempt/{attemptId}/submit', {
      params: { path: { attemptId: attempt.attempt_id } },
      body: {
        answers: attempt.questions.map((question) => {
          const answer = answers.get(spokenSum(question.question));
          return letters.find((letter) => question[`option_${letter}`] === answer) ?? 'a';
        }),
      },
    }),
    'handing in an attempt',
  );
}

/**
 * The child takes a typed test of the exam's own questions (`sameQuestions`) and writes every answer right,
 * each question said to have been on screen 3 s (the server holds them to the time the attempt lasted).
 */
export async function takeTypedTestRight(teacher: Teacher, studentToken: string, examId: string) {
  const answers = await answersOf(teacher, examId);
  const { attempt } = ok(
    await client(studentToken).POST('/api/v1/exam/{examId}/attempt', { params: { path: { examId } } }),
    'starting an attempt',
  );
  ok(
    await client(studentToken).POST('/api/v1/attempt/{attemptId}/submit', {
      params: { path: { attemptId: attempt.attempt_id } },
      body: {
        answers: attempt.questions.map((question) => answers.get(spokenSum(question.question)) ?? null),
        times_ms: attempt.questions.map(() => 3000),
      },
    }),
    'handing in an attempt',
  );
}

/** A grading made from one of the API's published standards, its sections open: its id and first section's exam. */
export async function createGradingFromTemplate(
  teacher: Teacher,
  template: string,
  level: number,
): Promise<{ gradingId: string; examIds: string[] }> {
  const { grading } = ok(
    await client(teacher.token).POST('/api/v1/grading/from-template', {
      body: { template, level, is_active: true },
    }),
    'making a grading from a standard',
  );
  return {
    gradingId: grading.grading_id,
    examIds: grading.sections.map((section) => section.exam.exam_id),
  };
}

/**
 * The child takes a typed test (of questions of their own or the exam's) and writes the first `right`
 * answers right and the rest one out, as the attempt's owner reads them.
 */
export async function takeTypedTest(teacher: Teacher, studentToken: string, examId: string, right: number) {
  const { attempt } = ok(
    await client(studentToken).POST('/api/v1/exam/{examId}/attempt', { params: { path: { examId } } }),
    'starting an attempt',
  );
  const path = { params: { path: { attemptId: attempt.attempt_id } } };
  const owned = ok(await client(teacher.token).GET('/api/v1/attempt/{attemptId}', path), 'reading the key');
  ok(
    await client(studentToken).POST('/api/v1/attempt/{attemptId}/submit', {
      ...path,
      body: {
        answers: owned.questions.map(({ answer }, index) =>
          answer === undefined ? null : index < right ? answer : answer + 1,
        ),
      },
    }),
    'handing in an attempt',
  );
}

/**
 * The teacher sets how many questions each child's daily practice has, in a school where it is the middle
 * of the day (no test sees the day end while it runs).
 */
export async function setDailyGoal(teacher: Teacher, goal: number): Promise<void> {
  ok(
    await client(teacher.token).PATCH('/api/v1/admin/practice', {
      body: { daily_goal: goal, time_zone: middayTimeZone() as never },
    }),
    'setting the daily goal',
  );
}

/** The teacher's settings of their class's daily practice, as the API holds them. */
export async function readPractice(teacher: Teacher) {
  return ok(await client(teacher.token).GET('/api/v1/admin/practice', {}), 'reading the daily practice');
}

/** The teacher starts a live round of the exam, for its level, with `secondsToAnswer` for each question. */
export async function startRound(
  teacher: Teacher,
  examId: string,
  secondsToAnswer: number,
): Promise<{ id: string; code: string }> {
  const round = ok(
    await client(teacher.token).POST('/api/v1/round', {
      body: { exam: examId, seconds_to_answer: secondsToAnswer },
    }),
    'starting a round',
  );
  return { id: round.round_id, code: round.code };
}

/** The teacher shows the round's question `question` (1 from the lobby); returns it as the round has it. */
export async function showRoundQuestion(teacher: Teacher, roundId: string, question: number) {
  const round = ok(
    await client(teacher.token).POST('/api/v1/round/{roundId}/next', {
      params: { path: { roundId } },
      body: { question },
    }),
    'showing a question',
  );
  return round.question!;
}

/** A child joins the running round of this code, as the box on My exams does. */
export async function joinRound(studentToken: string, code: string): Promise<void> {
  ok(await client(studentToken).POST('/api/v1/round/join', { body: { code } }), 'joining a round');
}

/** The child hands in today's practice set with every question answered (right or not): the day is done. */
export async function doTodaysPractice(studentToken: string): Promise<void> {
  const { attempt } = ok(await client(studentToken).GET('/api/v1/student/practice/today', {}), "today's set");
  ok(
    await client(studentToken).POST('/api/v1/attempt/{attemptId}/submit', {
      params: { path: { attemptId: attempt.attempt_id } },
      body: {
        answers: attempt.questions.map((question) => (question.option_a === null ? 0 : ('a' as const))),
      },
    }),
    "handing in today's set",
  );
}

/** The teacher draws a family code for their student (a new one, if they had one): what a parent links with. */
export async function drawFamilyCode(teacher: Teacher, studentId: string): Promise<string> {
  return ok(
    await client(teacher.token).POST('/api/v1/student/{studentId}/family-code', {
      params: { path: { studentId } },
    }),
    'drawing a family code',
  ).family_code;
}

export interface Parent {
  token: string;
  username: string;
  password: string;
  fullname: string;
}

/** A parent's account, signed in. */
export async function registerParent(fullname = 'Sunita Kumar'): Promise<Parent> {
  const username = uniqueName('parent');
  const password = 'parent-password-1';
  ok(
    await client().POST('/api/v1/parent/register', { body: { fullname, username, password } }),
    'parent registration',
  );
  const { token } = ok(
    await client().POST('/api/v1/parent/login', { body: { username, password } }),
    'parent login',
  );
  return { token, username, password, fullname };
}

/** The parent links the child of this family code; the API's status (201 linked, 404 no such code, …). */
export async function linkChild(parent: Parent, familyCode: string): Promise<number> {
  const { response } = await client(parent.token).POST('/api/v1/parent/children', {
    body: { family_code: familyCode },
  });
  return response.status;
}

/** The names of the children linked to the parent, as the API lists them. */
export async function childrenOf(parent: Parent): Promise<string[]> {
  return ok(await client(parent.token).GET('/api/v1/parent/children', {}), 'listing children').map(
    (child) => child.fullname,
  );
}
