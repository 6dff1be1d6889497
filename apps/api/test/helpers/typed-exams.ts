/**
 * The settings of a written-answers exam the typed tests share: the child writes each number, rows of one
 * or two digits, three numbers a question (the exam body's own number range left out).
 */
export const TYPED_SETTINGS = {
  answerMode: 'typed',
  minNumber: undefined,
  maxNumber: undefined,
  digits: { min: 1, max: 2 },
  minTerms: 3,
  maxTerms: 3,
};
