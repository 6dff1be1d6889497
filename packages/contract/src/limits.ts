/**
 * The bounds of the fields the API checks and the forms ask for, as plain numbers: what a form needs for
 * `maxLength` or an input's range, without the schemas. The question generator's settings have their
 * bounds in `@abacus/generator`.
 */

/** A person's full name, in characters once trimmed. */
export const MIN_FULLNAME_LENGTH = 2;
export const MAX_FULLNAME_LENGTH = 100;

/** A username, in characters once trimmed. */
export const MIN_USERNAME_LENGTH = 3;
export const MAX_USERNAME_LENGTH = 30;

/** The longest address SMTP can deliver to (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

/** A phone number's digits, which may follow a leading +. */
export const MIN_PHONE_DIGITS = 10;
export const MAX_PHONE_DIGITS = 15;
/** The longest phone number as typed: its digits and the leading +. */
export const MAX_PHONE_LENGTH = MAX_PHONE_DIGITS + 1;

/** A password, in characters exactly as typed. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Classes (sclass) and abacus levels both run from grade 1 to grade 10. */
export const MIN_GRADE = 1;
export const MAX_GRADE = 10;

/** An exam's title, in characters once trimmed. */
export const MIN_EXAM_TITLE_LENGTH = 3;
export const MAX_EXAM_TITLE_LENGTH = 100;

/** Minutes an exam may last. */
export const MIN_DURATION = 1;
export const MAX_DURATION = 360;

/**
 * How long a flash-anzan exam shows each term: competitions run down to 15 numbers in 1.6 s, about
 * 107 ms a number, which the screen's frames (16.7 ms at 60 Hz) still show for six or seven frames.
 */
export const MIN_FLASH_INTERVAL_MS = 100;
export const MAX_FLASH_INTERVAL_MS = 5000;
/** The blank between two flashed terms, so that the same number twice reads as two. */
export const MIN_FLASH_GAP_MS = 0;
export const MAX_FLASH_GAP_MS = 1000;
/**
 * How fast a listening exam reads its numbers aloud: a number said takes one to two seconds, so 120 a
 * minute is as fast as a voice keeps up; below 10 a child waits longer for a number than a sum takes.
 */
export const MIN_LISTENING_NUMBERS_PER_MINUTE = 10;
export const MAX_LISTENING_NUMBERS_PER_MINUTE = 120;

/** Part of a name, username or title to search lists for. */
export const MAX_SEARCH_LENGTH = 100;

/** Every grade, in order: what a form offers to pick a class or level from. */
export const GRADES: readonly number[] = Array.from(
  { length: MAX_GRADE - MIN_GRADE + 1 },
  (_, index) => MIN_GRADE + index,
);
