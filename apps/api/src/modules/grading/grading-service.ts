import { DEFAULT_NEAR_PASS_PERCENT, MAX_EXAM_TITLE_LENGTH, type GradingOutcome } from '@abacus/contract';
import type { Account, AdminAccount, StudentAccount } from '../../domain/roles.js';
import type { PageMeta } from '../../lib/common-schemas.js';
import { boundTo } from '../../lib/bound-to.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { DataAccess } from '../data-access.js';
import { type ExamsService, ownedExam } from '../exams/index.js';
import { STUDENT_NOT_FOUND } from '../students/index.js';
import { awardedGrade, gradingStanding } from './grading-outcome.js';
import type { AwardRow, GradingWithSections, NewSection, SectionResultRow } from './grading-repository.js';
import type { CreateFromTemplateBody, CreateGradingBody } from './grading-schemas.js';
import { defaultGradingTitle, gradingTemplate } from './grading-templates.js';

const GRADING_NOT_FOUND = 'Grading not found';

/** One child's standing in one grading, section by section. */
export interface StudentStanding {
  outcome: GradingOutcome;
  /** The grade earned: the highest award reached, or the grading's grade on a pass; null otherwise. */
  award: string | null;
  total: number;
  fullMarks: number;
  completedAt: Date | null;
  sections: {
    position: number;
    title: string;
    examId: string;
    score: number | null;
    fullMarks: number;
    passMarks: number;
    outcome: GradingOutcome;
    resultId: string | null;
    date: Date | null;
  }[];
}

/** A child's standing from their results in the grading's sections (of which there may be none yet). */
export function standingOf(
  grading: GradingWithSections,
  results: readonly SectionResultRow[],
): StudentStanding {
  const resultOf = (position: number) => results.find((result) => result.position === position) ?? null;
  const scores = grading.sections.map((section) => resultOf(section.position));
  const standing = gradingStanding(
    grading,
    grading.sections.map((section) => ({ fullMarks: section.exam.totalMarks, passMarks: section.passMarks })),
    scores,
  );
  const dates = scores.map((score) => score?.dateCompleted.getTime() ?? null);
  return {
    outcome: standing.outcome,
    award: awardedGrade(standing, grading.grade, grading.awards),
    total: standing.total,
    fullMarks: standing.fullMarks,
    completedAt: dates.every((date) => date !== null) ? new Date(Math.max(...dates)) : null,
    sections: grading.sections.map((section, index) => {
      const result = scores[index] ?? null;
      return {
        position: section.position,
        title: section.title,
        examId: section.exam.publicId,
        score: result?.score ?? null,
        fullMarks: result?.fullMarks ?? section.exam.totalMarks,
        passMarks: section.passMarks,
        outcome: standing.sections[index]!,
        resultId: result?.resultId ?? null,
        date: result?.dateCompleted ?? null,
      };
    }),
  };
}

export interface GradeRecord {
  grading: GradingWithSections;
  standing: StudentStanding & { completedAt: Date };
}

/** The exams service over the repositories it is handed: one transaction's, for a grading's sections. */
export type ExamsOver = (repositories: Pick<DataAccess, 'exams'>) => Pick<ExamsService, 'create'>;

/** What the grading service is built with. */
interface GradingDependencies {
  data: DataAccess;
  examsOver: ExamsOver;
}

async function ownedGrading(
  data: Pick<DataAccess, 'gradings'>,
  admin: AdminAccount,
  gradingId: string,
  { includeDeleted = false } = {},
) {
  const grading = await data.gradings.findByPublicId(gradingId);
  // Another admin's grading is not found, as an unknown one is: a 403 would tell that the id exists.
  if (!grading || (grading.deletedAt && !includeDeleted) || grading.adminId !== admin.id) {
    throw notFound(GRADING_NOT_FOUND);
  }
  return grading;
}

