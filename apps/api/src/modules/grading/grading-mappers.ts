import type { GradingWithSections } from './grading-repository.js';
import type { GradeRecord, StudentStanding } from './grading-service.js';
import { GRADING_TEMPLATES } from './grading-templates.js';

export function toGrading(grading: GradingWithSections) {
  return {
    grading_id: grading.publicId,
    title: grading.title,
    grade: grading.grade,
    level: grading.level,
    school: grading.school,
    passRule: grading.passRule,
    totalPassMarks: grading.totalPassMarks,
    nearPassPercent: grading.nearPassPercent,
    paper: grading.paper,
    template: grading.template,
    source:
      grading.sourceName && grading.sourceUrl ? { name: grading.sourceName, url: grading.sourceUrl } : null,
    fullMarks: grading.sections.reduce((sum, section) => sum + section.exam.totalMarks, 0),
    awards: grading.awards.map(({ grade, minMarks }) => ({ grade, minMarks })),
    sections: grading.sections.map((section) => ({
      position: section.position,
      title: section.title,
      passMarks: section.passMarks,
      fullMarks: section.exam.totalMarks,
      exam: {
        exam_id: section.exam.publicId,
        title: section.exam.title,
        duration: section.exam.duration,
        total_questions: section.exam.totalQuestions,
        is_active: section.exam.isActive && !section.exam.deleted,
        is_deleted: section.exam.deleted,
      },
    })),
    createdAt: grading.createdAt.toISOString(),
    is_deleted: grading.deletedAt !== null,
  };
}

export function toStanding(standing: StudentStanding) {
  return {
    outcome: standing.outcome,
    award: standing.award,
    total: standing.total,
    fullMarks: standing.fullMarks,
    completedAt: standing.completedAt?.toISOString() ?? null,
    sections: standing.sections.map((section) => ({
      position: section.position,
      title: section.title,
      exam_id: section.examId,
      score: section.score,
      fullMarks: section.fullMarks,
      passMarks: section.passMarks,
      outcome: section.outcome,
      result_id: section.resultId,
      date: section.date?.toISOString() ?? null,
    })),
  };
}

export function toGradeRecord({ grading, standing }: GradeRecord) {
  return {
    grading_id: grading.publicId,
    title: grading.title,
    grade: grading.grade,
    school: grading.school,
    level: grading.level,
    ...toStanding(standing),
  };
}

export function toTemplates() {
  return GRADING_TEMPLATES.map((template) => ({
    key: template.key,
    grade: template.grade.en,
    body: template.body.en,
    passRule: template.passRule,
    totalPassMarks: template.totalPassMarks,
    paper: template.paper,
    awards: template.awards.map((award) => ({ grade: award.grade.en, minMarks: award.minMarks })),
    source: { ...template.source, name: template.source.name.en },
    fullMarks: template.sections.reduce(
      (sum, section) => sum + section.settings.total_questions * section.settings.total_marks_per_question,
      0,
    ),
    sections: template.sections.map((section) => ({
      title: section.title.en,
      duration: section.duration,
      passMarks: section.passMarks,
      fullMarks: section.settings.total_questions * section.settings.total_marks_per_question,
      settings: { ...section.settings },
    })),
  }));
}
