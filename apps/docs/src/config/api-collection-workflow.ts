/**
 * How the Postman collection runs from top to bottom against a fresh server: the order of its requests,
 * whose token each sends, the status each expects and the ids it keeps for the ones after it. Everything
 * else (paths, parameters, example bodies, descriptions) comes from `apps/api/openapi.json`; every
 * operation of that document has exactly one step here (the collection's build refuses a gap).
 */
import { FAMILIES_FOLDER } from './api-collection-families.ts';
import { RUN_UNIQUE as UNIQUE, type CollectionFolder } from './api-collection-steps.ts';

export const API_COLLECTION_WORKFLOW: readonly CollectionFolder[] = [
  {
    name: 'Sign up and sign in',
    description:
      'A teacher signs up and in, then a student joins the class with its join code and signs in. Their ' +
      'tokens are kept in adminToken and studentToken.',
    steps: [
      { method: 'GET', path: '/health', expect: 200 },
      {
        method: 'POST',
        path: '/api/v1/admin/register',
        expect: 201,
        body: { username: `meera.sharma.${UNIQUE}`, email: `meera.${UNIQUE}@school.example` },
        captures: { adminUsername: 'data.admin.username', joinCode: 'data.admin.join_code' },
      },
      {
        method: 'POST',
        path: '/api/v1/admin/login',
        expect: 200,
        body: { username: '{{adminUsername}}' },
        captures: { adminToken: 'data.token', adminRefreshToken: 'data.refreshToken' },
      },
      {
        method: 'POST',
        path: '/api/v1/admin/token',
        expect: 200,
        body: { refreshToken: '{{adminRefreshToken}}' },
        captures: { adminToken: 'data.token', adminRefreshToken: 'data.refreshToken' },
      },
      { method: 'GET', path: '/api/v1/admin/me', as: 'admin', expect: 200 },
      { method: 'PATCH', path: '/api/v1/admin', as: 'admin', expect: 200 },
      {
        method: 'POST',
        path: '/api/v1/student/register',
        expect: 201,
        body: {
          username: `ravi.k.${UNIQUE}`,
          email: `ravi.${UNIQUE}@example.com`,
          join_code: '{{joinCode}}',
        },
        captures: { studentId: 'data.student.student_id', studentUsername: 'data.student.username' },
      },
      {
        method: 'POST',
        path: '/api/v1/student/login',
        expect: 200,
        body: { username: '{{studentUsername}}' },
        captures: { studentToken: 'data.token', studentRefreshToken: 'data.refreshToken' },
      },
      {
        method: 'POST',
        path: '/api/v1/student/token',
        expect: 200,
        body: { refreshToken: '{{studentRefreshToken}}' },
        captures: { studentToken: 'data.token', studentRefreshToken: 'data.refreshToken' },
      },
      { method: 'GET', path: '/api/v1/student/me', as: 'student', expect: 200 },
      { method: 'PATCH', path: '/api/v1/student', as: 'student', expect: 200 },
    ],
  },
  {
    name: 'The teacher’s class',
    description:
      'The teacher imports two more children from a class list, finds the student, confirms the level they ' +
      'chose when joining (until then they see no exam), gives the class a new join code and prints join ' +
      'slips with it.',
    steps: [
      {
        method: 'POST',
        path: '/api/v1/student/import',
        as: 'admin',
        expect: 201,
        body: {
          students: [
            {
              fullname: 'Kabir Shah',
              username: `kabir.s.${UNIQUE}`,
              sclass: 4,
              level: 2,
              password: 'blue-river-31',
            },
            {
              fullname: 'Leela Nair',
              username: `leela.n.${UNIQUE}`,
              email: `leela.${UNIQUE}@example.com`,
              sclass: 4,
              level: 3,
              password: 'green-hill-47',
            },
          ],
        },
      },
      { method: 'GET', path: '/api/v1/student', as: 'admin', expect: 200, query: { page: '1', limit: '20' } },
      { method: 'GET', path: '/api/v1/student/{studentId}', as: 'admin', expect: 200 },
      {
        method: 'PATCH',
        path: '/api/v1/student/{studentId}',
        as: 'admin',
        expect: 200,
        body: { fullname: 'Ravi S. Kumar', level_confirmed: true },
      },
      {
        method: 'POST',
        path: '/api/v1/admin/join-code',
        as: 'admin',
        expect: 200,
        captures: { joinCode: 'data.join_code' },
      },
      { method: 'GET', path: '/api/v1/admin/join-code/slips', as: 'admin', expect: 200 },
    ],
  },
  {
    name: 'Exams',
    description:
      'The teacher creates a practice exam (examId) and a test that allows one attempt (testExamId), then ' +
      'edits, closes, reopens and regenerates the practice exam and prints it.',
    steps: [
      {
        method: 'POST',
        path: '/api/v1/exam',
        as: 'admin',
        expect: 201,
        captures: { examId: 'data.exam.exam_id' },
        again: {
          why: 'the rest of the collection needs a test beside the practice exam',
          body: { title: 'Level 2 weekly test', isSingleAttempt: true },
          captures: { testExamId: 'data.exam.exam_id' },
        },
      },
      { method: 'GET', path: '/api/v1/exam/{examId}', as: 'admin', expect: 200 },
      { method: 'PATCH', path: '/api/v1/exam/{examId}', as: 'admin', expect: 200 },
      { method: 'PATCH', path: '/api/v1/exam/{examId}/deactivate', as: 'admin', expect: 200 },
      { method: 'PATCH', path: '/api/v1/exam/{examId}/activate', as: 'admin', expect: 200 },
      { method: 'PATCH', path: '/api/v1/exam/{examId}/questions', as: 'admin', expect: 200 },
      { method: 'GET', path: '/api/v1/exam/{examId}/worksheet', as: 'admin', expect: 200 },
    ],
  },
  {
    name: 'Taking exams',
    description:
      'The student lists their exams, practises with the practice exam and hands in a result of it ' +
      '(resultId), then takes the test through an attempt (attemptId) and reads their analytics.',
    steps: [
      { method: 'GET', path: '/api/v1/exam', as: 'student', expect: 200, query: { page: '1', limit: '20' } },
      { method: 'GET', path: '/api/v1/exam/{examId}/questions', as: 'student', expect: 200 },
      {
        method: 'POST',
        path: '/api/v1/result',
        as: 'student',
        expect: 201,
        body: { exam: '{{examId}}', date_completed: '{{$isoTimestamp}}' },
        captures: { resultId: 'data.result.result_id' },
      },
      { method: 'GET', path: '/api/v1/result/{resultId}', as: 'student', expect: 200 },
      {
        method: 'POST',
        path: '/api/v1/exam/{examId}/attempt',
        as: 'student',
        expect: 201,
        pathVariables: { examId: 'testExamId' },
        captures: { attemptId: 'data.attempt.attempt_id' },
      },
      { method: 'GET', path: '/api/v1/attempt/{attemptId}', as: 'student', expect: 200 },
      { method: 'PUT', path: '/api/v1/attempt/{attemptId}/answers', as: 'student', expect: 200 },
      { method: 'POST', path: '/api/v1/attempt/{attemptId}/submit', as: 'student', expect: 201 },
      { method: 'GET', path: '/api/v1/student/exam/assessment/analytics', as: 'student', expect: 200 },
      { method: 'GET', path: '/api/v1/student/exam/practice/analytics', as: 'student', expect: 200 },
    ],
  },
  {
    name: 'Grading',
    description:
      'The teacher makes a grading examination from a published kyu template, and one of the test (gradingId) ' +
      'with a pass mark of full marks; the student reads it and their grade history, where the test counts, ' +
      'and asks for a certificate: not passed, so 409.',
    steps: [
      { method: 'GET', path: '/api/v1/grading/templates', as: 'admin', expect: 200 },
      { method: 'POST', path: '/api/v1/grading/from-template', as: 'admin', expect: 201 },
      {
        method: 'POST',
        path: '/api/v1/grading',
        as: 'admin',
        expect: 201,
        body: {
          title: 'Level 2 grading',
          grade: '10th kyu',
          level: 2,
          passRule: 'every-section',
          sections: [{ exam_id: '{{testExamId}}', passMarks: 10, title: 'Sums' }],
        },
        captures: { gradingId: 'data.grading.grading_id' },
      },
      {
        method: 'GET',
        path: '/api/v1/grading',
        as: 'student',
        expect: 200,
        query: { page: '1', limit: '20' },
      },
      { method: 'GET', path: '/api/v1/grading/{gradingId}', as: 'student', expect: 200 },
      { method: 'GET', path: '/api/v1/grading/{gradingId}/results', as: 'admin', expect: 200 },
      { method: 'GET', path: '/api/v1/student/grades', as: 'student', expect: 200 },
      { method: 'GET', path: '/api/v1/student/{studentId}/grades', as: 'admin', expect: 200 },
      { method: 'GET', path: '/api/v1/grading/{gradingId}/certificate', as: 'student', expect: 409 },
    ],
  },
  {
    name: 'Live round',
    description:
      'The teacher opens a live round of the practice exam (roundId, roundCode) and the student joins with ' +
      'its code; the teacher shows question 1 and the student answers at once: the 3-2-1 countdown is not ' +
      'over, so 409. The teacher closes the question, ends the round and saves its answers as results.',
    steps: [
      {
        method: 'POST',
        path: '/api/v1/round',
        as: 'admin',
        expect: 201,
        body: { exam: '{{examId}}' },
        captures: { roundId: 'data.round_id', roundCode: 'data.code' },
      },
      {
        method: 'GET',
        path: '/api/v1/round',
        as: 'student',
        expect: 200,
        query: { page: '1', limit: '20' },
      },
      {
        method: 'POST',
        path: '/api/v1/round/join',
        as: 'student',
        expect: 200,
        body: { code: '{{roundCode}}' },
      },
      {
        method: 'POST',
        path: '/api/v1/round/{roundId}/next',
        as: 'admin',
        expect: 200,
        body: { question: 1 },
      },
      { method: 'GET', path: '/api/v1/round/{roundId}', as: 'student', expect: 200 },
      {
        method: 'POST',
        path: '/api/v1/round/{roundId}/answers',
        as: 'student',
        expect: 409,
        body: { question: 1, choice: 'a' },
      },
      { method: 'POST', path: '/api/v1/round/{roundId}/reveal', as: 'admin', expect: 200 },
      { method: 'POST', path: '/api/v1/round/{roundId}/end', as: 'admin', expect: 200 },
      { method: 'POST', path: '/api/v1/round/{roundId}/results', as: 'admin', expect: 201 },
    ],
  },
  {
    name: 'Results and analytics',
    description:
      "The teacher reads the class's results and analytics, and lets the student take the test once more.",
    steps: [
      {
        method: 'GET',
        path: '/api/v1/result',
        as: 'admin',
        expect: 200,
        query: { exam: '{{examId}}', student: '{{studentId}}', page: '1', limit: '20' },
      },
      { method: 'GET', path: '/api/v1/exam/{examId}/results', as: 'admin', expect: 200 },
      { method: 'GET', path: '/api/v1/exam/{examId}/students', as: 'admin', expect: 200 },
      {
        method: 'GET',
        path: '/api/v1/exam/{examId}/students/{studentId}/results',
        as: 'admin',
        expect: 200,
      },
      { method: 'GET', path: '/api/v1/exam/practice/{examId}/analytics', as: 'admin', expect: 200 },
      {
        method: 'GET',
        path: '/api/v1/exam/assessment/{examId}/analytics',
        as: 'admin',
        expect: 200,
        pathVariables: { examId: 'testExamId' },
      },
      {
        method: 'GET',
        path: '/api/v1/exam/{examId}/questions/analytics',
        as: 'admin',
        expect: 200,
        pathVariables: { examId: 'testExamId' },
      },
      {
        method: 'GET',
        path: '/api/v1/student/{studentId}/exam/assessment/analytics',
        as: 'admin',
        expect: 200,
      },
      {
        method: 'GET',
        path: '/api/v1/student/{studentId}/exam/practice/analytics',
        as: 'admin',
        expect: 200,
      },
      { method: 'GET', path: '/api/v1/analytics/levels', as: 'admin', expect: 200 },
      {
        method: 'POST',
        path: '/api/v1/exam/{examId}/students/{studentId}/retake',
        as: 'admin',
        expect: 200,
        pathVariables: { examId: 'testExamId' },
      },
    ],
  },
  {
    name: 'Formulas and today’s practice',
    description:
      'What the answers so far say formula by formula: the student’s own formulas, the teacher’s view of ' +
      'them and the level’s formula map; then the teacher sets the daily practice and the student reads ' +
      'today’s set, chosen from those formulas.',
    steps: [
      { method: 'GET', path: '/api/v1/student/skills', as: 'student', expect: 200 },
      { method: 'GET', path: '/api/v1/student/{studentId}/skills', as: 'admin', expect: 200 },
      {
        method: 'GET',
        path: '/api/v1/analytics/skills',
        as: 'admin',
        expect: 200,
        query: { level: '2' },
      },
      { method: 'GET', path: '/api/v1/admin/practice', as: 'admin', expect: 200 },
      { method: 'PATCH', path: '/api/v1/admin/practice', as: 'admin', expect: 200 },
      { method: 'GET', path: '/api/v1/student/practice/today', as: 'student', expect: 200 },
    ],
  },
  FAMILIES_FOLDER,
  {
    name: 'Clearing up',
    description:
      "What the run made goes, the teacher's account last: a new password signs the student out, results, " +
      'the practice exam and the student are deleted, the class closes to newcomers and the teacher leaves.',
    steps: [
      { method: 'POST', path: '/api/v1/student/{studentId}/password', as: 'admin', expect: 200 },
      { method: 'DELETE', path: '/api/v1/result/{resultId}', as: 'admin', expect: 200 },
      { method: 'DELETE', path: '/api/v1/student/{studentId}/clear', as: 'admin', expect: 200 },
      { method: 'DELETE', path: '/api/v1/exam/{examId}/results', as: 'admin', expect: 200 },
      { method: 'DELETE', path: '/api/v1/exam/{examId}', as: 'admin', expect: 200 },
      { method: 'DELETE', path: '/api/v1/grading/{gradingId}', as: 'admin', expect: 200 },
      { method: 'DELETE', path: '/api/v1/admin/join-code', as: 'admin', expect: 200 },
      { method: 'DELETE', path: '/api/v1/student/{studentId}', as: 'admin', expect: 200 },
      { method: 'DELETE', path: '/api/v1/admin', as: 'admin', expect: 200 },
    ],
  },
  {
    name: 'Live updates',
    description:
      'A stream of what changes for the signed-in account. Runs stop before it; send it on its own.',
    steps: [
      {
        method: 'GET',
        path: '/api/v1/events',
        as: 'student',
        expect: 200,
        notInRuns:
          'It is a Server-Sent Events stream: it stays open until the client leaves, and a run waits for ' +
          'each response to end. Send it by hand once the first folder has signed in: Postman shows each ' +
          'event as it arrives, and Cancel ends the stream.',
      },
    ],
  },
];
