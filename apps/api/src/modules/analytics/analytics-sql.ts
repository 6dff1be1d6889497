import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { percentage } from '../../db/queries.js';
import { results } from '../../db/schema/index.js';
import type { Statistics } from './analytics-model.js';

// Both measure a result against the exam figures it was submitted against (its snapshot), so later
// edits of the exam never rewrite history.
export const scorePercentage = percentage(results.score, results.examTotalMarks);
export const timeUtilizationPercentage = percentage(results.timeTaken, results.examDuration);

/**
 * `round(avg(value), 2)` in numeric, like every rounding here; null over no rows. Aggregates end in a
 * cast to float8 so that the drivers hand over JavaScript numbers, not numeric strings.
 */
export const roundedAverage = (value: SQLWrapper) => sql<number | null>`round(avg(${value}), 2)::float8`;

/**
 * The `{ min, max, avg }` block of the analytics. `Value` is `number` for a group (never empty) and
 * `number | null` for a whole set that may have no rows.
 */
export const statistics = <Value extends number | null>(value: SQLWrapper) => ({
  min: sql<Value>`min(${value})::float8`,
  max: sql<Value>`max(${value})::float8`,
  avg: sql<Value>`round(avg(${value}), 2)::float8`,
});

export interface NullableStatistics {
  min: number | null;
  max: number | null;
  avg: number | null;
}

/** A block aggregated over no rows is null as a whole, not an object of nulls. */
export function statisticsOrNull(block: NullableStatistics): Statistics | null {
  const { min, max, avg } = block;
  return min === null || max === null || avg === null ? null : { min, max, avg };
}

/** Nulls the overall blocks of a row aggregated over no results. */
export const withOverallStatistics = <
  Row extends Record<'overallScore' | 'overallDuration', NullableStatistics>,
>(
  row: Row,
) => ({
  ...row,
  overallScore: statisticsOrNull(row.overallScore),
  overallDuration: statisticsOrNull(row.overallDuration),
});

interface JsonFields {
  [name: string]: SQLWrapper | JsonFields;
}

const isSql = (value: SQLWrapper | JsonFields): value is SQLWrapper => 'getSQL' in value;

/**
 * A JSON object with these fields (names are code, never input); nested objects nest. Numerics become
 * JSON numbers here, so values inside need no cast.
 */
export function jsonObject(fields: JsonFields): SQL {
  const pairs = Object.entries(fields).map(
    ([name, value]) => sql`${sql.raw(`'${name}'`)}, ${isSql(value) ? value : jsonObject(value)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * An aggregate: the rows' `element`s as one JSON array in `orderBy` order, `[]` over no rows. A long
 * list crosses from the database as one value instead of thousands of rows, which PGlite hands over
 * much faster (the 5 000 results of an exam: about 50 ms instead of 90 ms).
 */
export const jsonArray = <Element>(element: SQLWrapper, ...orderBy: SQL[]) =>
  sql<Element[]>`coalesce(json_agg(${element} order by ${sql.join(orderBy, sql`, `)}), '[]')`;
