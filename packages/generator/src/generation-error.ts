export type GenerationErrorCode = 'INVALID_SETTINGS' | 'NOT_ENOUGH_DISTINCT_QUESTIONS';

/** Both codes describe a request the caller must change, so the API answers them with a 400 and this message. */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';

  constructor(
    readonly code: GenerationErrorCode,
    message: string,
  ) {
    super(message);
  }
}
