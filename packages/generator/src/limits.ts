/** Bounds of the generator settings, exported so the API validates requests against the same numbers. */
export const MIN_TERMS = 2;
export const MAX_TERMS = 15;
export const MIN_NUMBER = 1;
export const MAX_NUMBER = 99_999;
export const MIN_QUESTIONS = 1;
export const MAX_QUESTIONS = 1000;
export const MIN_MARKS = 1;
export const MAX_MARKS = 10;
export const MAX_SEED = 0xffff_ffff;

/** Ceiling for every answer and intermediate value: readable, and far inside Number.MAX_SAFE_INTEGER. */
export const MAX_VALUE = 1e12;
