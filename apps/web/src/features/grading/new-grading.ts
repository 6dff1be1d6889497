import type { GradingTemplate, PassRule, TeacherExam } from '@/types/api';

/** Where a new section's pass mark starts, in percent of its full marks: the teacher changes it. */
const SUGGESTED_PASS_PERCENT = 70;

/** A section's full marks: every question right. */
export const fullMarksOf = (exam: Pick<TeacherExam, 'total_questions' | 'total_marks_per_question'>) =>
  exam.total_questions * exam.total_marks_per_question;

export const suggestedPassMarks = (fullMarks: number) =>
  Math.max(1, Math.ceil((fullMarks * SUGGESTED_PASS_PERCENT) / 100));

/**
 * The exams a grading at `level` can have as sections: the teacher's tests (one try each, as a grading
 * section must be) at that level that are not deleted.
 */
export function sectionCandidates<Exam extends Pick<TeacherExam, 'type' | 'is_deleted' | 'level'>>(
  exams: readonly Exam[],
  level: number | undefined,
): Exam[] {
  return exams.filter((exam) => exam.type === 'assessment' && !exam.is_deleted && exam.level === level);
}

/** The new-grading form's values when it is built from the teacher's own exams. */
export interface FromExamsValues {
  title: string;
  grade: string;
  level: number;
  school?: string;
  /** The exams chosen, in the order the sections are taken. */
  examIds: string[];
  /** Each chosen exam's pass mark, by exam id. */
  passMarks: Record<string, number>;
  passRule: PassRule;
  totalPassMarks?: number;
  /** With the total rule: the sections are one paper, one clock for all, in any order. */
  paper?: boolean;
  nearPassPercent: number;
}

/** POST /grading's body for a grading made of the teacher's own exams (54). */
export function fromExamsBody(values: FromExamsValues) {
  const school = values.school?.trim();
  return {
    title: values.title.trim(),
    grade: values.grade.trim(),
    level: values.level,
    ...(school && { school }),
    passRule: values.passRule,
    ...(values.passRule === 'total' && {
      totalPassMarks: values.totalPassMarks,
      ...(values.paper === true && { paper: true }),
    }),
    nearPassPercent: values.nearPassPercent,
    // The form requires a pass mark for every exam chosen before it sends.
    sections: values.examIds.map((examId) => ({ exam_id: examId, passMarks: values.passMarks[examId] ?? 0 })),
  };
}

/** The sections' full marks added up: the most a total pass mark can be. */
export function totalFullMarks(
  examIds: readonly string[],
  exams: readonly Pick<TeacherExam, 'exam_id' | 'total_questions' | 'total_marks_per_question'>[],
): number {
  return examIds.reduce((sum, examId) => {
    const exam = exams.find((candidate) => candidate.exam_id === examId);
    return sum + (exam ? fullMarksOf(exam) : 0);
  }, 0);
}

/** How many questions a standard's section has, as its generation settings say (the API keeps them open). */
export function templateQuestions(section: GradingTemplate['sections'][number]): number | null {
  const questions = section.settings['total_questions'];
  return typeof questions === 'number' ? questions : null;
}
