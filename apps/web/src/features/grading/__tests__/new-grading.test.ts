import { describe, expect, it } from 'vitest';
import { fromExamsBody, sectionCandidates, suggestedPassMarks, totalFullMarks } from '../new-grading';

const exam = (
  exam_id: string,
  overrides: Partial<{ type: 'practice' | 'assessment'; level: number; is_deleted: boolean }> = {},
) => ({
  exam_id,
  type: 'assessment' as 'practice' | 'assessment',
  level: 3,
  is_deleted: false,
  total_questions: 10,
  total_marks_per_question: 2,
  ...overrides,
});

describe('sectionCandidates', () => {
  it('offers the live tests of the grading’s level only', () => {
    const exams = [
      exam('test'),
      exam('practice', { type: 'practice' }),
      exam('other-level', { level: 4 }),
      exam('deleted', { is_deleted: true }),
    ];
    expect(sectionCandidates(exams, 3).map(({ exam_id }) => exam_id)).toEqual(['test']);
    expect(sectionCandidates(exams, undefined)).toEqual([]);
  });
});

describe('the pass marks', () => {
  it('start at 70% of the full marks, at least 1', () => {
    expect(suggestedPassMarks(150)).toBe(105);
    expect(suggestedPassMarks(1)).toBe(1);
  });

  it('of the total can be at most the sections’ full marks added up', () => {
    expect(totalFullMarks(['a', 'b'], [exam('a'), exam('b', {}), exam('c')])).toBe(40);
  });
});

describe('fromExamsBody', () => {
  const values = {
    title: ' Spring grading ',
    grade: '8th kyu ',
    level: 3,
    examIds: ['b', 'a'],
    passMarks: { a: 14, b: 15 },
    nearPassPercent: 10,
  };

  it('sends the sections in the order chosen, each with its pass mark', () => {
    expect(fromExamsBody({ ...values, passRule: 'every-section', totalPassMarks: 30, school: '  ' })).toEqual(
      {
        title: 'Spring grading',
        grade: '8th kyu',
        level: 3,
        passRule: 'every-section',
        nearPassPercent: 10,
        sections: [
          { exam_id: 'b', passMarks: 15 },
          { exam_id: 'a', passMarks: 14 },
        ],
      },
    );
  });

  it('sends a total pass mark with the total rule only, and the school when there is one', () => {
    expect(
      fromExamsBody({ ...values, passRule: 'total', totalPassMarks: 30, school: 'Bright Beads' }),
    ).toMatchObject({
      passRule: 'total',
      totalPassMarks: 30,
      school: 'Bright Beads',
    });
  });
});
