import {
  ABACUS_METHODS,
  ANSWER_MODES,
  DEFAULT_NEGATIVE_SHARE,
  MOST_FOCUS_SKILLS,
  OPERATORS,
  SETTING_BOUNDS,
  SKILL_PATTERN,
} from '@abacus/generator';
import {
  FLASH_DEFAULTS,
  flashGapSchema,
  flashIntervalSchema,
  listeningPaceSchema,
  REVIEW_WHILE_OPEN_OPTIONS,
  wholeNumber,
} from '@abacus/contract';
import { z } from 'zod';

const digitCount = wholeNumber(SETTING_BOUNDS.digits.min, SETTING_BOUNDS.digits.max);
export const digitRangeSchema = z
  .strictObject({ min: digitCount, max: digitCount })
  .meta({ example: { min: 1, max: 2 } });
export const answerModeSchema = z.enum(ANSWER_MODES, 'must be choice or typed');
const operandDigitCount = wholeNumber(SETTING_BOUNDS.operandDigits.min, SETTING_BOUNDS.operandDigits.max);
export const operandDigitsSchema = z
  .strictObject({ left: operandDigitCount, right: operandDigitCount })
  .meta({ example: { left: 2, right: 1 } });

/** What the question generator needs; the bounds are the generator's own. */
export const generationSettingsShape = {
  maxTerms: wholeNumber(SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max)
    .describe('Most numbers in one question')
    .meta({ example: 3 }),
  minTerms: wholeNumber(SETTING_BOUNDS.terms.min, SETTING_BOUNDS.terms.max)
    .optional()
    .describe(
      'Fewest numbers in one question (default 2); as many as maxTerms: every question has that many rows',
    ),
  minNumber: wholeNumber(SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max)
    .optional()
    .describe('Smallest number in a question; give minNumber and maxNumber, or digits, or operandDigits')
    .meta({ example: 1 }),
  maxNumber: wholeNumber(SETTING_BOUNDS.numbers.min, SETTING_BOUNDS.numbers.max)
    .optional()
    .describe('Largest number in a question')
    .meta({ example: 99 }),
  digits: digitRangeSchema
    .nullable()
    .optional()
    .describe(
      'Instead of minNumber and maxNumber: each row has from min to max digits (1–10), the count drawn first ' +
        'and alike, so 1–2 digits gives half one-digit rows',
    ),
  totalDigits: wholeNumber(SETTING_BOUNDS.totalDigits.min, SETTING_BOUNDS.totalDigits.max)
    .optional()
    .describe(
      "With digits of mixed counts and minTerms equal to maxTerms: every question's rows have this many " +
        'digits in all ("4 rows, 6 digits in all", as Zenshuren sets mitorizan at 10–7 kyu); + - only, no ' +
        'abacusMethod',
    )
    .meta({ example: 6 }),
  zeros: z
    .boolean()
    .optional()
    .describe(
      'true: half the numbers of two digits or more have a 0 inside (305, 40), as schools drill them',
    ),
  operandDigits: operandDigitsSchema
    .nullable()
    .optional()
    .describe(
      'A two-number × or ÷ drill (operators * and / only, maxTerms 2): × a left-digit number by a ' +
        'right-digit one (2×1, 3×1, 2×2); ÷ a right-digit divisor into a number whose quotient has left digits',
    ),
  negativeAnswers: z
    .boolean()
    .optional()
    .describe('true: + - questions whose running total may go below zero (upper grades); no abacusMethod'),
  negativeShare: wholeNumber(SETTING_BOUNDS.negativeShare.min, SETTING_BOUNDS.negativeShare.max)
    .optional()
    .describe(
      'With negativeAnswers: the percentage of questions whose answer is below zero (default ' +
        `${DEFAULT_NEGATIVE_SHARE}, as dan papers have about one in ten); the others never go below zero`,
    )
    .meta({ example: DEFAULT_NEGATIVE_SHARE }),
  answerMode: answerModeSchema
    .optional()
    .describe(
      '"choice" (default): four options to choose from; "typed": the child writes the number, as on an ' +
        'abacus examination paper (questions carry no options; answers are whole numbers)',
    ),
  operators: z
    .array(z.enum(OPERATORS, 'must be one of + - * /'))
    .min(1, 'must name at least one operator')
    .max(4, 'may name each operator once')
    .refine((list) => new Set(list).size === list.length, 'may name each operator once')
    // The refinement's rule, as JSON Schema states it: zod cannot see into a refinement.
    .meta({ example: ['+', '-'], uniqueItems: true }),
  total_questions: wholeNumber(SETTING_BOUNDS.totalQuestions.min, SETTING_BOUNDS.totalQuestions.max)
    .describe('Questions to generate')
    .meta({ example: 20 }),
  total_marks_per_question: wholeNumber(
    SETTING_BOUNDS.marksPerQuestion.min,
    SETTING_BOUNDS.marksPerQuestion.max,
  ).meta({ example: 2 }),
  abacusMethod: z
    .enum(ABACUS_METHODS, `must be one of ${ABACUS_METHODS.join(', ')}`)
    .nullable()
    .optional()
    .describe(
      'An abacus drill (+ and - only) restricted to the soroban moves a level is learning: direct beads ' +
        'only; small-friends (5-complements); big-friends (10-complements); mixed (any complement). Every ' +
        'question uses the method at least once. null or absent: any question.',
    ),
  seed: wholeNumber(0, SETTING_BOUNDS.seed.max)
    .optional()
    .describe('Makes generation repeatable: the same settings and seed give the same questions'),
  focus: z
    .array(
      z
        .string()
        .regex(SKILL_PATTERN, 'must be a skill such as add.big.7, sub.small.3 or mul.3×7')
        .meta({ example: 'add.big.7' }),
    )
    .max(MOST_FOCUS_SKILLS)
    .optional()
    .describe(
      'Skills to practise: every question uses at least one, and 40 % of its steps do. Soroban formulas ' +
        '(add|sub . direct|small|big|mix . 1–9: add.big.7 is +7 with a big friend) need an abacusMethod that ' +
        'allows them; table facts (mul|div . a×b, 2 ≤ a ≤ b ≤ 9) a × ÷ drill (operandDigits). A skill the ' +
        'settings cannot reach, or not in 40 % of a question, → 400 naming it. Absent or []: no focus',
    )
    .meta({ example: ['add.big.7', 'sub.big.3'] }),
};

