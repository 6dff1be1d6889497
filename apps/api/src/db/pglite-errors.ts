/**
 * PGlite's errors from the file system are Emscripten's: an object holding only the error's number (its
 * ERRNO_CODES), which would read "[object Object]". Those a data directory meets are named as Node names
 * them.
 */
const FILE_SYSTEM_ERRORS: Record<number, string> = {
  2: 'EACCES: permission denied',
  51: 'ENOSPC: no space left on device',
  69: 'EROFS: read-only file system',
};

/** What went wrong, in words, whatever PGlite threw. */
export function describePgliteError(error: unknown): string {
  if (error instanceof Error) return error.message;
  const { name, errno } = (error ?? {}) as { name?: unknown; errno?: unknown };
  if (name === 'ErrnoError' && typeof errno === 'number') {
    return FILE_SYSTEM_ERRORS[errno] ?? `file system error ${errno} (Emscripten's number)`;
  }
  return String(error);
}
