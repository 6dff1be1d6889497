import type { FormRule } from 'antd';
import { problemInAppWords } from './problem-words';

/** What a field schema of `@abacus/contract` offers a form: a check that names each problem it finds. */
interface FieldSchema {
  safeParse: (value: unknown) => { error?: { issues: readonly { message: string }[] } };
}

/** The most problems one value shows at once: its length, its format, a character it may not contain. */
const MOST_PROBLEMS = 3;

/** What the API would say is wrong with a value, as the form shows it; nothing for an empty field. */
export function problemsOf(schema: FieldSchema, value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const messages =
    schema.safeParse(value).error?.issues.map((issue) => problemInAppWords(issue.message)) ?? [];
  return [...new Set(messages)];
}

/**
 * Antd rules that check a field as the API does, in the API's words (in the app's language) (as `placeFieldErrors` shows the
 * API's own answer). One rule per problem, since a rule shows one message and the API names them all:
 * `x!` is too short for a username and has a character no username has.
 */
export const checkedAs = (schema: FieldSchema): FormRule[] =>
  Array.from({ length: MOST_PROBLEMS }, (_, index) => ({
    validator: (_rule, value: unknown) => {
      const problem = problemsOf(schema, value)[index];
      return problem === undefined ? Promise.resolve() : Promise.reject(new Error(problem));
    },
  }));

/** A field that must be filled in, with what to say when it is not. */
export const required = (message: string): FormRule => ({ required: true, message });
