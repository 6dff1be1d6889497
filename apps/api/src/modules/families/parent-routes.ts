import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/envelope.js';
import { limitReports, PDF_RESPONSE, sendPdf } from '../../lib/pdf-http.js';
import { profileChangeLimits } from '../../lib/profile-change-limits.js';
import { clientAddress } from '../../plugins/app/limits.js';
import { parentOf } from '../../plugins/app/authentication.js';
import { toGradeRecord } from '../grading/index.js';
import { toResultDetail } from '../results/index.js';
import type { ReportsService } from '../reports/index.js';
import { toSkillReport } from '../skills/index.js';
import { MOST_PARENTS, type FamiliesService } from './families-service.js';
import { toChild, toParent, toPracticeWeek, toTestDue } from './families-mappers.js';
import {
  ChildCertificateQuerySchema,
  ChildIdParamsSchema,
  childOverviewResponses,
  childrenResponses,
  deleteParentResponses,
  LinkChildBodySchema,
  linkChildResponses,
  parentProfileResponses,
  RegisterParentBodySchema,
  registerParentResponses,
  unlinkChildResponses,
  UpdateParentBodySchema,
  updateParentResponses,
  WeeklyReportQuerySchema,
} from './families-schemas.js';

const READ_ONLY =
  'Read-only, and only of a child linked to your account: any other id (another child, another ' +
  "school's, an unlinked one, one whose teacher unlinked you, a deleted child) → 403.";

