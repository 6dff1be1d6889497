import type { PassRule } from '@abacus/contract';
import type { ReportLanguage } from '../../lib/report-locale.js';
import type { CreateExamBody } from '../exams/index.js';

/** A name in each language the app speaks; a Japanese name stays beside it in each, as the body writes it. */
export type Words = Readonly<Record<ReportLanguage, string>>;

/** The generation settings of a template's section, as POST /api/v1/exam takes them; answers written, as on paper. */
export type SectionSettings = Pick<
  CreateExamBody,
  | 'operators'
  | 'total_questions'
  | 'total_marks_per_question'
  | 'maxTerms'
  | 'minTerms'
  | 'digits'
  | 'answerMode'
  | 'operandDigits'
>;

export interface TemplateSection {
  readonly title: Words;
  /** Minutes. */
  readonly duration: number;
  readonly passMarks: number;
  readonly settings: SectionSettings;
}

/** A grade a paper awards by score: to a total of at least `minMarks`. */
export interface TemplateAward {
  readonly grade: Words;
  readonly minMarks: number;
}

/** A grading examination as a published examination sets it, for a teacher to start from. */
export interface GradingTemplate {
  readonly key: string;
  readonly grade: Words;
  readonly body: Words;
  readonly passRule: PassRule;
  readonly totalPassMarks: number | null;
  /** One paper: the sections share one clock (their minutes added) and are sat in any order. */
  readonly paper: boolean;
  /** Grades by score, lowest first (the lowest at totalPassMarks); none where a pass earns `grade`. */
  readonly awards: readonly TemplateAward[];
  readonly source: {
    readonly name: Words;
    readonly url: string;
    /** What the source sets, in its own terms; what it leaves open the template chooses, and says so. */
    readonly sets: string;
  };
  readonly sections: readonly TemplateSection[];
}

export const MULTIPLICATION: Words = { en: 'Multiplication', hi: 'गुणा (×)' };
export const DIVISION: Words = { en: 'Division', hi: 'भाग (÷)' };
export const MITORIZAN: Words = {
  en: 'Mitorizan (addition and subtraction)',
  hi: 'मितोरिज़ान (見取算): जोड़ और घटाव',
};

/** Hindi ordinal endings that are not वाँ: 1ला, 2रा, 3रा, 4था, 6ठा. */
const HINDI_ORDINAL_ENDINGS: Readonly<Record<number, string>> = {
  1: 'ला',
  2: 'रा',
  3: 'रा',
  4: 'था',
  6: 'ठा',
};

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
const englishOrdinal = (number: number): string => {
  const ending =
    number % 100 >= 11 && number % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][number % 10] ?? 'th');
  return `${number}${ending}`;
};

/** A number's Hindi ordinal as the templates write it: `8वाँ`, `1ला`. */
export const hindiOrdinal = (number: number): string => `${number}${HINDI_ORDINAL_ENDINGS[number] ?? 'वाँ'}`;

/** A kyu as the templates name it: `8th kyu`, `8वाँ क्यू (8級)`; `prefix` names the examination (`Anzan`). */
export const kyu = (number: number, prefix: Words = { en: '', hi: '' }, japanese = ''): Words => ({
  en: `${prefix.en}${englishOrdinal(number)} kyu`,
  hi: `${prefix.hi}${hindiOrdinal(number)} क्यू (${japanese}${number}級)`,
});

export type Drill = Omit<SectionSettings, 'total_questions' | 'total_marks_per_question'>;

export const mitorizan = (digits: number, rows: number): Drill => ({
  operators: ['+', '-'],
  digits: { min: digits, max: digits },
  minTerms: rows,
  maxTerms: rows,
  answerMode: 'typed',
});
export const times = (left: number, right: number): Drill => ({
  operators: ['*'],
  operandDigits: { left, right },
  maxTerms: 2,
  answerMode: 'typed',
});
/** ÷: a `right`-digit divisor into a number whose quotient has `left` digits. */
export const divide = (quotient: number, divisor: number): Drill => ({
  operators: ['/'],
  operandDigits: { left: quotient, right: divisor },
  maxTerms: 2,
  answerMode: 'typed',
});

export const JCCI: Words = {
  en: 'Japan Chamber of Commerce and Industry (日本商工会議所)',
  hi: 'जापान चैंबर ऑफ़ कॉमर्स एंड इंडस्ट्री (日本商工会議所)',
};
