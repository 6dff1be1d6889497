import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { analyticsQueries } from '@/api/analytics-queries';
import { studentQueries } from '@/api/student-queries';
import { errorMessage } from '@/components/ui/api-error-alert';
import { currentLanguage, i18n } from '@/i18n/i18n';
import { ApiError, api, unwrap } from '@/lib/api-client';
import { problemInAppWords } from '@/lib/problem-words';
import { COLUMNS, headingOf } from '../class-list-csv';
import type { NewStudent } from '../student-types';

export type ImportOutcome =
  | { imported: true; count: number }
  | {
      imported: false;
      /** The place in the list of the student the API refused. */
      refused: number;
      /** Why, in the API's words. */
      reason: string;
      /** Students of this import the API registered before, that it could not delete again. */
      leftOver: string[];
    };

/**
 * The API's answer as one sentence: in English its message, with each field it names; in another
 * language, what is wrong with each field under its column's name, or the message in that language.
 */
function reasonOf(error: unknown): string {
  if (currentLanguage() !== 'en') {
    if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return errorMessage(error);
    return error.fieldErrors
      .map(({ path, message }) => {
        const column = COLUMNS.find(({ field }) => `body.${field}` === path);
        const problem = problemInAppWords(message);
        return column ? i18n.t('roster:import.wrong', { column: headingOf(column), problem }) : problem;
      })
      .join('; ');
  }
  if (!(error instanceof ApiError)) return String(error);
  const fields = error.fieldErrors.map(({ path, message }) => `${path.replace(/^body\./, '')} ${message}`);
  return [error.message, ...fields].join(': ');
}

/**
 * Registers the students one after another (POST /student/register with my token). All or nothing: once
 * the API refuses one, those this import registered are deleted again (DELETE /student/{id}, for good,
 * since they have no results), and the refusal is the outcome.
 */
async function importAll(
  students: readonly NewStudent[],
  onAdded: (count: number) => void,
): Promise<ImportOutcome> {
  const added: { id: string; username: string }[] = [];
  for (const [index, body] of students.entries()) {
    try {
      const { student } = await unwrap(api.POST('/api/v1/student/register', { body }));
      added.push({ id: student.student_id, username: student.username });
      onAdded(added.length);
    } catch (error) {
      const leftOver: string[] = [];
      for (const { id, username } of added.reverse()) {
        try {
          await unwrap(api.DELETE('/api/v1/student/{studentId}', { params: { path: { studentId: id } } }));
        } catch {
          leftOver.push(username);
        }
      }
      onAdded(0);
      return { imported: false, refused: index, reason: reasonOf(error), leftOver };
    }
  }
  return { imported: true, count: added.length };
}

/** Importing a class list, with how many students are registered so far. */
export function useImportStudents() {
  const queryClient = useQueryClient();
  const [added, setAdded] = useState(0);
  const mutation = useMutation({
    mutationFn: (students: readonly NewStudent[]) => importAll(students, setAdded),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: studentQueries.all() });
      void queryClient.invalidateQueries({ queryKey: analyticsQueries.all() });
    },
  });
  return { ...mutation, added };
}