/** A grading the student may sit: their teacher's, live, at their (confirmed) level. */
async function studentsGrading(
  data: Pick<DataAccess, 'gradings'>,
  student: StudentAccount,
  gradingId: string,
) {
  const grading = await data.gradings.findByPublicId(gradingId);
  if (!grading || grading.deletedAt || grading.adminId !== student.adminId) throw notFound(GRADING_NOT_FOUND);
  if (!student.levelConfirmed || grading.level !== student.level) {
    throw forbidden('This grading is for another level');
  }
  return grading;
}

async function schoolOf(
  data: Pick<DataAccess, 'admins'>,
  admin: AdminAccount,
  school: string | undefined,
): Promise<string> {
  if (school !== undefined) return school;
  const row = await data.admins.findLiveByPublicId(admin.publicId);
  return row!.fullname;
}

async function createFromExams({ data }: GradingDependencies, admin: AdminAccount, body: CreateGradingBody) {
  const sections: NewSection[] = [];
  let fullMarks = 0;
  for (const [index, section] of body.sections.entries()) {
    const where = `sections[${index}]`;
    const exam = await ownedExam(data.exams, admin, section.exam_id);
    if (!exam.isSingleAttempt) {
      throw badRequest(
        `${where}: “${exam.title}” is practice; a section is an assessment, one result a child`,
      );
    }
    if (exam.level !== body.level) {
      throw badRequest(
        `${where}: “${exam.title}” is for level ${exam.level}, the grading for level ${body.level}`,
      );
    }
    if (sections.some((earlier) => earlier.examId === exam.id)) {
      throw badRequest(`${where}: “${exam.title}” is already a section of this grading`);
    }
    if (section.passMarks > exam.totalMarks) {
      throw badRequest(`${where}.passMarks: must be at most the section's full marks (${exam.totalMarks})`);
    }
    fullMarks += exam.totalMarks;
    sections.push({ examId: exam.id, title: section.title ?? exam.title, passMarks: section.passMarks });
  }
  if (body.paper === true && body.passRule !== 'total') {
    throw badRequest('paper: a whole paper passes on its total: set passRule total');
  }
  const awards = awardsOf(body, fullMarks);
  const totalPassMarks = body.totalPassMarks ?? awards[0]?.minMarks;
  if (body.passRule === 'total' && totalPassMarks === undefined) {
    throw badRequest('totalPassMarks: the total rule needs the marks a pass takes in all');
  }
  if (body.passRule === 'every-section' && body.totalPassMarks !== undefined) {
    throw badRequest('totalPassMarks: only the total rule has one; every-section passes on each pass mark');
  }
  if (body.totalPassMarks !== undefined && body.totalPassMarks > fullMarks) {
    throw badRequest(`totalPassMarks: must be at most the sections' full marks together (${fullMarks})`);
  }
  return data.gradings.create(
    {
      adminId: admin.id,
      title: body.title,
      grade: body.grade,
      level: body.level,
      school: await schoolOf(data, admin, body.school),
      passRule: body.passRule,
      totalPassMarks: totalPassMarks ?? null,
      nearPassPercent: body.nearPassPercent ?? DEFAULT_NEAR_PASS_PERCENT,
      paper: body.paper ?? false,
      template: null,
      sourceName: null,
      sourceUrl: null,
    },
    sections,
    awards,
  );
}

/**
 * A grading's grades by score, lowest first, checked against its rule and marks: the total decides the
 * grade, so the total rule; each band once, within the full marks; the lowest band is the pass mark.
 */
function awardsOf(body: CreateGradingBody, fullMarks: number): AwardRow[] {
  if (body.awards === undefined) return [];
  if (body.passRule !== 'total') {
    throw badRequest('awards: grades by score need passRule total, the total deciding the grade');
  }
  body.awards.forEach((award, index) => {
    if (award.minMarks > fullMarks) {
      throw badRequest(
        `awards[${index}].minMarks: must be at most the sections' full marks together (${fullMarks})`,
      );
    }
    const earlier = body.awards!.slice(0, index);
    if (earlier.some((other) => other.minMarks === award.minMarks)) {
      throw badRequest(`awards[${index}].minMarks: another grade is awarded at ${award.minMarks} marks`);
    }
    if (earlier.some((other) => other.grade === award.grade)) {
      throw badRequest(`awards[${index}].grade: “${award.grade}” is awarded at other marks already`);
    }
  });
  const awards = [...body.awards].sort((a, b) => a.minMarks - b.minMarks);
  const lowest = awards[0]!.minMarks;
  if (body.totalPassMarks !== undefined && body.totalPassMarks !== lowest) {
    throw badRequest(
      `totalPassMarks: with awards a pass is the lowest award, at ${lowest} marks; leave it out or make it ${lowest}`,
    );
  }
  return awards.map(({ grade, minMarks }) => ({ grade, minMarks }));
}

