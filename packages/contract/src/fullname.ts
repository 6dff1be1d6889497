import { cleanText, textOfLength } from './clean-text.js';
import { MAX_FULLNAME_LENGTH, MIN_FULLNAME_LENGTH } from './limits.js';

/**
 * What a person's name holds after its first letter, in any script: letters and their combining marks
 * (Devanagari's vowel signs and viramas, Arabic's harakat), spaces, ' and its typographic ’ (a phone
 * types O’Brien), - and ., ( and ) (a name given with another in brackets), the middle dots of
 * transliterated names (约翰·史密斯, ジョン・スミス), and the zero-width joiner and non-joiner that
 * Malayalam, Bengali and Sinhala names are spelled with. Digits, markup (< > &) and control characters
 * stay out.
 */
const NAME = /^\p{L}(?:[\p{L}\p{M} '’.()·・-]|\u200C|\u200D)*$/u;

/** A person's full name in any script: it starts with a letter (see {@link NAME} for the rest). */
export const fullnameSchema = cleanText()
  .pipe(
    textOfLength(MIN_FULLNAME_LENGTH, MAX_FULLNAME_LENGTH).regex(
      NAME,
      "must start with a letter and hold only letters, spaces and ' - . ( )",
    ),
  )
  .meta({ example: 'Ravi Kumar' });
