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

/**
 * zod's `override` for the JSON Schema of requests. zod documents what a request may send to a pipe as
 * what its first step accepts, so `cleanText().pipe(rules)` (trim, then check) would read as any string
 * at all: the pipe's checks on the text are stated too — its lengths, patterns and formats — or, for text
 * read as a number (`?page=2`), the number's type and bounds in place of the text's. The server checks
 * the trimmed text, so text with spaces around it passes where the document's rules alone would not.
 */
export function documentPipedRules({ zodSchema, jsonSchema }: OverrideContext) {
  const { def } = zodSchema._zod;
  if (def.type !== 'pipe') return;
  const { in: text, out: rules } = def as z.core.$ZodPipeDef;
  if (text._zod.def.type !== 'string') return;
  const ruled = requestJsonSchema(rules);
  const annotations = Object.entries(jsonSchema).filter(([keyword]) => ANNOTATIONS.has(keyword));
  // Text read as a number is checked as the number: its own pattern only says it is written in digits.
  const textChecks = isNumber(ruled)
    ? []
    : Object.entries(jsonSchema).filter(([keyword]) => !ANNOTATIONS.has(keyword));
  for (const keyword of Object.keys(jsonSchema)) delete jsonSchema[keyword];
  Object.assign(jsonSchema, ruled);
  addConditions(jsonSchema, Object.fromEntries(textChecks));
  Object.assign(jsonSchema, Object.fromEntries(annotations));
}
