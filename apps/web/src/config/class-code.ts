import type { TeacherProfile } from '@/types/api';

/**
 * The class code a teacher hands out and a student joins with: the class's join code, which the API
 * reads in any case and without the spaces or dashes people type between its groups.
 */
export const classCode = {
  /** The code a teacher shares, from their profile (GET /admin/me); null while joining is turned off. */
  of: (teacher: TeacherProfile): string | null => teacher.join_code,
  /** The registration body's field for the code. */
  body: (code: string) => ({ join_code: code.trim() }),
  /** Where the API reports a problem with it (`errors[].path`). */
  errorPath: 'body.join_code',
} as const;
