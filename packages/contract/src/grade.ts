import { MAX_GRADE, MIN_GRADE } from './limits.js';
import { wholeNumber } from './whole-number.js';

/** Class (sclass) and abacus level. */
export const gradeSchema = wholeNumber(MIN_GRADE, MAX_GRADE).meta({ example: 4 });
