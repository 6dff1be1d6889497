import type { JsonSchema, Reference } from './openapi-document';
import type { Resolve } from './resolve-reference';

/**
 * A short, human type for a parameter table: `string`, `integer`, `boolean`, `"pdf"`, `string[]`.
 * Query and path parameters arrive as text, so the API declares a flag as `"true" | "false"`; the table
 * names what the value means.
 */
export function describeSchemaType(input: JsonSchema | Reference | undefined, resolve: Resolve): string {
  if (!input) return 'string';
  const schema = resolve(input);
  if (isTextualBoolean(schema)) return 'boolean';
  if (schema.enum && schema.enum.length > 0)
    return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant) => describeSchemaType(variant, resolve)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return types
    .map((type) => {
      if (type === 'array') return `${describeSchemaType(schema.items, resolve)}[]`;
      return schema.format ? `${type} (${schema.format})` : type;
    })
    .join(' | ');
}

function isTextualBoolean(schema: JsonSchema): boolean {
  return schema.enum?.length === 2 && schema.enum.includes('true') && schema.enum.includes('false');
}
