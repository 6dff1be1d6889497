/** Single-attempt exams are assessments; the others are practice. */
export const EXAM_TYPES = ['assessment', 'practice'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export const examTypeOf = (exam: { isSingleAttempt: boolean }): ExamType =>
  exam.isSingleAttempt ? 'assessment' : 'practice';
