import { exampleExam } from '../exams/exams-schemas.js';

/**
 * Example answers for the OpenAPI document. Every figure follows from the listed results by the
 * definitions of DESIGN §5.6, so a reader can check the arithmetic.
 */

const ravi = { studentId: 's8PqR2vX5nK0LmW4', studentName: 'Ravi Kumar' };
const asha = { studentId: 'sQ1wE2rT3yU4iO5p', studentName: 'Asha Rao' };

const studentSummary = {
  student_id: ravi.studentId,
  fullname: ravi.studentName,
  username: 'ravi.k',
  sclass: 4,
  level: 2,
};

const examSummary = { ...exampleExam, createdAt: '2026-10-26T09:30:00.000Z' };

const assessmentSummary = {
  ...examSummary,
  exam_id: 'eK7mN2pQ4rS6tU8v',
  title: 'Level 2 term test',
  isSingleAttempt: true,
  type: 'assessment',
  is_active: false,
} as const;

const envelope = <Data>(data: Data) => ({ success: true, statusCode: 200, data });

export const studentAssessmentExample = envelope({
  student: studentSummary,
  analytics: {
    exams: [
      {
        examId: assessmentSummary.exam_id,
        title: assessmentSummary.title,
        level: 2,
        totalMarks: 40,
        duration: 30,
        score: 34,
        durationTaken: 24.5,
        scorePercentage: 85,
        timeUtilizationPercentage: 81.67,
        date: '2026-10-03T10:15:00.000Z',
      },
      {
        examId: 'eP3oI9uY7tR5eW1q',
        title: 'Level 2 final assessment',
        level: 2,
        totalMarks: 50,
        duration: 45,
        score: 41,
        durationTaken: 38.25,
        scorePercentage: 82,
        timeUtilizationPercentage: 85,
        date: '2026-11-14T09:40:00.000Z',
      },
    ],
    totalAssessmentExams: 2,
    avgScorePercentage: 83.5,
    avgTimeUtilizationPercentage: 83.34,
    topExam: { examId: assessmentSummary.exam_id, title: assessmentSummary.title, scorePercentage: 85 },
    lowestExam: { examId: 'eP3oI9uY7tR5eW1q', title: 'Level 2 final assessment', scorePercentage: 82 },
    overallScore: { min: 34, max: 41, avg: 37.5 },
    overallDuration: { min: 24.5, max: 38.25, avg: 31.38 },
  },
});

export const studentPracticeExample = envelope({
  student: studentSummary,
  analytics: {
    exams: [
      {
        examId: examSummary.exam_id,
        title: examSummary.title,
        level: 2,
        totalMarks: 40,
        duration: 30,
        totalAttempts: 3,
        score: { min: 28, max: 38, avg: 33.33 },
        time_taken: { min: 25.75, max: 32.5, avg: 28.42 },
        attempts: [
          {
            score: 28,
            durationTaken: 32.5,
            scorePercentage: 70,
            date: '2026-11-02T16:05:00.000Z',
            timeUtilizationPercentage: 108.33,
          },
          {
            score: 34,
            durationTaken: 27,
            scorePercentage: 85,
            date: '2026-11-09T16:10:00.000Z',
            timeUtilizationPercentage: 90,
          },
          {
            score: 38,
            durationTaken: 25.75,
            scorePercentage: 95,
            date: '2026-11-16T16:00:00.000Z',
            timeUtilizationPercentage: 85.83,
          },
        ],
      },
    ],
    totalPracticeExams: 1,
    overallScore: { min: 28, max: 38, avg: 33.33 },
    overallDuration: { min: 25.75, max: 32.5, avg: 28.42 },
  },
});

export const examAssessmentExample = envelope({
  exam: assessmentSummary,
  analytics: {
    students: [
      {
        ...ravi,
        score: 34,
        duration: 24.5,
        scorePercentage: 85,
        timeUtilizationPercentage: 81.67,
        date: '2026-10-03T10:15:00.000Z',
      },
      {
        ...asha,
        score: 38,
        duration: 27,
        scorePercentage: 95,
        timeUtilizationPercentage: 90,
        date: '2026-10-03T10:18:00.000Z',
      },
    ],
    totalEligibleStudents: 12,
    totalStudentsAttempted: 2,
    overallScore: { min: 34, max: 38, avg: 36 },
    overallDuration: { min: 24.5, max: 27, avg: 25.75 },
    avgScorePercentage: 90,
    avgTimeUtilizationPercentage: 85.84,
    starStudent: { ...asha, score: 38, scorePercentage: 95, timeTaken: 27 },
  },
});

export const examPracticeExample = envelope({
  exam: examSummary,
  analytics: {
    students: [
      {
        ...asha,
        totalAttempts: 2,
        bestScorePercentage: 90,
        score: { min: 30, max: 36, avg: 33 },
        duration: { min: 26, max: 28, avg: 27 },
      },
      {
        ...ravi,
        totalAttempts: 3,
        bestScorePercentage: 95,
        score: { min: 28, max: 38, avg: 33.33 },
        duration: { min: 25.75, max: 32.5, avg: 28.42 },
      },
    ],
    overallAttempts: { min: 2, max: 3, avg: 2.5 },
    totalEligibleStudents: 12,
    totalStudentsAttempted: 2,
    overallScore: { min: 28, max: 38, avg: 33.2 },
    overallDuration: { min: 25.75, max: 32.5, avg: 27.85 },
    avgScorePercentage: 83,
    avgTimeUtilizationPercentage: 92.83,
    starStudent: { ...ravi, score: 38, scorePercentage: 95, timeTaken: 25.75 },
  },
});