/** The template's sections made as the admin's assessments, then the grading of them; all or nothing. */
async function createFromTemplate(
  { data, examsOver }: GradingDependencies,
  admin: AdminAccount,
  body: CreateFromTemplateBody,
) {
  const template = gradingTemplate(body.template);
  if (!template)
    throw badRequest(`template: no template is called “${body.template}” (GET /api/v1/grading/templates)`);
  const language = body.lang ?? 'en';
  const title = body.title ?? defaultGradingTitle(template)[language];
  const school = await schoolOf(data, admin, body.school);
  return data.transaction(async (repositories) => {
    // The exams are made as POST /api/v1/exam makes them, in this transaction: a section that fails leaves none.
    const examsService = examsOver(repositories);
    const sections: NewSection[] = [];
    for (const section of template.sections) {
      const exam = await examsService.create(admin, {
        title: `${title}: ${section.title[language]}`.slice(0, MAX_EXAM_TITLE_LENGTH),
        level: body.level,
        duration: section.duration,
        isSingleAttempt: true,
        is_active: body.is_active,
        opensAt: body.opensAt,
        closesAt: body.closesAt,
        answerMode: 'typed',
        ...section.settings,
        operators: [...section.settings.operators],
      });
      sections.push({ examId: exam.id, title: section.title[language], passMarks: section.passMarks });
    }
    return repositories.gradings.create(
      {
        adminId: admin.id,
        title,
        grade: template.grade[language],
        level: body.level,
        school,
        passRule: template.passRule,
        totalPassMarks: template.totalPassMarks,
        nearPassPercent: body.nearPassPercent ?? DEFAULT_NEAR_PASS_PERCENT,
        paper: template.paper,
        template: template.key,
        sourceName: template.source.name[language],
        sourceUrl: template.source.url,
      },
      sections,
      template.awards.map((award) => ({ grade: award.grade[language], minMarks: award.minMarks })),
    );
  });
}

/** A child's grade history: every grading of their teacher in which they have a result in every section. */
async function historyOf(
  data: Pick<DataAccess, 'gradings'>,
  adminId: number,
  studentId: number,
): Promise<GradeRecord[]> {
  const { gradings } = data;
  const taken = await gradings.takenBy(adminId, studentId);
  const results = await gradings.sectionResults(
    taken.map((grading) => grading.id),
    studentId,
  );
  return taken
    .map((grading) => ({ grading, standing: standingOf(grading, results.get(grading.id)!) }))
    .filter((record): record is GradeRecord => record.standing.completedAt !== null)
    .sort((a, b) => b.standing.completedAt.getTime() - a.standing.completedAt.getTime());
}

async function listGradings(
  { data }: GradingDependencies,
  account: Account,
  query: { page: number; limit: number },
) {
  const meta = (total: number): PageMeta => ({ page: query.page, limit: query.limit, total });
  if (account.role === 'admin') {
    const { rows, total } = await data.gradings.list({ adminId: account.id, ...query });
    return { view: 'admin' as const, rows, meta: meta(total) };
  }
  if (!account.levelConfirmed) return { view: 'student' as const, rows: [], meta: meta(0) };
  const { rows, total } = await data.gradings.list({
    adminId: account.adminId,
    level: account.level,
    ...query,
  });
  const results = await data.gradings.sectionResults(
    rows.map((row) => row.id),
    account.id,
  );
  return {
    view: 'student' as const,
    rows: rows.map((grading) => ({ grading, standing: standingOf(grading, results.get(grading.id)!) })),
    meta: meta(total),
  };
}

