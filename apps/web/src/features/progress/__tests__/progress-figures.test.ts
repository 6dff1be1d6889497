import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { practiceExamAnalytics } from '@/testing/fixtures';
import { practiceProgress } from '../progress-figures';

const analyticsOf = (exams: ReturnType<typeof practiceExamAnalytics>[]) => ({
  exams,
  totalPracticeExams: exams.length,
  overallScore: null,
  overallDuration: null,
});

describe('practiceProgress', () => {
  it('numbers the tries in order and gives the best and average score %', () => {
    const [exam] = practiceProgress(analyticsOf([practiceExamAnalytics('e1', [50, 75, 60])]));
    expect(exam?.points.map((point) => [point.number, point.scorePercentage])).toEqual([
      [1, 50],
      [2, 75],
      [3, 60],
    ]);
    expect(exam?.bestPercentage).toBe(75);
    expect(exam?.averagePercentage).toBe(61.67);
  });

  it('leaves out exams without a try', () => {
    expect(practiceProgress(analyticsOf([practiceExamAnalytics('e1', [])]))).toEqual([]);
  });

  it('keeps the average between the lowest and the best score', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 30 }), (raw) => {
        const percentages = raw.map((value) => value / 100);
        const [exam] = practiceProgress(analyticsOf([practiceExamAnalytics('e1', percentages)]));
        expect(exam?.averagePercentage).toBeGreaterThanOrEqual(Math.min(...percentages) - 0.005);
        expect(exam?.averagePercentage).toBeLessThanOrEqual(Math.max(...percentages) + 0.005);
        expect(exam?.bestPercentage).toBe(Math.max(...percentages));
      }),
    );
  });
});
