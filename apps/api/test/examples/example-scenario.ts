import type { ExampleClient } from './example-client.js';
import {
  ANIKA,
  CLASS_LIST,
  FIVE_ANSWERS,
  FRIDAY_TEST,
  justNow,
  keyOf,
  MEERA,
  otherThan,
  PRACTICE,
  RAVI,
  SHUFFLED,
  type Tokens,
} from './scenario-cast.js';
import { familyChapter } from './scenario-family.js';
import { gradingChapter } from './scenario-grading.js';
import { liveRoundChapter } from './scenario-live-round.js';

/**
 * One school's story, told through every endpoint: Meera registers as a teacher and signs in, Ravi
 * joins her class with its code, Anika is added by her, exams are made, taken and analysed. The
 * documentation's examples are what these requests got from a real server, so the people, ids and
 * figures agree from page to page.
 */

/** Access tokens of a teacher and a student still signed in when the story is told. */
export interface ScenarioPeople {
  admin: string;
  student: string;
  parent: string;
}

/**
 * Runs the story up to its last pages; returns the people still signed in (for the error probes that
 * follow) and `finish()`, which tells the end: deletions, down to Meera closing her account.
 */
export async function exampleScenario(api: ExampleClient) {
  await api.call(200, { operationId: 'getHealth', varies: ['responseTime', 'uptime'] });

  // Meera becomes a teacher; a second registration with her username is refused.
  await api.call(201, { operationId: 'registerAdmin', body: MEERA });
  await api.call(409, { operationId: 'registerAdmin', body: { ...MEERA, email: 'meera.s@school.example' } });
  await api.call(401, {
    operationId: 'adminLogin',
    body: { username: MEERA.username, password: 'not-my-password' },
  });
  const firstAdminLogin = await api.call<Tokens>(200, {
    operationId: 'adminLogin',
    body: { username: MEERA.username, password: MEERA.password },
  });
  const admin = await api.call<Tokens>(200, {
    operationId: 'refreshAdminToken',
    body: { refreshToken: firstAdminLogin.refreshToken },
  });
  await api.call(401, { operationId: 'refreshAdminToken', body: { refreshToken: 'not-a-refresh-token' } });
  await api.call(200, { operationId: 'getAdminProfile', token: admin.token });
  await api.call(200, {
    operationId: 'updateAdminProfile',
    token: admin.token,
    body: { fullname: 'Meera R. Sharma' },
  });
  const { join_code: joinCode } = await api.call<{ join_code: string }>(200, {
    operationId: 'changeJoinCode',
    token: admin.token,
  });
  await api.call(200, {
    operationId: 'getJoinSlips',
    token: admin.token,
    query: { count: '12', from: 'Sunrise Abacus Academy' },
  });

  // Ravi joins with the class code; Meera adds Anika herself.
  await api.call(400, {
    operationId: 'registerStudent',
    body: { ...RAVI, email: 'not-an-email', join_code: joinCode },
  });
  const { student: ravi } = await api.call<{ student: { student_id: string } }>(201, {
    operationId: 'registerStudent',
    body: { ...RAVI, join_code: joinCode },
  });
  const { student: anika } = await api.call<{ student: { student_id: string } }>(201, {
    operationId: 'registerStudent',
    token: admin.token,
    body: ANIKA,
  });
  // Her level 3 group comes from a spreadsheet: a list naming Anika again is refused whole, then put right.
  await api.call(409, {
    operationId: 'importStudents',
    token: admin.token,
    body: { students: [CLASS_LIST[0], { ...CLASS_LIST[1], username: ANIKA.username }] },
  });
  await api.call(201, { operationId: 'importStudents', token: admin.token, body: { students: CLASS_LIST } });
  await api.call(401, {
    operationId: 'studentLogin',
    body: { username: RAVI.username, password: 'not-my-password' },
  });
  const firstStudentLogin = await api.call<Tokens>(200, {
    operationId: 'studentLogin',
    body: { username: RAVI.username, password: RAVI.password },
  });
  const student = await api.call<Tokens>(200, {
    operationId: 'refreshStudentToken',
    body: { refreshToken: firstStudentLogin.refreshToken },
  });
  await api.call(200, { operationId: 'getStudentProfile', token: student.token });
  await api.call(200, { operationId: 'updateStudentProfile', token: student.token, body: { sclass: 5 } });
  await api.call(200, {
    operationId: 'listStudents',
    token: admin.token,
    query: { level: '2', page: '1', limit: '20' },
  });
  await api.call(200, {
    operationId: 'updateStudent',
    token: admin.token,
    params: { studentId: anika.student_id },
    body: { fullname: 'Anika S. Rao' },
  });
  // Ravi picked his level as he joined: until Meera confirms it, he sees no exam.
  await api.call(200, {
    operationId: 'updateStudent',
    token: admin.token,
    params: { studentId: ravi.student_id },
    body: { level_confirmed: true },
  });
  await api.call(200, {
    operationId: 'setStudentPassword',
    token: admin.token,
    params: { studentId: anika.student_id },
    body: { password: 'purple-kite-58' },
  });
  const anikaTokens = await api.call<Tokens>(200, {
    operationId: 'studentLogin',
    body: { username: ANIKA.username, password: 'purple-kite-58' },
  });

  // Two exams: a practice drill and the Friday test. Settings that cannot give the questions are refused.
  const { exam: practice } = await api.call<{ exam: { exam_id: string } }>(201, {
    operationId: 'createExam',
    token: admin.token,
    body: PRACTICE,
  });
  await api.call(400, {
    operationId: 'createExam',
    token: admin.token,
    body: { ...PRACTICE, minNumber: 1, maxNumber: 2, maxTerms: 2, operators: ['+'], total_questions: 50 },
  });
  const { exam: fridayTest } = await api.call<{ exam: { exam_id: string } }>(201, {
    operationId: 'createExam',
    token: admin.token,
    body: FRIDAY_TEST,
  });
  await api.call(200, {
    operationId: 'listExams',
    token: admin.token,
    query: { level: '2', page: '1', limit: '20' },
  });
  await api.call(200, {
    operationId: 'getExamQuestions',
    token: admin.token,
    params: { examId: practice.exam_id },
  });
  await api.call(200, {
    operationId: 'regenerateExamQuestions',
    token: admin.token,
    params: { examId: practice.exam_id },
    body: { maxTerms: 4, maxNumber: 50, seed: 20_261_122 },
  });
  await api.call(200, {
    operationId: 'updateExam',
    token: admin.token,
    params: { examId: practice.exam_id },
    body: { title: 'Level 2 practice: four numbers', duration: 20 },
  });
  await api.call(200, {
    operationId: 'deactivateExam',
    token: admin.token,
    params: { examId: fridayTest.exam_id },
  });
  await api.call(200, {
    operationId: 'activateExam',
    token: admin.token,
    params: { examId: fridayTest.exam_id },
  });
  await api.call(200, {
    operationId: 'getExamWorksheet',
    token: admin.token,
    params: { examId: practice.exam_id },
    query: { format: 'pdf' },
  });

  // Ravi practises and sits the Friday test; Anika practises.
  await api.call(400, {
    operationId: 'submitResult',
    token: student.token,
    body: { exam: practice.exam_id, time_taken: 4.5, date_completed: justNow(), answers: ['a', 'b'] },
  });
  const { result: raviPractice } = await api.call<{ result: { result_id: string } }>(201, {
    operationId: 'submitResult',
    token: student.token,
    body: { exam: practice.exam_id, time_taken: 4.5, date_completed: justNow(), answers: FIVE_ANSWERS },
  });
  // The Friday test is taken through an attempt: Ravi's questions are his own, shuffled, so the answers
  // he gives are read off his attempt's key (right, right, wrong, right, skipped), for the same score
  // every run.
  await api.call(409, {
    operationId: 'submitResult',
    token: student.token,
    body: { exam: fridayTest.exam_id, time_taken: 9.25, date_completed: justNow(), answers: FIVE_ANSWERS },
  });
  const { attempt: raviTest } = await api.call<{ attempt: { attempt_id: string } }>(201, {
    operationId: 'startAttempt',
    token: student.token,
    params: { examId: fridayTest.exam_id },
    varies: SHUFFLED,
  });
  const raviKey = await keyOf(api, admin.token, raviTest.attempt_id);
  await api.call(201, {
    operationId: 'submitAttempt',
    token: student.token,
    params: { attemptId: raviTest.attempt_id },
    body: { answers: [raviKey[0], raviKey[1], otherThan(raviKey[2]!), raviKey[3], null] },
    varies: [...SHUFFLED, 'time_taken', 'timeUtilizationPercentage'],
  });
  await api.call(409, {
    operationId: 'startAttempt',
    token: student.token,
    params: { examId: fridayTest.exam_id },
  });
  const { result: anikaPractice } = await api.call<{ result: { result_id: string } }>(201, {
    operationId: 'submitResult',
    token: anikaTokens.token,
    body: {
      exam: practice.exam_id,
      time_taken: 6,
      date_completed: justNow(),
      answers: ['c', 'c', 'b', 'a', 'd'],
    },
  });

  // What Ravi sees of his work.
  await api.call(200, {
    operationId: 'listResults',
    token: student.token,
    query: { page: '1', limit: '20' },
    varies: SHUFFLED,
  });
  await api.call(200, {
    operationId: 'getResult',
    token: student.token,
    params: { resultId: raviPractice.result_id },
  });
  await api.call(200, { operationId: 'getOwnAssessmentAnalytics', token: student.token });
  await api.call(200, { operationId: 'getOwnPracticeAnalytics', token: student.token });
  // Which formulas the questions used depends on the questions drawn.
  await api.call(200, { operationId: 'getOwnSkills', token: student.token, varies: ['skills'] });
  // Today's practice is chosen from those formulas, is of the day it is read on and open until it ends.
  await api.call(200, {
    operationId: 'getTodaysPractice',
    token: student.token,
    varies: [...SHUFFLED, 'day', 'counts_today', 'duration'],
  });

  // What Meera sees of her class.
  const exam = (examId: string) => ({ token: admin.token, params: { examId } });
  await api.call(200, { operationId: 'listExamResults', ...exam(practice.exam_id) });
  await api.call(200, { operationId: 'listExamStudents', ...exam(fridayTest.exam_id) });
  await api.call(200, {
    operationId: 'listExamStudentResults',
    token: admin.token,
    params: { examId: practice.exam_id, studentId: ravi.student_id },
  });
  await api.call(200, { operationId: 'getPracticeExamAnalytics', ...exam(practice.exam_id) });
  await api.call(200, { operationId: 'getAssessmentExamAnalytics', ...exam(fridayTest.exam_id) });
  await api.call(200, { operationId: 'getExamItemAnalysis', ...exam(practice.exam_id) });
  const ofRavi = { token: admin.token, params: { studentId: ravi.student_id } };
  await api.call(200, { operationId: 'getStudentAssessmentAnalytics', ...ofRavi });
  await api.call(200, { operationId: 'getStudentPracticeAnalytics', ...ofRavi });
  await api.call(200, { operationId: 'getStudentSkills', ...ofRavi, varies: ['skills'] });
  await api.call(200, { operationId: 'getLevelAnalytics', token: admin.token });
  await api.call(200, { operationId: 'getPracticeSettings', token: admin.token });
  await api.call(200, {
    operationId: 'updatePracticeSettings',
    token: admin.token,
    body: {
      daily_goal: 12,
      practice_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      time_zone: 'Asia/Kolkata',
    },
  });
  await api.call(200, {
    operationId: 'getClassSkillMap',
    token: admin.token,
    query: { level: '2' },
    varies: ['skills', 'mastered'],
  });
  await api.call(200, { operationId: 'getExam', ...exam(fridayTest.exam_id) });
  await api.call(200, { operationId: 'getStudent', ...ofRavi });
  const { passedGrading } = await gradingChapter(api, {
    admin: admin.token,
    student: student.token,
    ravi: ravi.student_id,
    practice: practice.exam_id,
    fridayTest: fridayTest.exam_id,
  });
  await liveRoundChapter(api, {
    admin: admin.token,
    student: student.token,
    anika: anikaTokens.token,
    practice: practice.exam_id,
  });
  const family = await familyChapter(api, { admin: admin.token, ravi: ravi.student_id, passedGrading });
  // Anika missed the Friday test: there is nothing to take again. Ravi may try it once more.
  const retake = (studentId: string) => ({
    operationId: 'allowRetake',
    token: admin.token,
    params: { examId: fridayTest.exam_id, studentId },
  });
  await api.call(409, retake(anika.student_id));
  await api.call(200, retake(ravi.student_id));

  // Anika takes the practice exam in the app: timed by the server, saved as she goes.
  const byAnika = { token: anikaTokens.token };
  const { attempt } = await api.call<{ attempt: { attempt_id: string } }>(201, {
    operationId: 'startAttempt',
    ...byAnika,
    params: { examId: practice.exam_id },
    varies: SHUFFLED,
  });
  await api.call(200, {
    operationId: 'startAttempt',
    ...byAnika,
    params: { examId: practice.exam_id },
    varies: SHUFFLED,
  });
  const ofAttempt = { ...byAnika, params: { attemptId: attempt.attempt_id } };
  await api.call(200, { operationId: 'getAttempt', ...ofAttempt, varies: SHUFFLED });
  const anikaKey = await keyOf(api, admin.token, attempt.attempt_id);
  await api.call(200, {
    operationId: 'saveAttemptAnswers',
    ...ofAttempt,
    body: { answers: ['b', null, 'a', null, null] },
  });
  await api.call(201, {
    operationId: 'submitAttempt',
    ...ofAttempt,
    body: { answers: [anikaKey[0], otherThan(anikaKey[1]!), anikaKey[2], anikaKey[3], null] },
    varies: [...SHUFFLED, 'time_taken', 'timeUtilizationPercentage'],
  });
  await api.call(409, { operationId: 'saveAttemptAnswers', ...ofAttempt, body: { answers: FIVE_ANSWERS } });

  // Ravi's screen listens for what changes for him (read here only as far as its headers).
  await api.call(200, { operationId: 'streamEvents', token: student.token, stream: true });

  const people: ScenarioPeople = { admin: admin.token, student: student.token, parent: family.parent };
  const finish = async () => {
    await family.finish();
    // Meera tidies up: a result, Anika's results, the practice exam's results, then the exam and Anika.
    await api.call(200, {
      operationId: 'deleteResult',
      token: admin.token,
      params: { resultId: anikaPractice.result_id },
    });
    await api.call(200, {
      operationId: 'clearStudentResults',
      token: admin.token,
      params: { studentId: anika.student_id },
    });
    await api.call(200, { operationId: 'deleteExamResults', ...exam(practice.exam_id) });
    await api.call(200, { operationId: 'deleteExam', ...exam(practice.exam_id) });
    await api.call(200, {
      operationId: 'deleteStudent',
      token: admin.token,
      params: { studentId: anika.student_id },
    });
    await api.call(200, { operationId: 'turnOffJoinCode', token: admin.token });
    await api.call(409, { operationId: 'getJoinSlips', token: admin.token });
    await api.call(200, { operationId: 'deleteAdminAccount', token: admin.token });
  };
  return { people, finish };
}
