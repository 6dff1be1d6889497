import { usernameSchema } from '@abacus/contract';
import { z } from 'zod';
import { RENEWAL_KEY_LENGTH } from '../../domain/token-renewal.js';
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
  renewalKey: z
    .string()
    .min(RENEWAL_KEY_LENGTH.min, `must be at least ${RENEWAL_KEY_LENGTH.min} characters`)
    .max(RENEWAL_KEY_LENGTH.max, 'is too long')
    .optional()
    .describe(
      'A random value chosen for the renewal of this refresh token, sent again with every retry of it: ' +
        'a retry whose token was spent by this same renewal (its answer lost) gets a new pair instead of ' +
        'signing the session out',
    )
    .meta({ example: 'q3Vb0xZ1mC8rT5yK2nH7wA' }),
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
