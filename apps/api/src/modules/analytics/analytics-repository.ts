import type { Database } from '../../db/database.js';
import { boundTo } from '../../lib/bound-to.js';
import {
  examAssessmentAnalytics,
  examPracticeAnalytics,
  studentsNotAttempted,
} from './exam-analytics-queries.js';
import { createItemAnalysisRepository } from './item-analysis-repository.js';
import { createLevelAnalyticsRepository } from './level-analytics-repository.js';
import { studentAssessmentAnalytics, studentPracticeAnalytics } from './student-analytics-queries.js';

export type { AnalysedExam } from './exam-analytics-queries.js';

/**
 * Every figure is aggregated, ranked and rounded by PostgreSQL, lists included (as JSON arrays): a
 * request runs one or two statements, however many results there are. Each statement first takes the
 * results in question with their percentages (`scored`), so each percentage is computed once.
 */
export function createAnalyticsRepository(db: Database) {
  const over = boundTo(db);
  return {
    ...createItemAnalysisRepository(db),
    ...createLevelAnalyticsRepository(db),
    studentAssessment: over(studentAssessmentAnalytics),
    studentPractice: over(studentPracticeAnalytics),
    examAssessment: over(examAssessmentAnalytics),
    notAttempted: over(studentsNotAttempted),
    examPractice: over(examPracticeAnalytics),
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
