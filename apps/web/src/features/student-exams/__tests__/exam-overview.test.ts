import { describe, expect, it } from 'vitest';
import { practiceExamAnalytics, studentExam } from '@/testing/fixtures';
import type { AssessmentAnalytics, PracticeAnalytics } from '@/types/api';
import { overviewExams } from '../exam-overview';

const practiceAnalytics = (exams: PracticeAnalytics['exams']): PracticeAnalytics => ({
  exams,
  totalPracticeExams: exams.length,
  overallScore: null,
  overallDuration: null,
});

const assessmentAnalytics = (scores: Record<string, number>): AssessmentAnalytics => ({
  exams: Object.entries(scores).map(([examId, scorePercentage]) => ({
    examId,
    title: examId,
    level: 2,
    totalMarks: 20,
    duration: 15,
    score: scorePercentage / 5,
    durationTaken: 10,
    scorePercentage,
    timeUtilizationPercentage: 66.67,
    date: '2026-11-05T09:00:00.000Z',
  })),
  totalAssessmentExams: Object.keys(scores).length,
  avgScorePercentage: null,
  avgTimeUtilizationPercentage: null,
  topExam: null,
  lowestExam: null,
  overallScore: null,
  overallDuration: null,
});

describe('overviewExams', () => {
  it('puts practice and assessments apart, open before closed, newest first', () => {
    const exams = [
      studentExam({ exam_id: 'e-old-practice', createdAt: '2026-10-01T00:00:00.000Z' }),
      studentExam({ exam_id: 'e-closed-practice', is_active: false, createdAt: '2026-12-01T00:00:00.000Z' }),
      studentExam({ exam_id: 'e-new-practice', createdAt: '2026-11-01T00:00:00.000Z' }),
      studentExam({ exam_id: 'e-test', type: 'assessment', isSingleAttempt: true }),
    ];
    const overview = overviewExams(exams);
    expect(overview.practice.map((item) => item.exam.exam_id)).toEqual([
      'e-new-practice',
      'e-old-practice',
      'e-closed-practice',
    ]);
    expect(overview.practice.map((item) => item.closed)).toEqual([false, false, true]);
    expect(overview.assessments.map((item) => item.exam.exam_id)).toEqual(['e-test']);
  });

  it('says which closed exam opens by itself later, and which is closed for good', () => {
    const now = new Date('2026-12-07T08:00:00.000Z');
    const exams = [
      studentExam({ exam_id: 'e-at-nine', is_active: false, opensAt: '2026-12-07T09:00:00.000Z' }),
      studentExam({ exam_id: 'e-was-at-seven', is_active: false, opensAt: '2026-12-07T07:00:00.000Z' }),
      studentExam({ exam_id: 'e-closed', is_active: false }),
      studentExam({ exam_id: 'e-open', opensAt: '2026-12-07T07:00:00.000Z' }),
    ];
    const opensLater = Object.fromEntries(
      overviewExams(exams, undefined, undefined, now).practice.map((item) => [
        item.exam.exam_id,
        item.opensLater,
      ]),
    );
    expect(opensLater).toEqual({
      'e-at-nine': true,
      'e-was-at-seven': false,
      'e-closed': false,
      'e-open': false,
    });
  });

  it('tells what I did: how often, when last, and my best score from the analytics', () => {
    const exams = [
      studentExam({
        exam_id: 'e-practice',
        totalAttempted: 3,
        hasAttempted: { attempted: true, attempt_date: '2026-11-04T09:00:00.000Z' },
      }),
      studentExam({
        exam_id: 'e-test',
        type: 'assessment',
        totalAttempted: 1,
        hasAttempted: { attempted: true, attempt_date: '2026-11-05T09:00:00.000Z' },
      }),
      studentExam({ exam_id: 'e-untried' }),
    ];
    const overview = overviewExams(
      exams,
      practiceAnalytics([practiceExamAnalytics('e-practice', [40, 90, 75])]),
      assessmentAnalytics({ 'e-test': 65 }),
    );
    const practice = Object.fromEntries(overview.practice.map((item) => [item.exam.exam_id, item]));
    expect(practice['e-practice']).toMatchObject({
      attempts: 3,
      bestPercentage: 90,
      lastAttempt: '2026-11-04T09:00:00.000Z',
    });
    expect(practice['e-untried']).toMatchObject({ attempts: 0, bestPercentage: null, lastAttempt: null });
    expect(overview.assessments[0]).toMatchObject({ attempts: 1, bestPercentage: 65 });
  });

  it('still lists every exam while the analytics are missing', () => {
    const overview = overviewExams([studentExam({ totalAttempted: 2 })]);
    expect(overview.practice[0]).toMatchObject({ attempts: 2, bestPercentage: null });
  });
});
