import type { StudentProfile } from '@/types/api';

/** The fields a student may change about themselves; the level is their teacher's. */
export const EDITABLE_FIELDS = ['fullname', 'username', 'email', 'phone_no', 'sclass'] as const;

export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type ProfileValues = Pick<StudentProfile, EditableField>;

/**
 * Only what the student changed, so that the request says exactly that (an unchanged username is not
 * sent to be checked again). Text is compared as the API stores it: trimmed, emails in lower case.
 */
export function profileChanges(saved: ProfileValues, edited: ProfileValues): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  const normalise = (field: EditableField, value: string | number) =>
    typeof value === 'number' ? value : field === 'email' ? value.trim().toLowerCase() : value.trim();
  for (const field of EDITABLE_FIELDS) {
    if (normalise(field, saved[field]) !== normalise(field, edited[field])) {
      Object.assign(changes, {
        [field]: typeof edited[field] === 'string' ? edited[field].trim() : edited[field],
      });
    }
  }
  return changes;
}
