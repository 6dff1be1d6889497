/**
 * Only the fields a form changed, so that a PATCH says exactly that (an unchanged username is not sent
 * to be checked again). Text is compared as the API stores it: trimmed, emails in lower case, an empty
 * optional field as none (null); changed text is sent trimmed.
 */
export function changedFields<T extends Record<F, string | number | null>, F extends keyof T & string>(
  fields: readonly F[],
  saved: T,
  edited: T,
): Partial<Pick<T, F>> {
  const changes: Partial<Pick<T, F>> = {};
  const normalise = (field: F, value: string | number | null) =>
    value === null
      ? ''
      : typeof value === 'number'
        ? value
        : field === 'email'
          ? value.trim().toLowerCase()
          : value.trim();
  for (const field of fields) {
    const value = edited[field];
    if (normalise(field, saved[field]) !== normalise(field, value)) {
      changes[field] = (typeof value === 'string' ? value.trim() : value) as T[F];
    }
  }
  return changes;
}

/**
 * Changes without a class (grade) that is unset: a student who joined without one may be given one, but
 * the API keeps a class once given, so an empty box means "no change".
 */
export function withoutUnsetClass<T extends { sclass?: number | null }>({
  sclass,
  ...changes
}: T): Omit<T, 'sclass'> & { sclass?: number } {
  return typeof sclass === 'number' ? { ...changes, sclass } : changes;
}
