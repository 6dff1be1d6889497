import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsQueries } from '@/api/analytics-queries';
import { studentQueries } from '@/api/student-queries';
import { errorMessage } from '@/components/ui/api-error-alert';
import { i18n } from '@/i18n/i18n';
import { ApiError, api, unwrap } from '@/lib/api-client';
import { problemInAppWords } from '@/lib/problem-words';
import { COLUMNS, headingOf } from '../class-list-csv';
import type { NewStudent } from '../student-types';

/** A student of the list the API refused, by their place in it, and why in the app's words. */
export interface Refusal {
  index: number;
  reason: string;
}

export type ImportOutcome =
  | { imported: true; count: number }
  | {
      imported: false;
      /** The students the API named; empty when it refused the list as a whole. */
      refusals: Refusal[];
      /** Why, when no student is named (too many at once, the server out of reach). */
      reason: string;
    };

/** Where the API names one student's field: `body.students.3.username`. */
const STUDENT_FIELD = /^body\.students\.(?<index>\d+)\.(?<field>\w+)$/;
/** The API's words for a username or email that two students of one list share. */
const REPEATED = /^is also that of student (?<number>\d+)$/;

/**
 * One problem the API found with a student's field, under its column's name: a message about the field
 * ("must be …") follows the name, a whole sentence ("This username is already taken") stands alone.
 */
function reasonFor(field: string, message: string, rowOf: (index: number) => number): string {
  const column = COLUMNS.find((candidate) => candidate.field === field);
  const heading = column ? headingOf(column) : field;
  const repeated = REPEATED.exec(message)?.groups;
  if (repeated) {
    return i18n.t('roster:import.repeated', { column: heading, row: rowOf(Number(repeated.number) - 1) });
  }
  const problem = problemInAppWords(message);
  return /^[a-z]/.test(message) ? i18n.t('roster:import.wrong', { column: heading, problem }) : problem;
}

/** The API's refusal, student by student where it names them. */
function refusalOf(error: unknown, rowOf: (index: number) => number): ImportOutcome {
  const refusals: Refusal[] = [];
  if (error instanceof ApiError) {
    for (const { path, message } of error.fieldErrors) {
      const place = STUDENT_FIELD.exec(path)?.groups;
      if (place)
        refusals.push({ index: Number(place.index), reason: reasonFor(place.field!, message, rowOf) });
    }
  }
  return { imported: false, refusals, reason: errorMessage(error) };
}

/**
 * Registers the class list in one request (POST /student/import with my token): the API keeps every
 * student or none, so a refused list leaves nothing behind to undo.
 */
async function importAll(students: readonly NewStudent[], rowOf: (index: number) => number) {
  try {
    const imported = await unwrap(
      api.POST('/api/v1/student/import', {
        body: { students: [...students] },
      }),
    );
    return { imported: true, count: imported.students.length } satisfies ImportOutcome;
  } catch (error) {
    return refusalOf(error, rowOf);
  }
}

/** Importing a class list; `rowOf` gives the spreadsheet row of each student of the list. */
export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      students,
      rowOf,
    }: {
      students: readonly NewStudent[];
      rowOf: (index: number) => number;
    }) => importAll(students, rowOf),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: studentQueries.all() });
      void queryClient.invalidateQueries({ queryKey: analyticsQueries.all() });
    },
  });
}
