import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../openapi-document';
import { createResolver } from '../resolve-reference';
import { describeSchemaType } from '../schema-type';

const resolve = createResolver({ openapi: '3.1.0', info: { title: 'Test', version: '1' } });
const typeOf = (schema: JsonSchema | undefined) => describeSchemaType(schema, resolve);

describe('describeSchemaType', () => {
  it('names a string of digits (a page number in a query string) an integer', () => {
    expect(typeOf({ type: 'string', pattern: '^\\d+$' })).toBe('integer');
    expect(typeOf({ type: 'string', pattern: '^-?[0-9]+$' })).toBe('integer');
    expect(typeOf({ type: 'integer', minimum: 1 })).toBe('integer');
  });

  it('names "true" | "false" a boolean', () => {
    expect(typeOf({ type: 'string', enum: ['true', 'false'] })).toBe('boolean');
    expect(typeOf({ type: 'boolean' })).toBe('boolean');
  });

  it('keeps other strings, enumerations, formats and arrays as they are', () => {
    expect(typeOf({ type: 'string', pattern: '^s[A-Za-z0-9_-]{10,64}$' })).toBe('string');
    expect(typeOf({ type: 'string', pattern: '^\\d+\\.\\d+$' })).toBe('string');
    expect(typeOf({ type: 'string', enum: ['pdf'] })).toBe('"pdf"');
    expect(typeOf({ type: 'string', format: 'date-time' })).toBe('string (date-time)');
    expect(typeOf({ type: 'array', items: { type: 'string', pattern: '^\\d+$' } })).toBe('integer[]');
    expect(typeOf(undefined)).toBe('string');
  });
});
