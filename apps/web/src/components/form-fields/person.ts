/**
 * Whose details a form asks for: those of the person filling it in, or a student's, typed by their
 * teacher — when the browser must not offer to fill in the teacher's own.
 */
export type Person = 'self' | 'student';

/** The `autocomplete` of a field: what the browser knows of the person filling it in, for themselves only. */
export const autoCompleteFor = (person: Person, token: string) => (person === 'self' ? token : 'off');
