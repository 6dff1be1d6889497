import { describe, expect, it } from 'vitest';
import {
  examAssessmentResponses,
  examPracticeResponses,
  ownAssessmentResponses,
  ownPracticeResponses,
  studentAssessmentResponses,
  studentPracticeResponses,
} from '../../../src/modules/analytics/analytics-schemas.js';
import { itemAnalysisResponses } from '../../../src/modules/analytics/item-analysis-schemas.js';
import { levelAnalyticsResponses } from '../../../src/modules/analytics/level-analytics-schemas.js';

describe('analytics response schemas', () => {
  it('document examples that are valid answers', () => {
    for (const responses of [
      ownAssessmentResponses,
      studentAssessmentResponses,
      ownPracticeResponses,
      studentPracticeResponses,
      examAssessmentResponses,
      examPracticeResponses,
      itemAnalysisResponses,
      levelAnalyticsResponses,
    ]) {
      const success = responses[200];
      const { example } = success.meta() as { example: unknown };
      expect(success.safeParse(example).error).toBeUndefined();
    }
  });
});