/** The parent's account and their reads of their children, under /api/v1/parent (DESIGN §5.17). */
export const parentRoutes: FastifyPluginAsyncZod<{
  families: FamiliesService;
  reports: ReportsService;
}> = async (app, { families, reports }) => {
  app.post(
    '/register',
    {
      config: { rateLimit: { limit: app.config.registrationRateLimit } },
      schema: {
        operationId: 'registerParent',
        tags: ['Parent'],
        summary: 'Register a parent',
        description:
          'Creates a parent account, which reads the children linked to it with their family codes (POST ' +
          '/api/v1/parent/children) and nothing else. email is optional: only the weekly email needs it. ' +
          'language (en or hi; en when left out) is that of the parent’s screens and weekly report. ' +
          'Usernames and emails are unique among parents, ignoring case. Limited per client address: ' +
          'REGISTRATION_RATE_LIMIT_MAX per REGISTRATION_RATE_LIMIT_WINDOW (100 per 15 minutes), then 429.',
        body: RegisterParentBodySchema,
        response: registerParentResponses,
      },
    },
    async (request, reply) => {
      const parent = await families.register(request.body);
      return reply
        .code(201)
        .send(ok({ message: 'Parent Registration Successful', parent: toParent(parent) }, 201));
    },
  );

  app.get(
    '/me',
    {
      config: { access: ['parent'] },
      schema: {
        operationId: 'getParentProfile',
        tags: ['Parent'],
        summary: 'The signed-in parent',
        description: "Returns the signed-in parent's profile.",
        response: parentProfileResponses,
      },
    },
    async (request) => ok(toParent(await families.profile(parentOf(request)))),
  );

  app.patch(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['parent'] },
      ...profileChangeLimits(app),
      schema: {
        operationId: 'updateParentProfile',
        tags: ['Parent'],
        summary: "Update the signed-in parent's account",
        description:
          'Changes fullname, username, email or language. A new password also needs currentPassword, and ' +
          'signs out every session, this one included. Unknown fields or an empty body → 400.',
        body: UpdateParentBodySchema,
        response: updateParentResponses,
      },
    },
    async (request) => {
      const parent = await families.update(parentOf(request), request.body);
      return ok({ message: 'Parent updated Successfully', parent: toParent(parent) });
    },
  );

  app.delete(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      config: { access: ['parent'] },
      schema: {
        operationId: 'deleteParentAccount',
        tags: ['Parent'],
        summary: "Delete the signed-in parent's account",
        description:
          'Deletes the account permanently with its links to children and signs out all its sessions. The ' +
          "children's own data is their school's and stays.",
        response: deleteParentResponses,
      },
    },
    async (request) => {
      await families.remove(parentOf(request));
      return ok({ message: 'Parent deleted Successfully' });
    },
  );

  // A code that links no child is a guess: limited per account and per address, as passwords are.
  const guessesPerAccount = app.limitFailures({
    name: 'family-code-guesses',
    limit: app.config.loginRateLimit,
    key: (request) => `parent:${parentOf(request).publicId}`,
    counts: (statusCode) => statusCode === 404,
  });
  const guessesPerAddress = app.limitFailures({
    name: 'family-code-guesses-per-address',
    limit: app.config.loginFailureRateLimit,
    key: clientAddress,
    counts: (statusCode) => statusCode === 404,
  });

  app.post(
    '/children',
    {
      config: { access: ['parent'] },
      preHandler: [guessesPerAccount.preHandler, guessesPerAddress.preHandler],
      onSend: [guessesPerAccount.onSend, guessesPerAddress.onSend],
      schema: {
        operationId: 'linkChild',
        tags: ['Parent'],
        summary: 'Link a child with their family code',
        description:
          "Links the child whose family code (from their teacher's family slip) this is. A code that links " +
          'no child (mistyped, rotated or voided by the teacher, or of a child whose class closed) → 404; ' +
          `the child linked to you already, or with ${MOST_PARENTS} parents linked already → 409. Codes that link no ` +
          'child are limited like wrong passwords: LOGIN_RATE_LIMIT_MAX (10) per LOGIN_RATE_LIMIT_WINDOW per ' +
          'account and LOGIN_FAILURE_RATE_LIMIT_MAX (100) per client address, then 429 with Retry-After.',
        body: LinkChildBodySchema,
        response: linkChildResponses,
      },
    },
    async (request, reply) => {
      const child = await families.link(parentOf(request), request.body.family_code);
      return reply.code(201).send(ok({ message: 'Child linked Successfully', child: toChild(child) }, 201));
    },
  );

  app.get(
    '/children',
    {
      config: { access: ['parent'] },
      schema: {
        operationId: 'listChildren',
        tags: ['Parent'],
        summary: 'The children linked to you',
        description:
          'The children linked to your account, by name, with their class, level and school. A child ' +
          'who left the school, or whose class closed, is no longer listed.',
        response: childrenResponses,
      },
    },
    async (request) => ok((await families.children(parentOf(request))).map(toChild)),
  );

  app.get(
    '/children/:studentId',
    {
      config: { access: ['parent'] },
      schema: {
        operationId: 'getChildOverview',
        tags: ['Parent'],
        summary: "A child's week, results, formulas, grades and tests due",
        description:
          "What a parent reads of a linked child, as the child's own screens show it: this week's practice " +
          '(days done, streak, minutes), the 5 newest results under each exam’s review rule, the formulas ' +
          'of the child’s level and their mastery, the grades completed, and the open tests closing within ' +
          `7 days that the child has not taken. Reading it never starts the child's practice. ${READ_ONLY}`,
        params: ChildIdParamsSchema,
        response: childOverviewResponses,
      },
    },
    async (request) => {
      const overview = await families.child(parentOf(request), request.params.studentId);
      return ok({
        child: toChild(overview.child),
        practice: toPracticeWeek(overview.week),
        latest_results: overview.latest.map(toResultDetail),
        skills: overview.formulas.map(toSkillReport),
        grades: overview.grades.map(toGradeRecord),
        tests_due: overview.testsDue.map(toTestDue),
      });
    },
  );

  app.get(
    '/children/:studentId/certificate',
    {
      config: { access: ['parent'] },
      preHandler: limitReports(app, { alsoJson: false }),
      schema: {
        operationId: 'getChildCertificate',
        tags: ['Parent'],
        summary: "A child's certificate of a passed grade",
        description:
          'The A4 PDF certificate the child downloads of a grading they passed (GET ' +
          '/api/v1/grading/{gradingId}/certificate), in the parent’s language unless `lang` says otherwise. ' +
          `A grading of another school, or unknown → 404; not passed → 409. ${READ_ONLY}`,
        params: ChildIdParamsSchema,
        querystring: ChildCertificateQuerySchema,
        response: {
          200: { description: 'The certificate', ...PDF_RESPONSE },
          ...errorResponses(400, 401, 403, 404, 409, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const parent = parentOf(request);
      const child = await families.childAccount(parent, request.params.studentId);
      const locale = await families.reportLocale(parent, child.adminId, request.query);
      return sendPdf(
        request,
        reply,
        await reports.certificate(child, request.query.grading, undefined, locale),
      );
    },
  );

  app.get(
    '/children/:studentId/report',
    {
      config: { access: ['parent'] },
      preHandler: limitReports(app, { alsoJson: false }),
      schema: {
        operationId: 'getChildWeeklyReport',
        tags: ['Parent'],
        summary: "A child's weekly report",
        description:
          'A one-page A4 PDF of the child’s week, in the parent’s language unless `lang` says otherwise: ' +
          'each day practised or not, the days practised of the practice days, the streak and the minutes; ' +
          'the week’s results; the formulas of the child’s level by mastery; the tests due in the coming ' +
          `week. Reading it never starts the child's practice. ${READ_ONLY}`,
        params: ChildIdParamsSchema,
        querystring: WeeklyReportQuerySchema,
        response: {
          200: { description: 'The weekly report', ...PDF_RESPONSE },
          ...errorResponses(400, 401, 403, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const parent = parentOf(request);
      const { content, child, monday } = await families.weeklyReport(
        parent,
        request.params.studentId,
        request.query.week,
      );
      const locale = await families.reportLocale(parent, child.adminId, request.query);
      const ids = { studentId: child.publicId, adminId: child.adminId, week: monday };
      return sendPdf(request, reply, reports.weekly(content, ids, locale));
    },
  );

  app.delete(
    '/children/:studentId',
    {
      config: { access: ['parent'] },
      schema: {
        operationId: 'unlinkChild',
        tags: ['Parent'],
        summary: 'Unlink a child',
        description: `Ends your link to the child; their family code links them again. ${READ_ONLY}`,
        params: ChildIdParamsSchema,
        response: unlinkChildResponses,
      },
    },
    async (request) => {
      await families.unlink(parentOf(request), request.params.studentId);
      return ok({ message: 'Child unlinked Successfully' });
    },
  );
};
