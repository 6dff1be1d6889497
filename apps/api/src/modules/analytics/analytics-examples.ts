import { LIMIT_DEFAULT } from '../../lib/query-schemas.js';
import { exampleExam } from '../exams/index.js';

/**
 * Example answers for the OpenAPI document. Every figure follows from the listed results by the
 * definitions of the analytics, so a reader can check the arithmetic.
 */

const ravi = { studentId: 's8PqR2vX5nK0LmW4', studentName: 'Ravi Kumar' };
const asha = { studentId: 'sQ1wE2rT3yU4iO5p', studentName: 'Asha Rao' };
/** The other three of the five level 2 students, who have not taken the term test. */
const absentees = [
  { studentId: 'sD3eP4aN5iR6x7Yz', studentName: 'Deepa Nair' },
  { studentId: 'sK8aB9iR0sI1nG2h', studentName: 'Kabir Singh' },
  { studentId: 'sM3eE4nA5iY6eR7q', studentName: 'Meena Iyer' },
];
const LEVEL_2_STUDENTS = 2 + absentees.length;

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

/** Where an exam's page of students sits: the first page, holding all `total` of them. */
const pageMeta = <Sort extends string>(total: number, sort: Sort) => ({
  meta: { page: 1, limit: LIMIT_DEFAULT, total, sort },
});

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

export const examAssessmentExample = {
  ...envelope({
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
      totalEligibleStudents: LEVEL_2_STUDENTS,
      totalStudentsAttempted: 2,
      overallScore: { min: 34, max: 38, avg: 36 },
      overallDuration: { min: 24.5, max: 27, avg: 25.75 },
      avgScorePercentage: 90,
      avgTimeUtilizationPercentage: 85.84,
      starStudent: { ...asha, score: 38, scorePercentage: 95, timeTaken: 27 },
      distribution: [0, 0, 0, 0, 0, 0, 0, 0, 1, 1],
      notAttempted: absentees,
      totalNotAttempted: absentees.length,
    },
  }),
  ...pageMeta(2, 'date'),
};

export const examPracticeExample = {
  ...envelope({
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
      totalEligibleStudents: LEVEL_2_STUDENTS,
      totalStudentsAttempted: 2,
      overallScore: { min: 28, max: 38, avg: 33.2 },
      overallDuration: { min: 25.75, max: 32.5, avg: 27.85 },
      avgScorePercentage: 83,
      avgTimeUtilizationPercentage: 92.83,
      starStudent: { ...ravi, score: 38, scorePercentage: 95, timeTaken: 25.75 },
      distribution: [0, 0, 0, 0, 0, 0, 0, 0, 0, 2],
    },
  }),
  ...pageMeta(2, 'name'),
};

const quickCheck = {
  ...examSummary,
  exam_id: 'eQ5cH2kL8mN4pR6s',
  title: 'Level 1 quick check',
  duration: 10,
  level: 1,
  total_questions: 4,
  total_marks: 4,
  total_marks_per_question: 1,
  questions_version: 2,
} as const;

/**
 * Six results answered version 2 of the quick check (- = skipped):
 *   question  1  2  3  4
 *   key       b  d  a  c
 *   answers   b  d  a  c  ·  b  c  a  b  ·  b  c  a  -  ·  a  d  a  c  ·  -  b  a  d  ·  b  d  b  -
 */
export const itemAnalysisExample = envelope({
  exam: quickCheck,
  analytics: {
    questions_version: 2,
    perStudent: false,
    results: 6,
    mistakesMade: {
      'five-bead': 0,
      'one-bead': 0,
      carry: 3,
      'skipped-row': 1,
      sign: 0,
      'rod-slip': 0,
      'times-table': 2,
    },
    questions: [
      // 4 of 6 correct = 66.67 %; one skipped
      {
        position: 1,
        question: '12 + 7',
        correct_option: 'b',
        answered: 5,
        correctPercentage: 66.67,
        chosen: { a: 1, b: 4, c: 0, d: 0, none: 1 },
        mostChosenWrong: 'a',
        mistakes: { a: 'carry', b: null, c: 'five-bead', d: null },
        mostWrittenWrong: null,
        mostMadeMistake: { mistake: 'carry', results: 1 },
      },
      {
        position: 2,
        question: '45 - 18',
        correct_option: 'd',
        answered: 6,
        correctPercentage: 50,
        chosen: { a: 0, b: 1, c: 2, d: 3, none: 0 },
        mostChosenWrong: 'c',
        mistakes: { a: 'one-bead', b: 'five-bead', c: 'carry', d: null },
        mostWrittenWrong: null,
        mostMadeMistake: { mistake: 'carry', results: 2 },
      },
      {
        position: 3,
        question: '6 * 7',
        correct_option: 'a',
        answered: 6,
        correctPercentage: 83.33,
        chosen: { a: 5, b: 1, c: 0, d: 0, none: 0 },
        mostChosenWrong: 'b',
        mistakes: { a: null, b: 'times-table', c: 'carry', d: null },
        mostWrittenWrong: null,
        mostMadeMistake: { mistake: 'times-table', results: 1 },
      },
      // 2 of 6 = 33.33 %; b and d were chosen once each: the earlier letter
      {
        position: 4,
        question: '84 / 4 + 9',
        correct_option: 'c',
        answered: 4,
        correctPercentage: 33.33,
        chosen: { a: 0, b: 1, c: 2, d: 1, none: 2 },
        mostChosenWrong: 'b',
        mistakes: { a: 'carry', b: 'skipped-row', c: null, d: 'times-table' },
        // one wrong answer each: the earlier in the list of mistakes
        mostWrittenWrong: null,
        mostMadeMistake: { mistake: 'skipped-row', results: 1 },
      },
    ],
  },
});

/**
 * From 1 October to 30 November 2026. Level 2's results are those of the other examples: the term test
 * (85 %, 95 %), the final assessment (82 %) and the weekly practice (Ravi 70, 85, 95 %; Asha 75, 90 %).
 * Level 1's three practice results scored 80, 90 and 75 %.
 */
export const levelAnalyticsExample = envelope({
  from: '2026-10-01T00:00:00.000Z',
  to: '2026-11-30T23:59:59.999Z',
  levels: [
    {
      level: 1,
      students: 8,
      exams: { practice: 2, assessment: 0 },
      results: { practice: 3, assessment: 0 },
      // (80 + 90 + 75) / 3 = 81.666… → 81.67
      avgScorePercentage: { practice: 81.67, assessment: null },
      // the three results came from two students
      studentsWithoutResult: 6,
    },
    {
      level: 2,
      students: LEVEL_2_STUDENTS,
      exams: { practice: 1, assessment: 2 },
      results: { practice: 5, assessment: 3 },
      // (70 + 85 + 95 + 75 + 90) / 5 = 83; (85 + 95 + 82) / 3 = 87.333… → 87.33
      avgScorePercentage: { practice: 83, assessment: 87.33 },
      // Ravi and Asha have results
      studentsWithoutResult: absentees.length,
    },
    // an assessment prepared for the students who move up
    {
      level: 3,
      students: 0,
      exams: { practice: 0, assessment: 1 },
      results: { practice: 0, assessment: 0 },
      avgScorePercentage: { practice: null, assessment: null },
      studentsWithoutResult: 0,
    },
  ],
});
