import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentTransforms } from '../../openapi/document-transforms.js';
import { RECORDED_EXAMPLES } from '../../openapi/recorded-examples.js';

/** The tags of the OpenAPI document, in the order the documentation site groups them. */
export const OPENAPI_TAGS = [
  { name: 'Student', description: 'Student accounts, profiles and analytics' },
  { name: 'Admin', description: 'Admin (teacher) accounts' },
  { name: 'Exam', description: 'Creating, publishing and reviewing exams' },
  { name: 'Questions', description: 'Generated multiple-choice questions of an exam' },
  { name: 'Result', description: 'Submitting and reading results' },
  { name: 'Attempt', description: 'Taking an exam timed and graded by the server' },
  { name: 'Analytics', description: "Performance across an admin's classes" },
  {
    name: 'Grading',
    description: 'Grading examinations: sections, pass marks, grade history and certificates',
  },
  {
    name: 'Rounds',
    description: 'Live rounds: questions on the projector, answers against the clock, a leaderboard',
  },
  { name: 'Events', description: 'Live updates: what changed for the signed-in account' },
  {
    name: 'Parent',
    description: 'Parent accounts: linking children with family codes and reading their week, read-only',
  },
  { name: 'Health', description: 'Server and database health' },
] as const;

export interface SwaggerOptions {
  version: string;
}

/** OpenAPI 3.1, generated from the routes' zod schemas. */
async function swaggerPlugin(app: FastifyInstance, { version }: SwaggerOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Abacus Exam Platform API',
        version,
        description:
          'Admins (teachers) create abacus, mental-math and arithmetic exams with generated multiple-choice ' +
          'questions; students take them and read their results and analytics. Every response uses the ' +
          'envelope `{ success, statusCode, data }`; errors add `message` (and `errors` for validation). ' +
          'Text fields are trimmed before their rules apply (spaces around a value are ignored), and no ' +
          'text may contain a NUL character.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // The document is served by the API it describes, and paths start at its root: no host is named,
      // since one server knows none but the address it was reached at.
      servers: [{ url: '/', description: 'The server this document was read from' }],
      tags: [...OPENAPI_TAGS],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token from a login or token call: `Authorization: Bearer <token>`',
          },
        },
      },
    },
    ...documentTransforms(RECORDED_EXAMPLES),
  });
}

export default fp(swaggerPlugin, { name: 'swagger' });
