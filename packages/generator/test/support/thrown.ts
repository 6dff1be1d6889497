import { expect } from 'vitest';
import { GenerationError } from '../../src/index.js';

/** The GenerationError that `run` throws; fails the test when it throws nothing or something else. */
export function thrown(run: () => unknown): GenerationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GenerationError);
    return error as GenerationError;
  }
  throw new Error('expected a GenerationError, nothing was thrown');
}
