import type { PassRule } from '@abacus/contract';
import type { CreateExamBody } from '../exams/index.js';

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
  readonly title: string;
  /** Minutes. */
  readonly duration: number;
  readonly passMarks: number;
  readonly settings: SectionSettings;
}

/** A grading examination as a published examination sets it, for a teacher to start from. */
export interface GradingTemplate {
  readonly key: string;
  readonly grade: string;
  readonly body: string;
  readonly passRule: PassRule;
  readonly totalPassMarks: number | null;
  readonly source: {
    readonly name: string;
    readonly url: string;
    /** What the source sets, in its own terms; what it leaves open the template chooses, and says so. */
    readonly sets: string;
  };
  readonly sections: readonly TemplateSection[];
}

const ZENSHUREN = 'Zenshuren (全国珠算教育連盟)';
const ZENSHUREN_SOURCE = {
  name: 'Zenshuren abacus examination (全国珠算教育連盟主催珠算検定), Japanese Wikipedia',
  url: 'https://ja.wikipedia.org/wiki/%E5%85%A8%E5%9B%BD%E7%8F%A0%E7%AE%97%E6%95%99%E8%82%B2%E9%80%A3%E7%9B%9F%E4%B8%BB%E5%82%AC%E7%8F%A0%E7%AE%97%E6%A4%9C%E5%AE%9A',
};
const ZENSHUREN_RULE =
  '15 questions a section in 7 minutes, 10 marks a question; passed with 100 marks or more in every section.';

type Drill = Omit<SectionSettings, 'total_questions' | 'total_marks_per_question'>;

/** A Zenshuren section: 15 questions of 10 marks in 7 minutes, passed at 100 of 150. */
const zenshurenSection = (title: string, settings: Drill): TemplateSection => ({
  title,
  duration: 7,
  passMarks: 100,
  settings: { ...settings, total_questions: 15, total_marks_per_question: 10 },
});

const mitorizan = (digits: number, rows: number): Drill => ({
  operators: ['+', '-'],
  digits: { min: digits, max: digits },
  minTerms: rows,
  maxTerms: rows,
  answerMode: 'typed',
});
const times = (left: number, right: number): Drill => ({
  operators: ['*'],
  operandDigits: { left, right },
  maxTerms: 2,
  answerMode: 'typed',
});
/** ÷: a `right`-digit divisor into a number whose quotient has `left` digits. */
const divide = (quotient: number, divisor: number): Drill => ({
  operators: ['/'],
  operandDigits: { left: quotient, right: divisor },
  maxTerms: 2,
  answerMode: 'typed',
});

const JCCI = 'Japan Chamber of Commerce and Industry (日本商工会議所)';
const JCCI_SOURCE = {
  name: 'Abacus examination (珠算能力検定試験), League of Japan Abacus Associations (日本珠算連盟)',
  url: 'https://www.shuzan.jp/kentei/shuzan/',
};

/**
 * A JCCI 4th–6th kyu: 10 mitorizan of 10 marks, 20 × and 20 ÷ of 5 marks, 300 in all, passed at 210. The
 * examination gives 30 minutes for the whole paper; a section here has its own time, so 10 minutes each.
 */
const jcci = (kyu: number, rowDigits: number, product: [number, number], quotient: [number, number]) => ({
  key: `jcci-${kyu}-kyu`,
  grade: `${kyu}th kyu`,
  body: JCCI,
  passRule: 'total' as const,
  totalPassMarks: 210,
  source: {
    ...JCCI_SOURCE,
    sets:
      `${kyu}th kyu: mitorizan of 10 rows of ${rowDigits} digits (10口 ${rowDigits * 10}字), 10 questions of 10 marks; ` +
      `multiplication of ${product[0] + product[1]} digits together (実法合わせて${product[0] + product[1]}けた) and ` +
      `division of ${quotient[0] + quotient[1]} (法商合わせて${quotient[0] + quotient[1]}けた), 20 questions of 5 ` +
      'marks each; 30 minutes for the paper; passed with 210 of 300. Chosen here: how the digits split between ' +
      "the two numbers, 10 minutes for each section, and 70 of a section's 100 as its own mark (the paper passes on its total).",
  },
  sections: [
    {
      title: 'Mitorizan (addition and subtraction)',
      duration: 10,
      passMarks: 70,
      settings: { ...mitorizan(rowDigits, 10), total_questions: 10, total_marks_per_question: 10 },
    },
    {
      title: 'Multiplication',
      duration: 10,
      passMarks: 70,
      settings: { ...times(...product), total_questions: 20, total_marks_per_question: 5 },
    },
    {
      title: 'Division',
      duration: 10,
      passMarks: 70,
      settings: { ...divide(...quotient), total_questions: 20, total_marks_per_question: 5 },
    },
  ],
});

/**
 * Grading examinations as published abacus examinations set them: sections, questions, marks, time and the
 * pass rule. Number sizes the source leaves open follow the nearest published syllabus, as `sets` says.
 */
export const GRADING_TEMPLATES: readonly GradingTemplate[] = [
  {
    key: 'zenshuren-9-kyu',
    grade: '9th kyu',
    body: ZENSHUREN,
    passRule: 'every-section',
    totalPassMarks: null,
    source: {
      ...ZENSHUREN_SOURCE,
      sets: `9th kyu: multiplication and mitorizan. ${ZENSHUREN_RULE} Chosen here: the sizes of Nisshuren's 9th–10th kyu (2 × 1 digits; rows of 2 digits, 5 rows).`,
    },
    sections: [
      zenshurenSection('Multiplication', times(2, 1)),
      zenshurenSection('Mitorizan (addition and subtraction)', mitorizan(2, 5)),
    ],
  },
  {
    key: 'zenshuren-8-kyu',
    grade: '8th kyu',
    body: ZENSHUREN,
    passRule: 'every-section',
    totalPassMarks: null,
    source: {
      ...ZENSHUREN_SOURCE,
      sets: `4th–8th kyu: multiplication, division and mitorizan. ${ZENSHUREN_RULE} Chosen here: the sizes of Nisshuren's 8th kyu (3 × 1 digits; a 2-digit quotient by a 1-digit divisor; rows of 2 digits, 8 rows).`,
    },
    sections: [
      zenshurenSection('Multiplication', times(3, 1)),
      zenshurenSection('Division', divide(2, 1)),
      zenshurenSection('Mitorizan (addition and subtraction)', mitorizan(2, 8)),
    ],
  },
  {
    key: 'zenshuren-7-kyu',
    grade: '7th kyu',
    body: ZENSHUREN,
    passRule: 'every-section',
    totalPassMarks: null,
    source: {
      ...ZENSHUREN_SOURCE,
      sets: `4th–8th kyu: multiplication, division and mitorizan. ${ZENSHUREN_RULE} Chosen here: the sizes of Nisshuren's 7th kyu (2 × 2 digits; a 3-digit quotient by a 1-digit divisor; rows of 2 digits, 10 rows).`,
    },
    sections: [
      zenshurenSection('Multiplication', times(2, 2)),
      zenshurenSection('Division', divide(3, 1)),
      zenshurenSection('Mitorizan (addition and subtraction)', mitorizan(2, 10)),
    ],
  },
  jcci(6, 3, [3, 2], [2, 2]),
  jcci(5, 4, [3, 3], [3, 2]),
  jcci(4, 5, [4, 3], [3, 3]),
];

export function gradingTemplate(key: string): GradingTemplate | undefined {
  return GRADING_TEMPLATES.find((template) => template.key === key);
}
