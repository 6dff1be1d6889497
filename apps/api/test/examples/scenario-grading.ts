import type { ExampleClient } from './example-client.js';

/** Who and what the grading chapter of the story works with. */
export interface GradingCast {
  admin: string;
  student: string;
  ravi: string;
  practice: string;
  fridayTest: string;
}

/**
 * Meera grades the class: a kyu template's sections, and the Friday test as a grading Ravi passes with 6
 * of 10; one that takes 8 he has not passed, so it gives no certificate, and deleted it stays his history.
 */
export async function gradingChapter(
  api: ExampleClient,
  { admin, student, ravi, practice, fridayTest }: GradingCast,
) {
  const ofRavi = { token: admin, params: { studentId: ravi } };
  await api.call(200, { operationId: 'listGradingTemplates', token: admin });
  await api.call(201, {
    operationId: 'createGradingFromTemplate',
    token: admin,
    body: { template: 'zenshuren-9-kyu', level: 2, is_active: false },
  });
  const gradingOf = (passMarks: number) => ({
    title: 'Level 2 grading',
    grade: '10th kyu',
    level: 2,
    school: 'Sunrise Abacus Academy',
    passRule: 'every-section',
    sections: [{ exam_id: fridayTest, passMarks, title: 'Adding and taking away' }],
  });
  await api.call(400, {
    operationId: 'createGrading',
    token: admin,
    body: { ...gradingOf(6), sections: [{ exam_id: practice, passMarks: 6 }] },
  });
  const { grading } = await api.call<{ grading: { grading_id: string } }>(201, {
    operationId: 'createGrading',
    token: admin,
    body: gradingOf(6),
  });
  const ofGrading = { params: { gradingId: grading.grading_id } };
  await api.call(200, {
    operationId: 'listGradings',
    token: student,
    query: { page: '1', limit: '20' },
  });
  await api.call(200, { operationId: 'getGrading', token: student, ...ofGrading });
  await api.call(200, { operationId: 'getGradingResults', token: admin, ...ofGrading });
  await api.call(200, { operationId: 'getOwnGrades', token: student });
  await api.call(200, { operationId: 'getStudentGrades', ...ofRavi });
  await api.call(200, {
    operationId: 'getGradingCertificate',
    token: student,
    ...ofGrading,
    query: { lang: 'en', timeZone: 'Asia/Kolkata' },
  });
  const { grading: harder } = await api.call<{ grading: { grading_id: string } }>(201, {
    operationId: 'createGrading',
    token: admin,
    body: { ...gradingOf(8), title: 'Level 2 grading, second round' },
  });
  const ofHarder = { token: admin, params: { gradingId: harder.grading_id } };
  await api.call(409, {
    operationId: 'getGradingCertificate',
    ...ofHarder,
    query: { student: ravi },
  });
  await api.call(200, { operationId: 'deleteGrading', ...ofHarder });
  return { passedGrading: grading.grading_id };
}
