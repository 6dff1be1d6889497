import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Above this many parameters a query is a one-off (a batch insert of an exam's questions, an item
 * analysis over every question): each length would be a statement of its own, prepared for nothing.
 */
const MAX_REUSED_PARAMETERS = 32;

/**
 * `plan_cache_mode` for connections of this client: a prepared statement is still planned for each
 * execution, with its parameters and the tables as they are then. PostgreSQL would otherwise settle on a
 * generic plan after five executions — made while the results table was nearly empty, it kept the
 * students' exam list at a fifth of its speed once 20 000 results had come (`npm run bench:api`, growth).
 * What reuse saves is the rest: the statement is parsed, analysed and sent once.
 */
export const PLAN_EVERY_EXECUTION = 'force_custom_plan';

const names = new Map<string, string>();

/** Alike for alike texts only, as node-postgres requires of a statement's name on one connection. */
function statementNameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

/** A query given as `{ text, … }` without a name of its own (not a query object such as a cursor). */
function isUnnamedText(config: unknown): config is pg.QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name, submit } = config as { text?: unknown; name?: unknown; submit?: unknown };
  return typeof text === 'string' && !name && submit === undefined;
}

/**
 * A node-postgres client that prepares each parameterised query once per connection and then only binds
 * and executes it: the database parses and plans the API's queries once, not on every request. The
 * queries are the ones Drizzle builds, so their texts are few, and the same for every request.
 */
export class StatementReusingClient extends pg.Client {}

// Assigned rather than declared as an override, which would have to repeat the dozen overloads of
// node-postgres' typings.
StatementReusingClient.prototype.query = function (
  this: pg.Client,
  config: unknown,
  values?: unknown,
  ...rest: unknown[]
) {
  const reused =
    isUnnamedText(config) &&
    Array.isArray(values) &&
    values.length > 0 &&
    values.length <= MAX_REUSED_PARAMETERS;
  return (pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown).call(
    this,
    reused ? { ...config, name: statementNameOf(config.text) } : config,
    values,
    ...rest,
  );
} as typeof pg.Client.prototype.query;