async function readGrading({ data }: GradingDependencies, account: Account, gradingId: string) {
  if (account.role === 'admin') {
    return {
      view: 'admin' as const,
      grading: await ownedGrading(data, account, gradingId, { includeDeleted: true }),
    };
  }
  const grading = await studentsGrading(data, account, gradingId);
  const results = await data.gradings.sectionResults([grading.id], account.id);
  return { view: 'student' as const, grading, standing: standingOf(grading, results.get(grading.id)!) };
}

async function removeGrading({ data }: GradingDependencies, admin: AdminAccount, gradingId: string) {
  const grading = await ownedGrading(data, admin, gradingId);
  return data.gradings.remove(grading.id);
}

/** Every child with a result in a section, with their standing, by name. */
async function gradingResults({ data }: GradingDependencies, admin: AdminAccount, gradingId: string) {
  const grading = await ownedGrading(data, admin, gradingId, { includeDeleted: true });
  const results = (await data.gradings.sectionResults([grading.id])).get(grading.id)!;
  const children = await data.gradings.studentsNamed([...new Set(results.map((result) => result.studentId))]);
  return {
    grading,
    rows: children
      .map((child) => ({
        student: child,
        standing: standingOf(
          grading,
          results.filter((result) => result.studentId === child.id),
        ),
      }))
      .sort((a, b) => a.student.fullname.localeCompare(b.student.fullname)),
  };
}

async function gradeHistory(
  { data }: GradingDependencies,
  account: Account,
  studentId?: string,
): Promise<GradeRecord[]> {
  if (account.role === 'student') return historyOf(data, account.adminId, account.id);
  const student = await data.students.findOwnedByAdmin(account.id, studentId!);
  if (!student) throw notFound(STUDENT_NOT_FOUND);
  return historyOf(data, account.id, student.id);
}

/** What a certificate says: the child, the grading and their standing; only for a pass (409 otherwise). */
async function gradeCertificate(
  { data }: GradingDependencies,
  account: Account,
  gradingId: string,
  studentId: string | undefined,
) {
  let grading: GradingWithSections;
  let student: { id: number; fullname: string };
  if (account.role === 'admin') {
    grading = await ownedGrading(data, account, gradingId, { includeDeleted: true });
    if (studentId === undefined) {
      throw badRequest('student: an admin names the student whose certificate it is');
    }
    const row = await data.students.findOwnedByAdmin(account.id, studentId);
    if (!row) throw notFound(STUDENT_NOT_FOUND);
    student = row;
  } else {
    // Naming a classmate is a mistake to tell, not to pass over with the child's own certificate instead.
    if (studentId !== undefined && studentId !== account.publicId) {
      throw badRequest('student: a student downloads their own certificate; leave student out');
    }
    // A grading the child completed stays theirs after the teacher deletes it; any other is read as 56 reads it.
    const record = (await historyOf(data, account.adminId, account.id)).find(
      ({ grading: taken }) => taken.publicId === gradingId,
    );
    grading = record?.grading ?? (await studentsGrading(data, account, gradingId));
    student = (await data.students.findLiveByPublicId(account.publicId))!;
  }
  const results = await data.gradings.sectionResults([grading.id], student.id);
  const standing = standingOf(grading, results.get(grading.id)!);
  if (standing.outcome !== 'pass' || standing.completedAt === null) {
    throw conflict(
      `A certificate is given for a passed grade: ${student.fullname} has not passed ${grading.grade}`,
    );
  }
  return { grading, student, standing: { ...standing, completedAt: standing.completedAt } };
}

export function createGradingService(dependencies: GradingDependencies) {
  const over = boundTo(dependencies);
  return {
    create: over(createFromExams),
    createFromTemplate: over(createFromTemplate),
    list: over(listGradings),
    read: over(readGrading),
    remove: over(removeGrading),
    results: over(gradingResults),
    history: over(gradeHistory),
    certificate: over(gradeCertificate),
  };
}

export type GradingService = ReturnType<typeof createGradingService>;
