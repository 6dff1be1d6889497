import type { Mistake } from '@abacus/generator';
import type { OptionLetter } from '../../domain/answers.js';

/**
 * What the analytics are, as the repository assembles them in SQL. The HTTP contract
 * (analytics-schemas.ts) describes the same shapes and is checked against these types.
 */

export interface Statistics {
  min: number;
  max: number;
  avg: number;
}

export interface RankedExam {
  examId: string;
  title: string;
  scorePercentage: number;
}

/** An exam as a student's analytics list it. */
interface AnalysedExamEntry {
  examId: string;
  title: string;
  level: number;
  totalMarks: number;
  duration: number;
}

export interface StudentAssessmentAnalytics {
  exams: (AnalysedExamEntry & {
    score: number;
    durationTaken: number;
    scorePercentage: number;
    timeUtilizationPercentage: number;
    date: string;
  })[];
  totalAssessmentExams: number;
  avgScorePercentage: number | null;
  avgTimeUtilizationPercentage: number | null;
  topExam: RankedExam | null;
  lowestExam: RankedExam | null;
  overallScore: Statistics | null;
  overallDuration: Statistics | null;
}

export interface PracticeAttempt {
  score: number;
  durationTaken: number;
  scorePercentage: number;
  date: string;
  timeUtilizationPercentage: number;
}

export interface StudentPracticeAnalytics {
  exams: (AnalysedExamEntry & {
    totalAttempts: number;
    score: Statistics;
    time_taken: Statistics;
    attempts: PracticeAttempt[];
  })[];
  totalPracticeExams: number;
  overallScore: Statistics | null;
  overallDuration: Statistics | null;
}

export interface StarStudent {
  studentId: string;
  studentName: string;
  score: number;
  scorePercentage: number;
  timeTaken: number;
}

/** Tenths of a percentage the class's scores are counted in: 0–10 %, …, 90–100 %. */
export const DISTRIBUTION_BUCKETS = 10;

export const PRACTICE_SORTS = ['name', 'score', 'date'] as const;
export const ASSESSMENT_SORTS = ['date', 'score', 'name'] as const;
export type PracticeSort = (typeof PRACTICE_SORTS)[number];
export type AssessmentSort = (typeof ASSESSMENT_SORTS)[number];

/** Which page of an exam's list of students to read, in which order. */
export interface ExamAnalyticsPage<Sort> {
  page: number;
  limit: number;
  sort: Sort;
}

interface ExamTotals {
  /** Students (practice: their best) per tenth of the score percentage, over the whole class. */
  distribution: number[];
  totalEligibleStudents: number;
  totalStudentsAttempted: number;
  overallScore: Statistics | null;
  overallDuration: Statistics | null;
  avgScorePercentage: number | null;
  avgTimeUtilizationPercentage: number | null;
  starStudent: StarStudent | null;
}

/** A student named in a list of who has (not) done something. */
export interface NamedStudent {
  studentId: string;
  studentName: string;
}

export interface ExamAssessmentAnalytics extends ExamTotals {
  students: {
    studentId: string;
    studentName: string;
    score: number;
    duration: number;
    scorePercentage: number;
    timeUtilizationPercentage: number;
    date: string;
  }[];
  notAttempted: NamedStudent[];
  totalNotAttempted: number;
}

export interface ExamPracticeAnalytics extends ExamTotals {
  students: {
    studentId: string;
    studentName: string;
    totalAttempts: number;
    bestScorePercentage: number;
    score: Statistics;
    duration: Statistics;
  }[];
  overallAttempts: Statistics | null;
}

/** How a class answered one question. */
export interface QuestionItem {
  position: number;
  /** Null when each attempt drew its own questions: the position holds a different one in each. */
  question: string | null;
  correct_option: OptionLetter | null;
  answered: number;
  correctPercentage: number | null;
  chosen: Record<OptionLetter | 'none', number>;
  mostChosenWrong: OptionLetter | null;
  /** A typed question's wrong number written most often. */
  mostWrittenWrong: { answer: number; results: number } | null;
  /** Null for questions made before mistakes were recorded, and when each attempt drew its own questions. */
  mistakes: Record<OptionLetter, Mistake | null> | null;
  mostMadeMistake: { mistake: Mistake; results: number } | null;
}

export interface ItemAnalysis {
  questions_version: number;
  /** Each attempt drew its own questions: the analysis is by position. */
  perStudent: boolean;
  results: number;
  /** Wrong answers over the whole exam by the mistake on the abacus they stood for. */
  mistakesMade: Record<Mistake, number>;
  questions: QuestionItem[];
}

/** Practice and assessment figures side by side. */
export interface ByExamType<Value> {
  practice: Value;
  assessment: Value;
}

export interface LevelFigures {
  level: number;
  students: number;
  exams: ByExamType<number>;
  results: ByExamType<number>;
  avgScorePercentage: ByExamType<number | null>;
  studentsWithoutResult: number;
}
