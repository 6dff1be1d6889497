/**
 * A submission or an autosave this late after the deadline is still accepted: the answer may have been
 * sent in time and spent a moment on a slow school network.
 */
export const DEADLINE_GRACE_MS = 30_000;

/** Minutes between two instants, to hundredths (as results keep them), never less than 0.01. */
export function minutesBetween(start: Date, end: Date): number {
  return Math.max(0.01, Math.round((end.getTime() - start.getTime()) / 600) / 100);
}

/** The longest a question may be said to have been on screen: a day, far past any exam's duration. */
export const MAX_QUESTION_MS = 86_400_000;

/**
 * The time each question was on screen, as the app reports it, held to what the server's clock allows:
 * per question the longest reported yet (a reload restarts the app's clock, never the time spent), and in
 * all no more than the attempt has lasted; a sum past that is scaled down to it.
 */
export function boundedTimes(
  reported: readonly number[],
  kept: readonly number[] | null,
  elapsedMs: number,
): number[] {
  const longest = reported.map((ms, index) => Math.max(ms, kept?.[index] ?? 0));
  const total = longest.reduce((sum, ms) => sum + ms, 0);
  const allowed = Math.max(0, elapsedMs);
  return total <= allowed ? longest : longest.map((ms) => Math.floor((ms * allowed) / total));
}
