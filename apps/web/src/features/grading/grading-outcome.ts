import type { StatusTone } from '@/components/ui/status-tag';
import type { Grading, GradingOutcome, GradingStanding, SectionStanding, StudentGrading } from '@/types/api';

/**
 * How an outcome looks: a colour, and always its words and icon beside it, so that it reads the same to
 * a child who cannot tell red from green and on a black-and-white printout.
 */
export const OUTCOME_TONE: Readonly<Record<GradingOutcome, StatusTone>> = {
  pass: 'green',
  'near-pass': 'amber',
  fail: 'red',
  pending: 'grey',
};

/** The key of an outcome's words in the `grading` catalogue. */
export const OUTCOME_WORDS = {
  pass: 'outcome.pass',
  'near-pass': 'outcome.nearPass',
  fail: 'outcome.fail',
  pending: 'outcome.pending',
} as const satisfies Record<GradingOutcome, string>;

/** The lowest score that still counts as a near pass; the pass mark itself when there is no near pass. */
export function nearPassFrom(passMarks: number, fullMarks: number, nearPassPercent: number): number {
  return Math.max(0, Math.ceil(passMarks - (fullMarks * nearPassPercent) / 100));
}

/** A whole paper's one clock: its sections' minutes added. */
export const paperMinutes = (sections: readonly { exam: { duration: number } }[]) =>
  sections.reduce((sum, section) => sum + section.exam.duration, 0);

/**
 * The whole paper among the child's gradings that has this exam as a section: the grading, and its
 * sections in order as the child stands in them; null for an exam in no paper.
 */
export function paperOf(gradings: readonly StudentGrading[], examId: string) {
  const grading = gradings.find(
    (candidate) => candidate.paper && candidate.sections.some((section) => section.exam.exam_id === examId),
  );
  if (!grading) return null;
  const sections = [...grading.standing.sections].sort((a, b) => a.position - b.position);
  return { grading, sections, minutes: paperMinutes(grading.sections) };
}

/** A certificate is given for a passed grade only (61 answers 409 otherwise). */
export const hasCertificate = (standing: Pick<GradingStanding, 'outcome'>) => standing.outcome === 'pass';

/** One section as a child sees it in their grading. */
export type SectionStep =
  /** Taken: its score and outcome. */
  | { kind: 'taken'; standing: SectionStanding; number: number }
  /** Not taken and open: the first such is the one to do next. */
  | { kind: 'to-take'; standing: SectionStanding; number: number; next: boolean }
  /** Not taken, and its exam is closed for now. */
  | { kind: 'closed'; standing: SectionStanding; number: number };

/**
 * The sections of a grading in their order, each numbered as the child reads it ("Section 2 of 3"), with
 * the one to take next marked: a child of eight is told which button is theirs now, not handed a choice.
 */
export function sectionSteps(standing: GradingStanding, isOpen: (examId: string) => boolean): SectionStep[] {
  const sections = [...standing.sections].sort((a, b) => a.position - b.position);
  let nextFound = false;
  return sections.map((section, index) => {
    const number = index + 1;
    if (section.outcome !== 'pending') return { kind: 'taken', standing: section, number };
    if (!isOpen(section.exam_id)) return { kind: 'closed', standing: section, number };
    const next = !nextFound;
    nextFound = true;
    return { kind: 'to-take', standing: section, number, next };
  });
}

/** The child's grading in which this result is a section's, as their standing tells it; null when none. */
export function gradingOfResult(
  gradings: readonly (StudentGrading | Grading)[],
  resultId: string,
): StudentGrading | null {
  return (
    gradings.find(
      (grading): grading is StudentGrading =>
        'standing' in grading && grading.standing.sections.some((section) => section.result_id === resultId),
    ) ?? null
  );
}

/** Whether the child may sit this section of the grading now. */
export const sectionIsOpen = (grading: StudentGrading) => (examId: string) =>
  grading.sections.some((section) => section.exam.exam_id === examId && section.exam.is_active);

/** The open section the child is to take next (the one their grading's card offers first); null when none. */
export function nextSectionStep(grading: StudentGrading): Extract<SectionStep, { kind: 'to-take' }> | null {
  return (
    sectionSteps(grading.standing, sectionIsOpen(grading)).find(
      (step): step is Extract<SectionStep, { kind: 'to-take' }> => step.kind === 'to-take',
    ) ?? null
  );
}

/** How many sections are taken, of how many. */
export function sectionsTaken(standing: GradingStanding): { taken: number; of: number } {
  return {
    taken: standing.sections.filter((section) => section.outcome !== 'pending').length,
    of: standing.sections.length,
  };
}

/**
 * The exams that are sections of these gradings: a child takes them from their grading, where they are
 * numbered and explained, so they are not offered a second time among the plain tests.
 */
export function sectionExamIds(gradings: readonly Pick<Grading, 'sections'>[]): ReadonlySet<string> {
  return new Set(gradings.flatMap(({ sections }) => sections.map(({ exam }) => exam.exam_id)));
}
