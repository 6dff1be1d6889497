import { serialize } from 'pg-protocol';
import { describe, expect, it } from 'vitest';
import { withNamesPrefixed } from '../../src/db/session-names.js';

const prefix = Buffer.from('7:');

describe('names of statements and portals kept to their connection', () => {
  it('prefixes every name a message gives, and the messages stay well formed', () => {
    const messages = Buffer.concat([
      serialize.parse({ name: 'list', text: 'select $1::int', types: [] }),
      serialize.bind({ portal: 'page', statement: 'list', values: ['1'] }),
      serialize.describe({ type: 'P', name: 'page' }),
      serialize.execute({ portal: 'page', rows: 10 }),
      serialize.close({ type: 'S', name: 'list' }),
      serialize.sync(),
    ]);

    expect(withNamesPrefixed(messages, prefix)).toEqual(
      Buffer.concat([
        serialize.parse({ name: '7:list', text: 'select $1::int', types: [] }),
        serialize.bind({ portal: '7:page', statement: '7:list', values: ['1'] }),
        serialize.describe({ type: 'P', name: '7:page' }),
        serialize.execute({ portal: '7:page', rows: 10 }),
        serialize.close({ type: 'S', name: '7:list' }),
        serialize.sync(),
      ]),
    );
  });

  it('prefixes only the names given: the unnamed statement and portal stay unnamed', () => {
    const mixed = Buffer.concat([
      serialize.bind({ portal: '', statement: 'list', values: ['1'] }),
      serialize.execute({ portal: '' }),
    ]);

    expect(withNamesPrefixed(mixed, prefix)).toEqual(
      Buffer.concat([
        serialize.bind({ portal: '', statement: '7:list', values: ['1'] }),
        serialize.execute({ portal: '' }),
      ]),
    );
  });

  it('hands back the very bytes when nothing is named', () => {
    const unnamed = Buffer.concat([
      serialize.parse({ text: 'select 1', types: [] }),
      serialize.bind({ values: [] }),
      serialize.describe({ type: 'P' }),
      serialize.execute(),
      serialize.sync(),
    ]);

    expect(withNamesPrefixed(unnamed, prefix)).toBe(unnamed);
  });
});
