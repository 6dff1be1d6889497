import type { Grading, GradingOutcome, SectionStanding, GradingStanding } from '@/types/api';

/** A section of a grading of three, as a child stands in it. */
export function standing(
  position: number,
  outcome: GradingOutcome,
  score: number | null = outcome === 'pending' ? null : 10,
): SectionStanding {
  return {
    position,
    title: ['Addition', 'Multiplication', 'Division'][position - 1] ?? `Section ${position}`,
    exam_id: `exam_${position}`,
    score,
    fullMarks: 20,
    passMarks: 14,
    outcome,
    result_id: score === null ? null : `result_${position}`,
    date: score === null ? null : '2026-11-20T10:00:00.000Z',
  };
}

export function studentOutcome(
  sections: SectionStanding[],
  outcome: GradingOutcome = 'pending',
  award: string | null = outcome === 'pass' ? '8th kyu' : null,
): GradingStanding {
  return {
    outcome,
    award,
    total: sections.reduce((sum, section) => sum + (section.score ?? 0), 0),
    fullMarks: sections.length * 20,
    completedAt: outcome === 'pending' ? null : '2026-11-20T10:00:00.000Z',
    sections,
  };
}

export function grading(overrides: Partial<Grading> = {}): Grading {
  return {
    grading_id: 'grading_abcdefghijkl',
    title: 'Spring grading',
    grade: '8th kyu',
    level: 3,
    school: 'Bright Beads Abacus Academy',
    passRule: 'every-section',
    totalPassMarks: null,
    nearPassPercent: 10,
    paper: false,
    template: null,
    source: null,
    sections: [1, 2, 3].map((position) => ({
      position,
      title: ['Addition', 'Multiplication', 'Division'][position - 1]!,
      exam: {
        exam_id: `exam_${position}`,
        title: `Exam ${position}`,
        duration: 7,
        total_questions: 10,
        is_active: true,
        is_deleted: false,
      },
      fullMarks: 20,
      passMarks: 14,
    })),
    fullMarks: 60,
    awards: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    is_deleted: false,
    ...overrides,
  };
}
