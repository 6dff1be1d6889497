/**
 * A submission or an autosave this late after the deadline is still accepted: the answer may have been
 * sent in time and spent a moment on a slow school network.
 */
export const DEADLINE_GRACE_MS = 30_000;

/** Minutes between two instants, to hundredths (as results keep them), never less than 0.01. */
export function minutesBetween(start: Date, end: Date): number {
  return Math.max(0.01, Math.round((end.getTime() - start.getTime()) / 600) / 100);
}
