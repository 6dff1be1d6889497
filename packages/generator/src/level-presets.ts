import type { GeneratorSettings } from './settings.js';

/** The settings a level starts from, all but the seed and the marks; a teacher can change any of them. */
export type LevelSettings = Readonly<Omit<GeneratorSettings, 'seed' | 'marksPerQuestion'>>;

/** The published syllabus or examination a preset follows: where to read it, and what it sets at that stage. */
export interface LevelSource {
  /** The body and the stage, as the page names them. */
  readonly name: string;
  readonly url: string;
  /** What the source sets at that stage, in its own terms; what it leaves unset the preset chooses. */
  readonly sets: string;
}

export interface LevelPreset {
  readonly level: number;
  /** What the level practises, in a teacher's words. */
  readonly practises: string;
  readonly source: LevelSource;
  /** The minutes the source allows for the preset's number of questions, where it says. */
  readonly timeMinutes?: number;
  readonly settings: LevelSettings;
}

const preset = ({ settings, source, ...rest }: LevelPreset): LevelPreset =>
  Object.freeze({
    ...rest,
    source: Object.freeze({ ...source }),
    settings: Object.freeze({
      ...settings,
      operators: Object.freeze([...settings.operators]),
      ...(settings.digits && { digits: Object.freeze({ ...settings.digits }) }),
      ...(settings.operandDigits && { operandDigits: Object.freeze({ ...settings.operandDigits }) }),
    }),
  });

const KOREA = 'http://www.abacuskorea.org/jusan/amsan_rule.php';
const NISSHUREN_10 = 'https://to-z.net/blog/?p=6973';
const NISSHUREN_KYU = 'https://seo-sem.co.jp/contents/sorobanfukyu/count/exam1.html';

/**
 * Default exam settings for abacus levels 1–10, each as a published syllabus or examination sets that stage:
 * one-digit rows with direct moves, then small friends (5-complements), big friends (10-complements) and
 * longer rows of both, then two-digit rows, × and ÷ drills of growing size, and ten rows of three digits.
 * Rows are fixed wherever the source fixes them. The exam builder offers them as starting points.
 */
