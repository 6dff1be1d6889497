import type { ReportLanguage } from '../../lib/report-locale.js';
import {
  DIVISION,
  divide,
  JCCI,
  kyu,
  MITORIZAN,
  mitorizan,
  MULTIPLICATION,
  times,
  type Drill,
  type GradingTemplate,
  type TemplateSection,
  type Words,
} from './template-parts.js';
import { ANZAN_TEMPLATES } from './anzan-templates.js';

export type { GradingTemplate, Words } from './template-parts.js';

const ZENSHUREN: Words = { en: 'Zenshuren (全国珠算教育連盟)', hi: 'ज़ेनशुरेन (全国珠算教育連盟)' };
const ZENSHUREN_SOURCE = {
  name: {
    en: 'Zenshuren abacus examination (全国珠算教育連盟主催珠算検定), Japanese Wikipedia',
    hi: 'ज़ेनशुरेन अबेकस परीक्षा (全国珠算教育連盟主催珠算検定), जापानी विकिपीडिया',
  },
  url: 'https://ja.wikipedia.org/wiki/%E5%85%A8%E5%9B%BD%E7%8F%A0%E7%AE%97%E6%95%99%E8%82%B2%E9%80%A3%E7%9B%9F%E4%B8%BB%E5%82%AC%E7%8F%A0%E7%AE%97%E6%A4%9C%E5%AE%9A',
};
const ZENSHUREN_RULE =
  '15 questions a section in 7 minutes, 10 marks a question; passed with 100 marks or more in every section.';

/** A Zenshuren section: 15 questions of 10 marks in 7 minutes, passed at 100 of 150. */
const zenshurenSection = (title: Words, settings: Drill): TemplateSection => ({
  title,
  duration: 7,
  passMarks: 100,
  settings: { ...settings, total_questions: 15, total_marks_per_question: 10 },
});

const JCCI_SOURCE = {
  name: {
    en: 'Abacus examination (珠算能力検定試験), League of Japan Abacus Associations (日本珠算連盟)',
    hi: 'अबेकस परीक्षा (珠算能力検定試験), जापान अबेकस संघों की लीग (日本珠算連盟)',
  },
  url: 'https://www.shuzan.jp/kentei/shuzan/',
};

/**
 * A JCCI 4th–6th kyu: 10 mitorizan of 10 marks, 20 × and 20 ÷ of 5 marks, 300 in all, passed at 210: one
 * paper of 30 minutes for the three, in any order (its sections' 10 minutes each, added).
 */
const jcci = (number: number, rowDigits: number, product: [number, number], quotient: [number, number]) => ({
  key: `jcci-${number}-kyu`,
  grade: kyu(number),
  body: JCCI,
  passRule: 'total' as const,
  totalPassMarks: 210,
  paper: true,
  awards: [],
  source: {
    ...JCCI_SOURCE,
    sets:
      `${number}th kyu: mitorizan of 10 rows of ${rowDigits} digits (10口 ${rowDigits * 10}字), 10 questions of 10 marks; ` +
      `multiplication of ${product[0] + product[1]} digits together (実法合わせて${product[0] + product[1]}けた) and ` +
      `division of ${quotient[0] + quotient[1]} (法商合わせて${quotient[0] + quotient[1]}けた), 20 questions of 5 ` +
      'marks each; 30 minutes for the paper, answered in any order; passed with 210 of 300. Chosen here: how ' +
      "the digits split between the two numbers, and 70 of a section's 100 as its own mark (the paper passes " +
      'on its total).',
  },
  sections: [
    {
      title: MITORIZAN,
      duration: 10,
      passMarks: 70,
      settings: { ...mitorizan(rowDigits, 10), total_questions: 10, total_marks_per_question: 10 },
    },
    {
      title: MULTIPLICATION,
      duration: 10,
      passMarks: 70,
      settings: { ...times(...product), total_questions: 20, total_marks_per_question: 5 },
    },
    {
      title: DIVISION,
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
    grade: kyu(9),
    body: ZENSHUREN,
    passRule: 'every-section',
    totalPassMarks: null,
    paper: false,
    awards: [],
    source: {
      ...ZENSHUREN_SOURCE,
      sets: `9th kyu: multiplication and mitorizan. ${ZENSHUREN_RULE} Chosen here: the sizes of Nisshuren's 9th–10th kyu (2 × 1 digits; rows of 2 digits, 5 rows).`,
    },
    sections: [zenshurenSection(MULTIPLICATION, times(2, 1)), zenshurenSection(MITORIZAN, mitorizan(2, 5))],
  },
  {
    key: 'zenshuren-8-kyu',
    grade: kyu(8),
    body: ZENSHUREN,
    passRule: 'every-section',
    totalPassMarks: null,
    paper: false,
    awards: [],
    source: {
      ...ZENSHUREN_SOURCE,
      sets: `4th–8th kyu: multiplication, division and mitorizan. ${ZENSHUREN_RULE} Chosen here: the sizes of Nisshuren's 8th kyu (3 × 1 digits; a 2-digit quotient by a 1-digit divisor; rows of 2 digits, 8 rows).`,
    },
    sections: [
      zenshurenSection(MULTIPLICATION, times(3, 1)),
      zenshurenSection(DIVISION, divide(2, 1)),
      zenshurenSection(MITORIZAN, mitorizan(2, 8)),
    ],
  },
  {
    key: 'zenshuren-7-kyu',
    grade: kyu(7),
    body: ZENSHUREN,
    passRule: 'every-section',
    totalPassMarks: null,
    paper: false,
    awards: [],
    source: {
      ...ZENSHUREN_SOURCE,
      sets: `4th–8th kyu: multiplication, division and mitorizan. ${ZENSHUREN_RULE} Chosen here: the sizes of Nisshuren's 7th kyu (2 × 2 digits; a 3-digit quotient by a 1-digit divisor; rows of 2 digits, 10 rows).`,
    },
    sections: [
      zenshurenSection(MULTIPLICATION, times(2, 2)),
      zenshurenSection(DIVISION, divide(3, 1)),
      zenshurenSection(MITORIZAN, mitorizan(2, 10)),
    ],
  },
  jcci(6, 3, [3, 2], [2, 2]),
  jcci(5, 4, [3, 3], [3, 2]),
  jcci(4, 5, [4, 3], [3, 3]),
  ...ANZAN_TEMPLATES,
];

export function gradingTemplate(key: string): GradingTemplate | undefined {
  return GRADING_TEMPLATES.find((template) => template.key === key);
}

/** The title a grading made from a template has when the teacher gives none: `8th kyu grading`. */
export const defaultGradingTitle = (template: GradingTemplate): Words => ({
  en: `${template.grade.en} grading`,
  hi: `${template.grade.hi} ग्रेड परीक्षा`,
});

/**
 * The words of the template a grading was made from (its grade, default title, source and section names),
 * in `language` whichever language they were written in; words of the teacher's own stay as they are.
 * So a grading made in English has its certificate in Hindi, and the other way round.
 */
export function templateWordsIn(
  templateKey: string | null,
  language: ReportLanguage,
): (text: string) => string {
  const template = templateKey === null ? undefined : gradingTemplate(templateKey);
  if (!template) return (text) => text;
  const known = [
    template.grade,
    defaultGradingTitle(template),
    template.source.name,
    ...template.sections.map((section) => section.title),
    ...template.awards.map((award) => award.grade),
  ];
  return (text) => known.find((words) => Object.values(words).includes(text))?.[language] ?? text;
}
