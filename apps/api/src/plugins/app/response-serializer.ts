import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type ZodSchema = z.ZodType;

/** The zod schema of a response, however the route declared it (directly, or under `properties`). */
function zodSchemaOf(declared: unknown): ZodSchema {
  if (declared instanceof z.ZodType) return declared;
  const properties = (declared as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema must be a zod schema: ${JSON.stringify(declared)}`);
}

/**
 * What the response looks like on the wire, as the OpenAPI document publishes it: the JSON Schema of the
 * zod schema's output.
 */
export const jsonSchemaOf = (schema: ZodSchema) =>
  z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });

export class ResponseContractError extends Error {
  constructor(where: string, detail: string) {
    super(`The ${where} response breaks its declared schema: ${detail}`);
    this.name = 'ResponseContractError';
  }
}

/**
 * Responses written by serialisers compiled from their schemas (fast-json-stringify), not by validating
 * each object with zod and then `JSON.stringify`: the zod pass cost more than the rest of a list request.
 * A compiled serialiser trusts its input — it writes the declared fields and drops the others, but
 * coerces rather than refuses a wrong type — so `checkContract` (on in the tests) also encodes every
 * response with zod and refuses any whose JSON differs from the zod-checked one.
 */
export function compiledSerializerCompiler({
  checkContract,
}: {
  checkContract: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema: declared, method, url, httpStatus }) => {
    const schema = zodSchemaOf(declared);
    const serialize: (data: unknown) => string = fastJson(jsonSchemaOf(schema) as fastJson.AnySchema);
    if (!checkContract) return serialize;
    const where = `${method} ${url} ${httpStatus}`;
    return (data: unknown) => {
      const checked = z.safeEncode(schema, data);
      if (checked.error) throw new ResponseContractError(where, z.prettifyError(checked.error));
      const written = serialize(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(checked.data)))) {
        throw new ResponseContractError(where, `the compiled serialiser wrote ${written}`);
      }
      return written;
    };
  };
}
