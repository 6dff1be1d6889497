/**
 * A grading examination as the API gives it (endpoints 53–61). The API's own schema types replace these
 * once the endpoints are in apps/api/openapi.json.
 */
export type PassRule = 'every-section' | 'total';
export type GradingOutcome = 'pass' | 'near-pass' | 'fail' | 'pending';

export interface GradingSection {
  position: number;
  title: string;
  exam: {
    exam_id: string;
    title: string;
    duration: number;
    total_questions: number;
    is_active: boolean;
    is_deleted: boolean;
  };
  fullMarks: number;
  passMarks: number;
}

export interface SectionStanding {
  position: number;
  title: string;
  exam_id: string;
  score: number | null;
  fullMarks: number;
  passMarks: number;
  outcome: GradingOutcome;
  result_id: string | null;
  date: string | null;
}

/** A child's standing in one grading. */
export interface StudentOutcome {
  outcome: GradingOutcome;
  total: number;
  fullMarks: number;
  completedAt: string | null;
  sections: SectionStanding[];
}

export interface GradingSource {
  name: string;
  url: string;
}

export interface Grading {
  grading_id: string;
  title: string;
  grade: string;
  level: number;
  school: string | null;
  passRule: PassRule;
  totalPassMarks: number | null;
  nearPassPercent: number;
  template: string | null;
  source: GradingSource | null;
  sections: GradingSection[];
  fullMarks: number;
  createdAt: string;
  is_deleted: boolean;
  /** In a student's own reads only. */
  outcome?: StudentOutcome;
}

/** One child's row of a grading's results (58). */
export interface GradingResult extends StudentOutcome {
  student: { student_id: string; fullname: string; username: string };
}

/** One grading of a child's grade history (59, 60): every section has a result. */
export interface GradeRecord extends StudentOutcome {
  grading_id: string;
  title: string;
  grade: string;
  school: string | null;
  level: number;
}

export interface TemplateSection {
  title: string;
  duration: number;
  passMarks: number;
  fullMarks: number;
  settings: { total_questions: number };
}

/** A published grade standard a grading can follow (53). */
export interface GradingTemplate {
  key: string;
  grade: string;
  body: string;
  passRule: PassRule;
  totalPassMarks: number | null;
  nearPassPercent: number;
  source: GradingSource & { sets?: unknown };
  sections: TemplateSection[];
}
