import { changedFields, withoutUnsetClass } from '@/lib/changed-fields';
import type { StudentProfile } from '@/types/api';

/** The fields a student may change about themselves; the level is their teacher's. */
export const EDITABLE_FIELDS = ['fullname', 'username', 'email', 'phone_no', 'sclass'] as const;

export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type ProfileValues = Pick<StudentProfile, EditableField>;

/** What a PATCH may say: a class is picked, never removed (the API keeps one once given). */
export type ProfileChanges = Partial<Omit<ProfileValues, 'sclass'>> & { sclass?: number };

/** Only what the student changed (see changedFields). */
export const profileChanges = (saved: ProfileValues, edited: ProfileValues): ProfileChanges =>
  withoutUnsetClass(changedFields(EDITABLE_FIELDS, saved, edited));
