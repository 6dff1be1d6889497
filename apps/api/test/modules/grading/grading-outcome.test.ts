import { describe, expect, it } from 'vitest';
import {
  awardedGrade,
  gradingStanding,
  type GradingRule,
} from '../../../src/modules/grading/grading-outcome.js';

/** Zenshuren's sections: 150 marks each, passed at 100. */
const SECTIONS = [1, 2, 3].map(() => ({ fullMarks: 150, passMarks: 100 }));
const everySection: GradingRule = { passRule: 'every-section', totalPassMarks: null, nearPassPercent: 10 };
const scored = (...scores: (number | null)[]) =>
  scores.map((score) => (score === null ? null : { score, fullMarks: 150 }));

describe('a grading standing', () => {
  it('passes every section at its pass mark, and the grading only when all are passed', () => {
    expect(gradingStanding(everySection, SECTIONS, scored(100, 150, 120))).toEqual({
      outcome: 'pass',
      total: 370,
      fullMarks: 450,
      sections: ['pass', 'pass', 'pass'],
    });
  });

  it('counts a score within the near-pass margin below the mark as near, and the grading near when none fails', () => {
    // 10 % of 150 is 15: 85 is near, 84 is not.
    expect(gradingStanding(everySection, SECTIONS, scored(150, 85, 100))).toMatchObject({
      outcome: 'near-pass',
      sections: ['pass', 'near-pass', 'pass'],
    });
    expect(gradingStanding(everySection, SECTIONS, scored(150, 84, 150))).toMatchObject({
      outcome: 'fail',
      sections: ['pass', 'fail', 'pass'],
    });
  });

  it('has no near pass at a margin of 0', () => {
    expect(
      gradingStanding({ ...everySection, nearPassPercent: 0 }, SECTIONS, scored(99, 150, 150)).outcome,
    ).toBe('fail');
  });

  it('is pending until every section has a result, whatever the others say', () => {
    expect(gradingStanding(everySection, SECTIONS, scored(0, null, 150))).toEqual({
      outcome: 'pending',
      total: 150,
      fullMarks: 450,
      sections: ['fail', 'pending', 'pass'],
    });
  });

  it('passes the total rule on the sections added, whatever one section says', () => {
    const total: GradingRule = { passRule: 'total', totalPassMarks: 210, nearPassPercent: 10 };
    const jcci = [
      { fullMarks: 100, passMarks: 70 },
      { fullMarks: 100, passMarks: 70 },
      { fullMarks: 100, passMarks: 70 },
    ];
    const of = (...scores: number[]) => scores.map((score) => ({ score, fullMarks: 100 }));
    expect(gradingStanding(total, jcci, of(100, 100, 10))).toMatchObject({
      outcome: 'pass',
      total: 210,
      sections: ['pass', 'pass', 'fail'],
    });
    // 10 % of 300 is 30 below 210.
    expect(gradingStanding(total, jcci, of(60, 60, 60)).outcome).toBe('near-pass');
    expect(gradingStanding(total, jcci, of(60, 60, 59)).outcome).toBe('fail');
  });

  it('marks a section out of the full marks the child was marked out of', () => {
    // The exam now has 200 marks, but this child's result was out of 150: 10 % of 150 below 100 is near.
    const standing = gradingStanding(
      everySection,
      [{ fullMarks: 200, passMarks: 100 }],
      [{ score: 85, fullMarks: 150 }],
    );
    expect(standing).toMatchObject({ outcome: 'near-pass', fullMarks: 150 });
  });
});

describe('the grade a standing earns', () => {
  const awards = [
    { grade: '10th kyu', minMarks: 250 },
    { grade: '9th kyu', minMarks: 300 },
    { grade: '8th kyu', minMarks: 350 },
    { grade: '7th kyu', minMarks: 400 },
  ];

  it('is the highest award the total reaches, the lowest at the pass mark', () => {
    expect(awardedGrade({ outcome: 'pass', total: 250 }, 'Anzan', awards)).toBe('10th kyu');
    expect(awardedGrade({ outcome: 'pass', total: 349 }, 'Anzan', awards)).toBe('9th kyu');
    expect(awardedGrade({ outcome: 'pass', total: 350 }, 'Anzan', awards)).toBe('8th kyu');
    expect(awardedGrade({ outcome: 'pass', total: 500 }, 'Anzan', awards)).toBe('7th kyu');
    expect(awardedGrade({ outcome: 'near-pass', total: 249 }, 'Anzan', awards)).toBeNull();
  });

  it('is the grading’s grade on a pass where there are no awards, and none before every section is sat', () => {
    expect(awardedGrade({ outcome: 'pass', total: 370 }, '8th kyu', [])).toBe('8th kyu');
    expect(awardedGrade({ outcome: 'near-pass', total: 300 }, '8th kyu', [])).toBeNull();
    expect(awardedGrade({ outcome: 'pending', total: 450 }, '8th kyu', awards)).toBeNull();
  });
});
