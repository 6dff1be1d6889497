import type { components, paths } from '@/lib/api-schema';

/** The payload (`data` of the envelope) of a 200 answer to GET `P`. */
type GetData<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': { data: infer D } } } } };
}
  ? D
  : never;

/** An exam as its teacher sees it in their list (#22): with its generation settings and how many took it. */
export type TeacherExam = Exclude<GetData<'/api/v1/exam'>[number], { created_by: unknown }>;
/** An exam as a student sees it in their list (#22). */
export type StudentExam = Extract<GetData<'/api/v1/exam'>[number], { created_by: unknown }>;
/** A result as the summary list (#41) gives it: score, totals, time, date, the exam's title and type. */
export type ResultSummary = GetData<'/api/v1/result'>[number];
export type StudentProfile = GetData<'/api/v1/student/me'>;
export type TeacherProfile = GetData<'/api/v1/admin/me'>;
/** One of a teacher's students with their whole profile, as every student endpoint gives it. */
export type Student = components['schemas']['Student'];
/** A student as the student list (#4) gives them: with whether they are ready to move up a level. */
export type ListedStudent = GetData<'/api/v1/student'>[number];
/** The query of the student list (#4). */
export type StudentListQuery = NonNullable<paths['/api/v1/student']['get']['parameters']['query']>;
export type PracticeAnalytics = GetData<'/api/v1/student/exam/practice/analytics'>['analytics'];
export type AssessmentAnalytics = GetData<'/api/v1/student/exam/assessment/analytics'>['analytics'];
export type PracticeExamAnalytics = PracticeAnalytics['exams'][number];
export type AssessmentExamAnalytics = AssessmentAnalytics['exams'][number];
/** An attempt of an exam, timed by the server (#37, #38). */
export type Attempt = GetData<'/api/v1/attempt/{attemptId}'>;
/** My practice of the day: the set (an attempt), the goal, whether it is done, my streak. */
export type TodaysPractice = GetData<'/api/v1/student/practice/today'>;
/** How my class practises day by day (as its teacher): the goal, the days that count, the time zone. */
export type PracticeSettings = GetData<'/api/v1/admin/practice'>;
/** One result with its review and the questions it answered (#34). */
export type ResultReview = GetData<'/api/v1/result/{resultId}'>;
/** A result of one of the teacher's exams, with its student and exam (#41 as an admin). */
export type TeacherResult = GetData<'/api/v1/result'>[number];
/** A time zone a PDF report may give its dates in: one of those the API lists (#34 and every other report). */
export type ReportTimeZone = NonNullable<
  NonNullable<paths['/api/v1/result/{resultId}']['get']['parameters']['query']>['timeZone']
>;
/** The query of the results list (#41). */
export type ResultListQuery = NonNullable<paths['/api/v1/result']['get']['parameters']['query']>;
/** The class's figures for one test, with who has not taken it (#27). */
export type ExamAssessmentFigures = GetData<'/api/v1/exam/assessment/{examId}/analytics'>;
/** The class's figures for one practice exam (#26). */
export type ExamPracticeFigures = GetData<'/api/v1/exam/practice/{examId}/analytics'>;
/** Which page of a test's results #27 lists, in which order. */
export type ExamAssessmentListing = NonNullable<
  paths['/api/v1/exam/assessment/{examId}/analytics']['get']['parameters']['query']
>;
/** Which page of a practice exam's students #26 lists, in which order. */
export type ExamPracticeListing = NonNullable<
  paths['/api/v1/exam/practice/{examId}/analytics']['get']['parameters']['query']
>;
/** One level of the teacher's classes (#43). */
export type LevelFigures = GetData<'/api/v1/analytics/levels'>['levels'][number];

type Schemas = components['schemas'];
/** A grading examination as its teacher reads it (#55, #56). */
export type Grading = Schemas['Grading'];
/** A grading as a child reads it: with their own standing in it (#55). */
export type StudentGrading = Schemas['StudentGrading'];
export type GradingSection = Schemas['GradingSection'];
/** A child's standing in one grading: each section's score and outcome, and the grading's. */
export type GradingStanding = Schemas['GradingStanding'];
export type SectionStanding = GradingStanding['sections'][number];
export type GradingOutcome = GradingStanding['outcome'];
export type PassRule = Grading['passRule'];
/** One grading of a child's grade history (#59, #60): every section taken. */
export type GradeRecord = Schemas['GradeRecord'];
/** A published grade standard a grading can follow (#53). */
export type GradingTemplate = Schemas['GradingTemplate'];
/** One child's row of a grading's results (#58). */
export type GradingResult = GetData<'/api/v1/grading/{gradingId}/results'>[number];
/** A live round as its reader may see it (#65): the teacher's with every player, a child's with their own. */
export type Round = GetData<'/api/v1/round/{roundId}'>;
export type RoundQuestion = NonNullable<Round['question']>;
export type RoundLeaderboardRow = Round['leaderboard'][number];
/** A formula as a child's work shows it: mastery from its last uses (GET /student/skills). */
export type SkillReport = GetData<'/api/v1/student/skills'>['skills'][number];
/** One child's row of a level's formula map (GET /analytics/skills). */
export type ClassMapRow = GetData<'/api/v1/analytics/skills'>[number];
/** A parent's own account (GET /parent/me). */
export type ParentProfile = Schemas['Parent'];
/** A child linked to a parent's account, as their list of children gives them. */
export type LinkedChild = Schemas['Child'];
/** What a parent reads of a linked child: the week, the latest results, the formulas, grades and tests due. */
export type ChildOverview = Schemas['ChildOverview'];
/** A child's practice this week, Monday to Sunday, in their school's time zone. */
export type PracticeWeek = Schemas['PracticeWeek'];
export type PracticeDay = PracticeWeek['week'][number];
/** A result as the child's own screens show it, with its exam. */
export type ResultDetail = Schemas['ResultDetail'];
/** An open test closing within the week that the child has not taken. */
export type TestDue = Schemas['TestDue'];
/** A student's family code and the parents linked to them, as their teacher reads them. */
export type StudentFamily = GetData<'/api/v1/student/{studentId}/parents'>;
export type LinkedParent = Schemas['LinkedParent'];
