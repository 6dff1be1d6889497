import { usernameSchema } from '@abacus/contract';
import { z } from 'zod';
import { errorResponses, successEnvelopeSchema } from '../../lib/envelope.js';

export const LoginBodySchema = z.strictObject({
  // As registration writes usernames: a name that could never have been registered is a 400, not a lookup.
  username: usernameSchema,
  password: z.string().min(1, 'is required').max(1024, 'is too long').meta({ example: 'correct-horse-42' }),
});

export const RefreshBodySchema = z.strictObject({
  refreshToken: z
    .string()
    .min(1, 'is required')
    .max(4096, 'is too long')
    .describe('The refresh token of the last login or refresh'),
});

const TokenPairSchema = z
  .object({
    message: z.string(),
    token: z.string().describe('Access token: send it as `Authorization: Bearer <token>`'),
    refreshToken: z.string().describe('Refresh token: spend it once at the token endpoint for a new pair'),
  })
  .meta({ id: 'TokenPair' });

const EXAMPLE_TOKENS = {
  token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJhY2Nlc3MiLCJyb2xlIjoic3R1ZGVudCJ9.sig',
  refreshToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJyZWZyZXNoIiwicm9sZSI6InN0dWRlbnQifQ.sig',
};

export const loginResponses = {
  200: successEnvelopeSchema(TokenPairSchema)
    .describe('Signed in: an access token and a refresh token')
    .meta({
      example: { success: true, statusCode: 200, data: { message: 'Login Successful', ...EXAMPLE_TOKENS } },
    }),
  ...errorResponses(400, 401, 415, 500),
};

export const refreshResponses = {
  200: successEnvelopeSchema(TokenPairSchema)
    .describe('A new access token and a new refresh token (the one sent is spent)')
    .meta({
      example: {
        success: true,
        statusCode: 200,
        data: { message: 'Token refreshed Successfully', ...EXAMPLE_TOKENS },
      },
    }),
  ...errorResponses(400, 401, 403, 415, 500),
};
