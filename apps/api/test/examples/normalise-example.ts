import { PUBLIC_ID_PREFIX } from '../../src/lib/public-id.js';
import type { RecordedExamples } from '../../src/openapi/recorded-examples.js';

// What differs from one run of the same story to the next: tokens, times, random ids, join, family and round codes.
const TOKEN = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g;
const PUBLIC_ID = new RegExp(
  `(?<![\\w-])[${Object.values(PUBLIC_ID_PREFIX).join('')}][\\w-]{16}(?![\\w-])`,
  'g',
);
const CODE_KEYS = new Set(['join_code', 'code', 'family_code']);

function normaliseValue(value: unknown, varies: ReadonlySet<string>, key?: string): unknown {
  if (key !== undefined && varies.has(key)) return '<varies>';
  if (typeof value === 'string') {
    if (key !== undefined && CODE_KEYS.has(key)) return '<code>';
    return value.replace(TOKEN, '<token>').replace(INSTANT, '<time>').replace(PUBLIC_ID, '<id>');
  }
  if (Array.isArray(value)) return value.map((item) => normaliseValue(item, varies));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, normaliseValue(item, varies, name)]),
    );
  }
  return value;
}

/** The examples with what changes between runs replaced by placeholders, so two runs compare equal. */
export function normaliseExamples(examples: RecordedExamples): RecordedExamples {
  return Object.fromEntries(
    Object.entries(examples).map(([operationId, example]) => {
      const varies = new Set(example.varies ?? []);
      return [operationId, normaliseValue(example, varies) as RecordedExamples[string]];
    }),
  );
}
