import { describe, expect, it } from 'vitest';
import {
  examAssessmentResponses,
  examPracticeResponses,
  ownAssessmentResponses,
  ownPracticeResponses,
  studentAssessmentResponses,
  studentPracticeResponses,
} from '../../../src/modules/analytics/analytics-schemas.js';

describe('analytics response schemas', () => {
  it('document examples that are valid answers', () => {
    for (const responses of [
      ownAssessmentResponses,
      studentAssessmentResponses,
      ownPracticeResponses,
      studentPracticeResponses,
      examAssessmentResponses,
      examPracticeResponses,
    ]) {
      const success = responses[200];
      const { example } = success.meta() as { example: unknown };
      expect(success.safeParse(example).error).toBeUndefined();
    }
  });
});
