import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, type SignedIn } from '../../helpers/accounts.js';
import { createExam } from '../../helpers/exams.js';
import { useAppCalls } from '../../helpers/app-calls.js';
import { expectError } from '../../helpers/envelope.js';

describe('student analytics (#5–#8): who may read them', () => {
  const { context, get } = useAppCalls();

  let owner: SignedIn;
  let pupil: SignedIn;
  let stranger: SignedIn;
  let examId: string;

  beforeAll(async () => {
    owner = await createAdmin(context.app);
    const other = await createAdmin(context.app);
    pupil = await createStudent(context.app, owner, { level: 2 });
    stranger = await createStudent(context.app, other, { level: 2 });
    examId = (await createExam(context.app, owner)).exam_id;
  });

  const adminUrls = (studentId: string) => [
    `/api/v1/student/${studentId}/exam/assessment/analytics`,
    `/api/v1/student/${studentId}/exam/practice/analytics`,
  ];
  const ownUrls = ['/api/v1/student/exam/assessment/analytics', '/api/v1/student/exam/practice/analytics'];

  it("hides another admin's student and unknown students (404)", async () => {
    for (const url of [...adminUrls(stranger.id), ...adminUrls('sUnknownStudent00')]) {
      expectError(await get(url, owner), 404, 'Student not found');
    }
  });

  it('refuses a malformed student id (400)', async () => {
    for (const url of [...adminUrls('x1'), ...adminUrls(examId)]) {
      const response = await get(url, owner);
      expectError(response, 400);
      expect(response.json().errors).toEqual([{ path: 'params.studentId', message: expect.any(String) }]);
    }
  });

  it('admits only the right role (403) and a token (401)', async () => {
    for (const url of ownUrls) {
      expectError(await get(url, owner), 403);
    }
    for (const url of adminUrls(pupil.id)) {
      expectError(await get(url, pupil), 403);
    }
    for (const url of [...ownUrls, ...adminUrls(pupil.id)]) {
      expectError(await get(url), 401);
    }
  });
});
