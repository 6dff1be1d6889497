import { currentLanguage } from '@/i18n/i18n';
import type { FieldError } from './api-client';
import { problemInAppWords } from './problem-words';

export interface FormFieldErrors {
  /** For antd's `form.setFields`: each form field with the API's messages about it. */
  fields: { name: string; errors: string[] }[];
  /** Messages about no field of the form. */
  unplaced: string[];
}

/**
 * Places the API's validation errors (`body.username: must be 3 to 30 characters`) on the form's
 * fields. `fieldByPath` maps an error path to the form field's name where they differ (the form may
 * call `body.admin_id` "classCode"); other `body.<name>` paths go to the field of that name when the
 * form has one.
 */
export function placeFieldErrors(
  errors: readonly FieldError[],
  formFields: readonly string[],
  fieldByPath: Readonly<Record<string, string>> = {},
): FormFieldErrors {
  const byField = new Map<string, string[]>();
  const unplaced: string[] = [];
  for (const { path, message } of errors) {
    const field = fieldByPath[path] ?? path.replace(/^body\./, '');
    if (formFields.includes(field)) {
      byField.set(field, [...(byField.get(field) ?? []), problemInAppWords(message)]);
    } else if (currentLanguage() === 'en') {
      unplaced.push(`${path.replace(/^body\./, '')}: ${message}`);
    } else {
      // The API names the field in its own English terms: another language says what is wrong alone.
      unplaced.push(problemInAppWords(message));
    }
  }
  return { fields: [...byField].map(([name, messages]) => ({ name, errors: messages })), unplaced };
}
