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
 * zod's metadata without the names (`.meta({ id })`) the OpenAPI document gives its component schemas:
 * named, a schema would be written as a `$ref` to a definition, which the unions below cannot see through.
 */
class MetadataWithoutNames extends z.core.$ZodRegistry<z.core.GlobalMeta> {
  override get<S extends z.core.$ZodType>(schema: S) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === undefined) return meta;
    const { id: _name, ...unnamed } = meta;
    return unnamed;
  }
}

const metadataWithoutNames = new MetadataWithoutNames();

/**
 * What the response looks like on the wire, as the OpenAPI document publishes it: the JSON Schema of the
 * zod schema's output, each part written where it is used.
 */
export const jsonSchemaOf = (schema: ZodSchema) =>
  z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    metadata: metadataWithoutNames,
  });

type JsonSchema = Record<string, unknown>;
const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `anyOf: [X, {type: 'null'}]`, zod's nullable, written as `type: [X's type, 'null']`: for `anyOf`
 * fast-json-stringify runs a validator on every value to choose the branch, for a list of types only a
 * `typeof`. (Its own `nullable: true` would do as well, but the validators it still runs for real unions
 * do not know that keyword.)
 */
function withNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullable);
  if (!isSchema(schema)) return schema;
  const branches: unknown = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const isNull = (branch: unknown) => isSchema(branch) && branch.type === 'null';
    const other: unknown = branches.find((branch) => !isNull(branch));
    if (branches.some(isNull) && isSchema(other) && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = schema;
      const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {};
      return withNullable({ ...rest, ...other, type: [other.type, 'null'], ...values });
    }
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNullable(value)]));
}

/**
 * `anyOf` of object schemas that agree on every property they share (a list one route serves to admins
 * and to students, say), written as one object schema with all their properties: for `anyOf`
 * fast-json-stringify validates every item against the branches to choose one, which cost more than
 * writing the list; one schema writes each item's own properties, the same JSON. None is required any
 * more, so an item lacking one of the other branch's properties is written without it.
 */
function withObjectUnionsMerged(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withObjectUnionsMerged);
  if (!isSchema(schema)) return schema;
  const merged = mergedObjects(schema.anyOf);
  if (merged) {
    const { anyOf: _anyOf, ...rest } = schema;
    return withObjectUnionsMerged({ ...rest, ...merged });
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withObjectUnionsMerged(value)]),
  );
}

function mergedObjects(branches: unknown): JsonSchema | undefined {
  if (!Array.isArray(branches) || branches.length < 2) return undefined;
  const properties: JsonSchema = {};
  for (const branch of branches) {
    if (!isSchema(branch) || branch.type !== 'object' || !isSchema(branch.properties)) return undefined;
    for (const [name, property] of Object.entries(branch.properties)) {
      if (name in properties && !isDeepStrictEqual(properties[name], property)) return undefined;
      properties[name] = property;
    }
  }
  return { type: 'object', properties };
}

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
    const serialize: (data: unknown) => string = fastJson(
      withObjectUnionsMerged(withNullable(jsonSchemaOf(schema))) as Parameters<typeof fastJson>[0],
    );
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
