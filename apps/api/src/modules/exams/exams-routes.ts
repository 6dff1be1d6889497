import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/envelope.js';
import { accountOf, adminOf } from '../../plugins/app/authentication.js';
import { toAdminExam, toAdminExamListItem, toExam, toStudentExamListItem } from './exams-mappers.js';
import {
  changeExamResponses,
  CreateExamBodySchema,
  createExamResponses,
  deleteExamResponses,
  ExamIdParamsSchema,
  ListExamsQuerySchema,
  listExamsResponses,
  readExamResponses,
  UpdateExamBodySchema,
  updateExamResponses,
} from './exams-schemas.js';
import type { ExamsService } from './exams-service.js';

export const examsRoutes: FastifyPluginAsyncZod<{ exams: ExamsService }> = async (
  app,
  { exams: service },
) => {
  app.post(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin'] },
      preHandler: app.limitPerAccount({
        name: 'exam-generation',
        limit: app.config.accountRateLimits.examCreation,
      }),
      schema: {
        operationId: 'createExam',
        tags: ['Exam'],
        summary: 'Create an exam',
        description:
          'Creates an exam and generates its multiple-choice questions from the settings: ' +
          'distinct questions, exact divisions, no negative running totals, four distinct options with one ' +
          'correct. Settings that cannot give that many distinct questions → 400 saying how many exist. ' +
          'total_marks = total_questions × total_marks_per_question. opensAt and closesAt make a ' +
          'switched-on exam open and close by itself: is_active in every exam response is whether students ' +
          'may take it now. Either time with is_active false → 400; closesAt not after opensAt, or already ' +
          'past → 400.',
        body: CreateExamBodySchema,
        response: createExamResponses,
      },
    },
    async (request, reply) => {
      const exam = await service.create(adminOf(request), request.body);
      return reply.code(201).send(ok({ message: 'Exam Created Successfully', exam: toAdminExam(exam) }, 201));
    },
  );

  for (const [action, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    const message = isActive ? 'Exam Activated Successfully' : 'Exam Deactivated Successfully';
    app.patch(
      `/:examId/${action}`,
      {
        config: { access: ['admin'] },
        schema: {
          operationId: `${action}Exam`,
          tags: ['Exam'],
          summary: isActive ? 'Open an exam to students' : 'Close an exam to students',
          description: isActive
            ? 'Lets the exam’s students read its questions and submit results, from now: an opensAt still to ' +
              'come is cleared, and a closesAt already past; one still to come stays, as does the closesAt it ' +
              'had when it was closed, if still to come (closing and reopening keeps its due date). A test whose questions ' +
              'had their key shown (its results reviewed once closed, or a live round) → 409 until its ' +
              'questions are regenerated. Owner only: a student → 403, another admin’s exam → 404.'
            : 'Stops students from reading the exam’s questions and submitting results, from now: opensAt and ' +
              'closesAt are cleared (a closesAt still to come is kept for a reopening: …/activate or is_active ' +
              'true brings it back); results stay. An attempt still running can no longer save answers and is ' +
              'scored with those saved. Owner only.',
          params: ExamIdParamsSchema,
          response: changeExamResponses(message),
        },
      },
      async (request) => {
        const exam = await service.setActive(adminOf(request), request.params.examId, isActive);
        return ok({ message, exam: toAdminExam(exam) });
      },
    );
  }

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['admin', 'student'], showsResults: true },
      schema: {
        operationId: 'listExams',
        tags: ['Exam'],
        summary: 'List exams',
        description:
          'Admins: their own exams, newest first, with total_attended, highest_score and unique_students. ' +
          "Students: their admin's exams at their level that are not deleted, open and closed alike " +
          '(is_active tells which, by the switch and the opening times now; only open ones can be taken; ' +
          'none at all while the teacher has not confirmed the level), with created_by, totalAttempted, ' +
          'hasAttempted and another_try. Filters: title (part, any case), level, is_active, isSingleAttempt, type, and ' +
          'is_deleted (admins only). Never includes questions.',
        querystring: ListExamsQuerySchema,
        response: listExamsResponses,
      },
    },
    async (request) => {
      const list = await service.list(accountOf(request), request.query);
      return list.view === 'admin'
        ? okPage(list.rows.map(toAdminExamListItem), list.meta)
        : okPage(list.rows.map(toStudentExamListItem), list.meta);
    },
  );

  app.get(
    '/:examId',
    {
      config: { access: ['admin', 'student'] },
      schema: {
        operationId: 'getExam',
        tags: ['Exam'],
        summary: 'One exam',
        description:
          'The owner admin reads one of their exams (a deleted one too), with its generation settings and ' +
          'who took it (total_attended, highest_score, unique_students, as in the list); ' +
          'another admin’s → 404, as an unknown one. A student reads an exam of their teacher at their level, open or closed ' +
          '(another level → 403; another teacher’s or a deleted one → 404). Never includes questions.',
        params: ExamIdParamsSchema,
        response: readExamResponses,
      },
    },
    async (request) => {
      const read = await service.read(accountOf(request), request.params.examId);
      return ok(read.view === 'admin' ? toAdminExamListItem(read.exam) : toExam(read.exam));
    },
  );

  app.patch(
    '/:examId',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'updateExam',
        tags: ['Exam'],
        summary: 'Update an exam',
        description:
          'Changes title, duration, level, is_active, opensAt, closesAt or isSingleAttempt (other fields → ' +
          '400; regenerate questions with PATCH …/questions). is_active false closes the exam now and clears ' +
          'its times, keeping a closesAt still to come for a reopening (a time as well → 400); is_active true ' +
          'opens it now, as …/activate does, due by that kept closesAt if still to come; a time given switches ' +
          'it on, null removes it (closesAt null on a closed exam drops the kept due date); closesAt not ' +
          'after opensAt → 400. An exam with results, or a ' +
          'section of a grading, cannot switch between assessment and practice (409). Owner only.',
        params: ExamIdParamsSchema,
        body: UpdateExamBodySchema,
        response: updateExamResponses,
      },
    },
    async (request) => {
      const exam = await service.update(adminOf(request), request.params.examId, request.body);
      return ok({ message: 'Exam updated Successfully', exam: toAdminExam(exam) });
    },
  );

  app.delete(
    '/:examId',
    {
      config: { access: ['admin'] },
      schema: {
        operationId: 'deleteExam',
        tags: ['Exam'],
        summary: 'Delete an exam',
        description:
          'An exam with results is soft-deleted: hidden from students, kept with its results for the ' +
          'admin (list with is_deleted=true). One without results is removed with its questions. Owner only.',
        params: ExamIdParamsSchema,
        response: deleteExamResponses,
      },
    },
    async (request) => {
      const { permanently } = await service.remove(adminOf(request), request.params.examId);
      return ok({ message: 'Exam deleted Successfully', permanently });
    },
  );
};
