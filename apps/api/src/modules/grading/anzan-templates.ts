import {
  divide,
  JCCI,
  kyu,
  times,
  type Drill,
  type GradingTemplate,
  type TemplateSection,
  type Words,
} from './template-parts.js';

/** A grade of the anzan kentei: `Anzan 8th kyu`, `मानसिक गणित 8वाँ क्यू (暗算8級)`. */
const anzanKyu = (number: number): Words => kyu(number, { en: 'Anzan ', hi: 'मानसिक गणित ' }, '暗算');

const ANZAN_SOURCE = {
  name: {
    en: 'Anzan examination (暗算検定試験), League of Japan Abacus Associations (日本珠算連盟)',
    hi: 'मानसिक गणित परीक्षा (暗算検定試験), जापान अबेकस संघों की लीग (日本珠算連盟)',
  },
  url: 'https://www.shuzan.jp/kentei/anzan',
};
const MITORI_ANZAN: Words = {
  en: 'Mitori anzan (adding in the head)',
  hi: 'मितोरी अंज़ान (見取暗算): मन में जोड़',
};
const KAKE_ANZAN: Words = { en: 'Kake anzan (× in the head)', hi: 'काके अंज़ान (かけ暗算): मन में गुणा' };
const WARI_ANZAN: Words = { en: 'Wari anzan (÷ in the head)', hi: 'वारी अंज़ान (わり暗算): मन में भाग' };

/**
 * JCCI's anzan kentei at 7th–10th kyu: one paper of 50 sums added in the head, the same for the four
 * grades, which are awarded by the score.
 */
const ANZAN_7_TO_10_KYU: GradingTemplate = {
  key: 'jcci-anzan-7-10-kyu',
  grade: {
    en: 'Anzan 7th–10th kyu',
    hi: 'मानसिक गणित 7वाँ–10वाँ क्यू (暗算7~10級)',
  },
  body: JCCI,
  passRule: 'total',
  totalPassMarks: 250,
  paper: false,
  awards: [
    { grade: anzanKyu(10), minMarks: 250 },
    { grade: anzanKyu(9), minMarks: 300 },
    { grade: anzanKyu(8), minMarks: 350 },
    { grade: anzanKyu(7), minMarks: 400 },
  ],
  source: {
    ...ANZAN_SOURCE,
    sets:
      '7th–10th kyu: one paper of 50 mitori anzan (one-digit numbers added in the head: questions 1–15 of ' +
      '3 rows, 16–30 of 4, 31–50 of 5), 12 minutes, 500 marks, answered in any order; the same paper for ' +
      'the four grades, awarded by the score (as the examination’s guides give it: 7th kyu at 400, 8th at ' +
      '350, 9th at 300, 10th at 250). Chosen here: each question has 3 to 5 rows, drawn alike, rather than ' +
      '15, 15 and 20 of each.',
  },
  sections: [
    {
      title: MITORI_ANZAN,
      duration: 12,
      passMarks: 250,
      settings: {
        operators: ['+'],
        digits: { min: 1, max: 1 },
        minTerms: 3,
        maxTerms: 5,
        answerMode: 'typed',
        total_questions: 50,
        total_marks_per_question: 10,
      },
    },
  ],
};

/** A section of the anzan kentei's 1st–3rd kyu paper: its 12 minutes split four each, as they only add up. */
const anzanSection = (title: Words, questions: number, marks: number, drill: Drill): TemplateSection => ({
  title,
  duration: 4,
  passMarks: (questions * marks * 4) / 5,
  settings: { ...drill, total_questions: questions, total_marks_per_question: marks },
});

/**
 * JCCI's anzan kentei at 1st–3rd kyu: one paper of 80 questions in 12 minutes, in any order — 20 mitori
 * anzan of three-digit rows, 30 products and 30 quotients of `digits` digits together — 500 marks, passed
 * at 400.
 */
const anzanPaper = (number: number, rows: number, digits: number): GradingTemplate => {
  const [left, right] = [Math.ceil(digits / 2), Math.floor(digits / 2)];
  return {
    key: `jcci-anzan-${number}-kyu`,
    grade: anzanKyu(number),
    body: JCCI,
    passRule: 'total',
    totalPassMarks: 400,
    paper: true,
    awards: [],
    source: {
      ...ANZAN_SOURCE,
      sets:
        `${kyu(number).en}: one paper of 80 questions (20 mitori anzan of 3 digits, ${rows} rows, ` +
        `3けた${rows}口${3 * rows}字; 30 kake anzan, 実法合わせて${digits}けた; 30 wari anzan, ` +
        `法商合わせて${digits}けた), 12 minutes, answered in any order; 500 marks, passed at 400. Chosen ` +
        `here: rows added only; the ${digits} digits split ${left} and ${right}; 10 marks a mitori anzan ` +
        'and 5 a product or quotient; each section 4 of the 12 minutes (one clock for the paper) and 80 % ' +
        'of its marks as its own pass mark (the paper passes on its total).',
    },
    sections: [
      anzanSection(MITORI_ANZAN, 20, 10, {
        operators: ['+'],
        digits: { min: 3, max: 3 },
        minTerms: rows,
        maxTerms: rows,
        answerMode: 'typed',
      }),
      anzanSection(KAKE_ANZAN, 30, 5, times(left, right)),
      anzanSection(WARI_ANZAN, 30, 5, divide(left, right)),
    ],
  };
};

/** JCCI's anzan kentei: 1st–3rd kyu, each one paper; 7th–10th kyu, one paper awarding the kyu by score. */
export const ANZAN_TEMPLATES: readonly GradingTemplate[] = [
  anzanPaper(3, 5, 4),
  anzanPaper(2, 7, 4),
  anzanPaper(1, 10, 5),
  ANZAN_7_TO_10_KYU,
];
