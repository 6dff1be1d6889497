/** Bounds of the contract the API owns (the generation settings' bounds are the generator's own). */

/** Classes (sclass) and abacus levels both run from grade 1 to grade 10. */
export const MIN_GRADE = 1;
export const MAX_GRADE = 10;

/** Minutes an exam may last. */
export const MIN_DURATION = 1;
export const MAX_DURATION = 360;

/** How long a flash-anzan exam shows each term. */
export const MIN_FLASH_INTERVAL_MS = 300;
export const MAX_FLASH_INTERVAL_MS = 5000;