const FLASH_DESCRIPTION =
  'Flash anzan (+ and - only; minTerms equal to maxTerms, so that every question flashes the same count ' +
  'of numbers): the app shows each term alone for intervalMs, with gapMs of blank screen after each';
const flashShape = {
  intervalMs: flashIntervalSchema,
  gapMs: flashGapSchema,
  showSign: z
    .boolean()
    .describe('false: a number added shows without its +; a number taken away always shows its −'),
  showCounter: z.boolean().describe('Whether "Number i of n" shows above the terms'),
};

/** Flash anzan as an exam is read: every setting, with the defaults of exams made before them. */
export const flashSchema = z
  .object(flashShape)
  .nullable()
  .describe(`${FLASH_DESCRIPTION}; null: a written exam`);

/** Flash anzan as a teacher sets it: the interval, and what differs from the defaults. */
export const flashInputSchema = z
  .strictObject({
    intervalMs: flashShape.intervalMs,
    gapMs: flashShape.gapMs
      .default(FLASH_DEFAULTS.gapMs)
      .describe(`${flashShape.gapMs.description} (default ${FLASH_DEFAULTS.gapMs})`),
    showSign: flashShape.showSign
      .default(FLASH_DEFAULTS.showSign)
      .describe(`${flashShape.showSign.description} (default ${FLASH_DEFAULTS.showSign})`),
    showCounter: flashShape.showCounter
      .default(FLASH_DEFAULTS.showCounter)
      .describe(`${flashShape.showCounter.description} (default ${FLASH_DEFAULTS.showCounter})`),
  })
  .nullable()
  .meta({ example: { intervalMs: 200, gapMs: 50, showSign: true, showCounter: false } })
  .describe(`${FLASH_DESCRIPTION}; null: a written exam`);

export type FlashSettings = NonNullable<z.infer<typeof flashSchema>>;

const LISTENING_DESCRIPTION =
  'Listening sums (+ and - only; not with flash): the app never shows the terms but reads them aloud, ' +
  'numbersPerMinute of them a minute, and the child answers after the last. No faster than a voice says ' +
  'the numbers of these settings: about 0.7 s each for one digit, 5.4 s for ten (a 400 names the fastest pace)';

/** Listening sums, as an exam is read. */
export const listeningSchema = z
  .object({ numbersPerMinute: listeningPaceSchema })
  .nullable()
  .describe(`${LISTENING_DESCRIPTION}; null: the terms are shown`);

/** Listening sums, as a teacher sets them. */
export const listeningInputSchema = z
  .strictObject({ numbersPerMinute: listeningPaceSchema })
  .nullable()
  .meta({ example: { numbersPerMinute: 30 } })
  .describe(`${LISTENING_DESCRIPTION}; null: the terms are shown`);

export type ListeningSettings = NonNullable<z.infer<typeof listeningSchema>>;

export const numberRangeIsOrdered = (body: { minNumber?: number; maxNumber?: number }) =>
  body.minNumber === undefined || body.maxNumber === undefined || body.minNumber <= body.maxNumber;
export const NUMBER_RANGE_ISSUE = { message: 'must not be smaller than minNumber', path: ['maxNumber'] };

export const questionsPerStudentSchema = z
  .boolean()
  .describe(
    'true: every attempt draws its own questions from these settings, so no two children share an answer ' +
      'key (the stored questions are the teacher’s sample); false: every attempt gets the stored questions. ' +
      'Either way each attempt shows them in its own order, with the options in their own order',
  );

export const reviewWhileOpenSchema = z
  .enum(REVIEW_WHILE_OPEN_OPTIONS, `must be ${REVIEW_WHILE_OPEN_OPTIONS.join(', ')}`)
  .describe(
    'What a student is shown of their result while the exam is open: "score" (score and total only), ' +
      '"right-wrong" (plus whether each answer was right) or "answers" (plus the correct option). Once the ' +
      'exam is closed, everything',
  );
