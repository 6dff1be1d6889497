import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compiledSerializerCompiler,
  ResponseContractError,
} from '../../src/plugins/app/response-serializer.js';

const Exam = z.object({
  exam_id: z.string(),
  total_marks: z.number().int(),
  flash: z.object({ intervalMs: z.number().int() }).nullable(),
  deletedAt: z.iso.datetime().nullable(),
  method: z.enum(['direct', 'friends']).nullable(),
});

/** A union, which fast-json-stringify resolves by validating each branch. */
const Listed = z.union([
  Exam.extend({ total_attended: z.number() }),
  Exam.extend({ created_by: z.string() }),
]);

const compile = (checkContract: boolean) =>
  compiledSerializerCompiler({ checkContract })({
    schema: Exam,
    method: 'GET',
    url: '/api/v1/exam/:examId',
    httpStatus: '200',
  }) as (data: unknown) => string;

const exam = {
  exam_id: 'e_1',
  total_marks: 10,
  flash: { intervalMs: 800 },
  deletedAt: null,
  method: null,
};

describe('responses written from their schemas', () => {
  it('write what JSON.stringify writes, without the fields the schema does not declare', () => {
    for (const checkContract of [false, true]) {
      const serialize = compile(checkContract);
      expect(JSON.parse(serialize({ ...exam, internalId: 42 }))).toEqual(exam);
      expect(JSON.parse(serialize({ ...exam, flash: null }))).toEqual({ ...exam, flash: null });
    }
  });

  it('choose the branch of a union whose nullable fields hold null', () => {
    const serialize = compiledSerializerCompiler({ checkContract: true })({
      schema: Listed,
      method: 'GET',
      url: '/api/v1/exam',
      httpStatus: '200',
    }) as (data: unknown) => string;
    const listed = { ...exam, flash: null, method: null, created_by: 'Meera' };
    expect(JSON.parse(serialize(listed))).toEqual(listed);
  });

  it('write each item of a list of two kinds with its own fields, and none of the other kind', () => {
    const serialize = compiledSerializerCompiler({ checkContract: false })({
      schema: z.array(Listed),
      method: 'GET',
      url: '/api/v1/exam',
      httpStatus: '200',
    }) as (data: unknown) => string;
    const items = [
      { ...exam, total_attended: 3 },
      { ...exam, flash: null, created_by: 'Meera' },
    ];
    expect(JSON.parse(serialize(items))).toEqual(items);
  });

  it('refuse, when the contract is checked, what the compiled serialiser alone would coerce', () => {
    const wrong = { ...exam, total_marks: '10' };
    expect(JSON.parse(compile(false)(wrong))).toMatchObject({ total_marks: 10 });
    expect(() => compile(true)(wrong)).toThrow(ResponseContractError);
    expect(() => compile(true)({ ...exam, deletedAt: 'yesterday' })).toThrow(/deletedAt/);
  });
});
