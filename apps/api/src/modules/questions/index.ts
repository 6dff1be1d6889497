/** What other modules may use of the questions: a question on the wire, and how its row becomes one. */
export {
  EXAMPLE_QUESTION,
  OptionMistakesSchema,
  QuestionSchema,
  shownQuestionFields,
} from './questions-schemas.js';
export { toQuestion } from './questions-mappers.js';
