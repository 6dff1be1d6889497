import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../openapi-document';
import { createResolver } from '../resolve-reference';
import { describeSchemaType } from '../schema-type';

const resolve = createResolver({ openapi: '3.1.0', info: { title: 'Test', version: '1' } });
const typeOf = (schema: JsonSchema | undefined) => describeSchemaType(schema, resolve);

describe('describeSchemaType', () => {
  it('names each way an instant may be written', () => {
    const instant: JsonSchema = {
      type: 'string',
      anyOf: [
        { type: 'string', format: 'date' },
        { type: 'string', format: 'date-time' },
      ],
    };
    expect(typeOf(instant)).toBe('string (date) | string (date-time)');
  });

  it('names "true" | "false" a boolean', () => {
    expect(typeOf({ type: 'string', enum: ['true', 'false'] })).toBe('boolean');
    expect(typeOf({ type: 'boolean' })).toBe('boolean');
  });

  it('keeps numbers, other strings, enumerations, formats and arrays as they are', () => {
    expect(typeOf({ type: 'integer', minimum: 1 })).toBe('integer');
    expect(typeOf({ type: 'string', pattern: '^s[A-Za-z0-9_-]{10,64}$' })).toBe('string');
    expect(typeOf({ type: 'string', pattern: '^\\d+\\.\\d+$' })).toBe('string');
    expect(typeOf({ type: 'string', enum: ['pdf'] })).toBe('"pdf"');
    expect(typeOf({ type: 'string', format: 'date-time' })).toBe('string (date-time)');
    expect(typeOf({ type: 'array', items: { type: 'string', pattern: '^\\d+$' } })).toBe('string[]');
    expect(typeOf(undefined)).toBe('string');
  });
});
