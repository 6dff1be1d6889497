import type { JsonSchema, Reference } from './openapi-document';
import type { Resolve } from './resolve-reference';

/** Deeper than any real payload; stops a self-referencing schema from recursing forever. */
const MAX_DEPTH = 12;

/**
 * An example value for a schema: the schema's own `example` when it has one (the API attaches them to
 * its response schemas and to some request bodies), otherwise one assembled from its parts. Properties
 * the schema requires get a value by type when no example is given; optional ones appear only when the
 * document gives an example for them, so the JSON shows what a client would really send.
 */
export function exampleFromSchema(schema: JsonSchema | Reference, resolve: Resolve): unknown {
  return build(schema, resolve, { required: true, name: undefined, depth: 0 });
}

interface Context {
  /** Whether a value must be produced even when the document gives none. */
  required: boolean;
  /** The property this schema describes, for a readable placeholder. */
  name: string | undefined;
  depth: number;
}

function build(input: JsonSchema | Reference, resolve: Resolve, context: Context): unknown {
  const schema = resolve(input);
  const documented = documentedValue(schema);
  if (documented.found) return documented.value;
  if (context.depth > MAX_DEPTH) return undefined;
  const next = { ...context, depth: context.depth + 1 };

  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const nonNull = variants.filter((variant) => resolve(variant).type !== 'null');
    const first = nonNull[0] ?? variants[0];
    return first ? build(first, resolve, next) : undefined;
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => build(part, resolve, next));
    return parts.every(isPlainObject)
      ? Object.assign({}, ...parts)
      : parts.find((part) => part !== undefined);
  }

  const type = primaryType(schema);
  if (type === 'object' || (type === undefined && schema.properties)) {
    return objectExample(schema, resolve, next);
  }
  if (type === 'array') {
    if (!schema.items) return context.required ? [] : undefined;
    const item = build(schema.items, resolve, { ...next, required: context.required });
    if (item === undefined) return context.required ? [] : undefined;
    return [item];
  }
  return context.required ? placeholder(type, schema, context.name) : undefined;
}

function objectExample(
  schema: JsonSchema,
  resolve: Resolve,
  context: Context,
): Record<string, unknown> | undefined {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const value = build(property, resolve, { ...context, required: required.has(name), name });
    return value === undefined ? [] : [[name, value] as const];
  });
  if (entries.length === 0 && !context.required) return undefined;
  return Object.fromEntries(entries);
}

function documentedValue(schema: JsonSchema): { found: true; value: unknown } | { found: false } {
  if ('example' in schema) return { found: true, value: schema.example };
  if (schema.examples && schema.examples.length > 0) return { found: true, value: schema.examples[0] };
  if ('const' in schema) return { found: true, value: schema.const };
  if ('default' in schema) return { found: true, value: schema.default };
  if (schema.enum && schema.enum.length > 0) return { found: true, value: schema.enum[0] };
  return { found: false };
}

function primaryType(schema: JsonSchema): string | undefined {
  if (!Array.isArray(schema.type)) return schema.type;
  return schema.type.find((type) => type !== 'null') ?? schema.type[0];
}

function placeholder(type: string | undefined, schema: JsonSchema, name: string | undefined): unknown {
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return name ? `<${name}>` : `<${schema.format ?? 'string'}>`;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
