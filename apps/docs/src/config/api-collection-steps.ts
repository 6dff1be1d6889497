// Explicit `.ts` extensions: the build (build/api-collection-plugin.ts) runs these modules in Node.
import type { HttpMethod } from './endpoint-order.ts';

/** The kinds of account a run signs up; their tokens are the collection variables `<role>Token`. */
export type CollectionRole = 'admin' | 'student' | 'parent';

export interface CollectionStep {
  method: HttpMethod;
  path: string;
  /** Whose access token it sends; left out for the calls anyone may make. */
  as?: CollectionRole;
  /** The status the run expects. */
  expect: number;
  /** Path parameter → the collection variable it is sent as, where the two are not named alike. */
  pathVariables?: Record<string, string>;
  /** Query parameters the run sends (they replace the recorded examples'); the others stay switched off. */
  query?: Record<string, string>;
  /** Fields laid over the recorded example body: ids and unique names the run made. */
  body?: Record<string, unknown>;
  /** Collection variable → where the run finds its value in the response (a dotted path in the JSON). */
  captures?: Record<string, string>;
  /** The request is sent once more, with these body fields changed, after its own response. */
  again?: { why: string; body: Record<string, unknown>; captures: Record<string, string> };
  /** Why a run stops before this request; it stays in the collection to be sent by hand. */
  notInRuns?: string;
}

export interface CollectionFolder {
  name: string;
  description: string;
  steps: CollectionStep[];
}

/** Unique per run, so that a second run against the same server signs up new accounts. */
export const RUN_UNIQUE = '{{$timestamp}}{{$randomInt}}';
