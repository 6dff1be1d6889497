import { cleanText, textOfLength } from './clean-text.js';
import { MAX_FULLNAME_LENGTH, MIN_FULLNAME_LENGTH } from './limits.js';

/** A person's full name in any script: it starts with a letter, then letters, marks, spaces, ' - and . */
export const fullnameSchema = cleanText()
  .pipe(
    textOfLength(MIN_FULLNAME_LENGTH, MAX_FULLNAME_LENGTH).regex(
      /^\p{L}[\p{L}\p{M} '.-]*$/u,
      "may contain only letters, spaces, ' - and .",
    ),
  )
  .meta({ example: 'Ravi Kumar' });