export const LEVEL_PRESETS: readonly LevelPreset[] = Object.freeze([
  preset({
    level: 1,
    practises: 'Single digits with direct moves: beads set and cleared without friends',
    source: {
      name: 'Korea abacus grade examination regulations, Class 12',
      url: KOREA,
      sets: '1 digit, 3 lines; the beads only moved up and down (no complement)',
    },
    settings: {
      operators: ['+', '-'],
      digits: { min: 1, max: 1 },
      minTerms: 3,
      maxTerms: 3,
      totalQuestions: 20,
      abacusMethod: 'direct',
    },
  }),
  preset({
    level: 2,
    practises: 'Single digits with small friends: 5-complements, such as +4 as +5 −1',
    source: {
      name: 'SIP Abacus learning programme, Foundation 1',
      url: 'https://it.scribd.com/presentation/408292126/Abacus-Course-Details-and-Curriculum-pptx',
      sets: 'small-friend addition and subtraction first, then big friends and the combinations; no row count',
    },
    settings: {
      operators: ['+', '-'],
      digits: { min: 1, max: 1 },
      minTerms: 3,
      maxTerms: 3,
      totalQuestions: 20,
      abacusMethod: 'small-friends',
    },
  }),
  preset({
    level: 3,
    practises: 'Single digits with big friends: 10-complements, such as +7 as −3 and carry 1',
    source: {
      name: 'Korea abacus grade examination regulations, Class 8',
      url: KOREA,
      sets: "1 digit, 4 lines; addition and subtraction with 10's complements",
    },
    settings: {
      operators: ['+', '-'],
      digits: { min: 1, max: 1 },
      minTerms: 4,
      maxTerms: 4,
      totalQuestions: 20,
      abacusMethod: 'big-friends',
    },
  }),
  preset({
    level: 4,
    practises:
      'Single digits with both friends in longer sums, the combined moves such as +6 as +1 −5 and carry 1',
    source: {
      name: 'Zenshuren (全珠連) abacus examination, 10th kyu, mitorizan A',
      url: 'https://to-z.net/blog/?p=7817',
      sets: '1 digit, 6 rows (1桁 6口), 15 questions in 7 minutes',
    },
    timeMinutes: 7,
    settings: {
      operators: ['+', '-'],
      digits: { min: 1, max: 1 },
      minTerms: 6,
      maxTerms: 6,
      totalQuestions: 15,
      abacusMethod: 'mixed',
    },
  }),
  preset({
    level: 5,
    practises: 'Two-digit numbers in five rows, every move',
    source: {
      name: 'Nisshuren (日珠連) abacus examination, 10th kyu, mitorizan',
      url: NISSHUREN_10,
      sets: '2 digits, 5 rows (2桁 5口 10字), 10 questions',
    },
    settings: {
      operators: ['+', '-'],
      digits: { min: 2, max: 2 },
      minTerms: 5,
      maxTerms: 5,
      totalQuestions: 10,
      abacusMethod: 'mixed',
    },
  }),
  preset({
    level: 6,
    practises: 'Multiplication: a two-digit number times a one-digit number',
    source: {
      name: 'Nisshuren (日珠連) abacus examination, 10th kyu, multiplication',
      url: NISSHUREN_10,
      sets: 'the two numbers 3 digits together (実法合わせて3桁), 10 questions',
    },
    settings: {
      operators: ['*'],
      operandDigits: { left: 2, right: 1 },
      maxTerms: 2,
      totalQuestions: 10,
    },
  }),
  preset({
    level: 7,
    practises: 'Division by a one-digit number, with a two-digit answer',
    source: {
      name: 'Nisshuren (日珠連) abacus examination, 8th kyu, division',
      url: NISSHUREN_KYU,
      sets: 'a 1-digit divisor and a 2-digit quotient (法1桁、商2桁), 10 questions',
    },
    settings: {
      operators: ['/'],
      operandDigits: { left: 2, right: 1 },
      maxTerms: 2,
      totalQuestions: 10,
    },
  }),
  preset({
    level: 8,
    practises: 'Multiplication: a two-digit number times a two-digit number',
    source: {
      name: 'Nisshuren (日珠連) abacus examination, 7th kyu, multiplication',
      url: NISSHUREN_KYU,
      sets: 'a 2-digit multiplicand and a 2-digit multiplier (実2桁、法2桁), 10 questions',
    },
    settings: {
      operators: ['*'],
      operandDigits: { left: 2, right: 2 },
      maxTerms: 2,
      totalQuestions: 10,
    },
  }),
  preset({
    level: 9,
    practises: 'Division by a two-digit number, with a two-digit answer',
    source: {
      name: 'Korea abacus grade examination regulations, Class 3',
      url: KOREA,
      sets: 'division by a 2-digit number with a 2-digit quotient, 10 questions',
    },
    settings: {
      operators: ['/'],
      operandDigits: { left: 2, right: 2 },
      maxTerms: 2,
      totalQuestions: 10,
    },
  }),
  preset({
    level: 10,
    practises: 'Three-digit numbers in ten rows, adding and taking away',
    source: {
      name: 'Japan Chamber of Commerce and Industry (日本商工会議所) abacus examination, 6th kyu, mitorizan',
      url: 'https://www.shuzan.jp/kentei/shuzan/kihon.html',
      sets: '3 digits in every row, 10 rows (3けた揃い、口数10口), 10 questions',
    },
    settings: {
      operators: ['+', '-'],
      digits: { min: 3, max: 3 },
      minTerms: 10,
      maxTerms: 10,
      totalQuestions: 10,
      abacusMethod: 'mixed',
    },
  }),
]);
