import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.BaseSchema;

interface OverrideContext {
  zodSchema: z.core.$ZodType;
  jsonSchema: JsonSchema;
}

/** Keywords that describe a value rather than constrain it: the field's own win over its rules'. */
const ANNOTATIONS = new Set(['description', 'example', 'examples', 'default', 'title']);

/** What a request may send to `schema`, as JSON Schema, with the rules of its pipes stated as below. */
function requestJsonSchema(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: documentPipedRules,
  });
  return json;
}

/** Adds `rules` to `schema` as further conditions; a keyword `schema` already has otherwise goes in `allOf`. */
function addConditions(schema: JsonSchema, rules: JsonSchema) {
  for (const [keyword, value] of Object.entries(rules)) {
    if (!(keyword in schema)) schema[keyword] = value;
    else if (!ANNOTATIONS.has(keyword) && !isDeepStrictEqual(schema[keyword], value)) {
      schema.allOf = [...(schema.allOf ?? []), { [keyword]: value }];
    }
  }
}

const isNumber = (schema: JsonSchema) => schema.type === 'number' || schema.type === 'integer';

/** Splits a schema's keywords into what it says of a value and what a value must be. */
function annotationsAndConditions(schema: JsonSchema): [JsonSchema, JsonSchema] {
  const entries = Object.entries(schema);
  return [
    Object.fromEntries(entries.filter(([keyword]) => ANNOTATIONS.has(keyword))),
    Object.fromEntries(entries.filter(([keyword]) => !ANNOTATIONS.has(keyword))),
  ];
}

function replaceWith(schema: JsonSchema, ...parts: JsonSchema[]) {
  for (const keyword of Object.keys(schema)) delete schema[keyword];
  Object.assign(schema, ...parts);
}

/**
 * zod's `override` for the JSON Schema of requests. zod documents what a request may send to a pipe as
 * what its first step accepts, which loses what the pipe checks after it:
 * - `cleanText().pipe(rules)` (trim, then check) would read as any string at all: the rules the trimmed
 *   text must pass are stated too — its lengths, patterns and formats — or, for text read as a number
 *   (`?page=2`), the number's type and bounds in place of the text's digits. The server checks the
 *   trimmed text, so text with spaces around it passes where the document's rules alone would not.
 * - a transform that goes first (`blankAsNull`'s blank → null) is invisible to zod: what the transform's
 *   own `meta` says it takes is offered beside what the rest of the pipe accepts.
 */
export function documentPipedRules({ zodSchema, jsonSchema }: OverrideContext) {
  const { def } = zodSchema._zod;
  if (def.type !== 'pipe') return;
  const { in: first, out: rules } = def as z.core.$ZodPipeDef;
  const [annotations, conditions] = annotationsAndConditions(jsonSchema);
  if (first._zod.def.type === 'transform') {
    const taken = requestJsonSchema(first);
    if (Object.keys(taken).length === 0) return;
    const alternatives =
      Object.keys(conditions).length === 1 && conditions.anyOf ? conditions.anyOf : [conditions];
    replaceWith(jsonSchema, { anyOf: [taken, ...alternatives] }, annotations);
    return;
  }
  if (first._zod.def.type !== 'string') return;
  const ruled = requestJsonSchema(rules);
  replaceWith(jsonSchema, ruled);
  if (!isNumber(ruled)) addConditions(jsonSchema, conditions);
  Object.assign(jsonSchema, annotations);
}
