/** The two ways to start a new grading, each at an address of its own. */
export const GRADING_STARTS = ['template', 'exams'] as const;
export type GradingStart = (typeof GRADING_STARTS)[number];

/** The parts of a teacher's exam screen, each at an address of its own. */
export const EXAM_PARTS = ['overview', 'results', 'analytics', 'questions', 'settings'] as const;
export type ExamPart = (typeof EXAM_PARTS)[number];

/** The query parameter of a parent's home that names the child shown. */
export const CHILD_PARAM = 'child';

/**
 * Every route of the app, relative to its base `/app/` (the router's basename). The router and every
 * link use these, so a path is written once.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  teacherSignUp: { path: '/sign-up', getHref: () => '/sign-up' },
  /** A parent's own account, to follow the children their teachers give them a family code for. */
  parentSignUp: { path: '/sign-up/parent', getHref: () => '/sign-up/parent' },
  join: {
    path: '/join/:code?',
    getHref: (code?: string) => (code ? `/join/${encodeURIComponent(code)}` : '/join'),
  },
  exams: { path: '/exams', getHref: () => '/exams' },
  takeExam: {
    path: '/exams/:examId/take',
    getHref: (examId: string) => `/exams/${encodeURIComponent(examId)}/take`,
  },
  /** Today's practice: my set of the day, taken as any exam is. */
  practice: { path: '/practice', getHref: () => '/practice' },
  results: { path: '/results', getHref: () => '/results' },
  result: {
    path: '/results/:resultId',
    getHref: (resultId: string) => `/results/${encodeURIComponent(resultId)}`,
  },
  /** The round with this code, joined as the page opens: the address of the projector's QR code. */
  roundJoin: {
    path: '/rounds/join',
    getHref: (code: string) => `/rounds/join?${new URLSearchParams({ code }).toString()}`,
  },
  /** A live round, as a child plays it on their device. */
  round: {
    path: '/rounds/:roundId',
    getHref: (roundId: string) => `/rounds/${encodeURIComponent(roundId)}`,
  },
  progress: { path: '/progress', getHref: () => '/progress' },
  profile: { path: '/profile', getHref: () => '/profile' },
  learn: { path: '/learn', getHref: () => '/learn' },
  teacher: { path: '/teacher', getHref: () => '/teacher' },
  teacherStudents: { path: '/teacher/students', getHref: () => '/teacher/students' },
  teacherStudent: {
    path: '/teacher/students/:studentId',
    getHref: (studentId: string) => `/teacher/students/${encodeURIComponent(studentId)}`,
  },
  teacherExams: { path: '/teacher/exams', getHref: () => '/teacher/exams' },
  newExam: { path: '/teacher/exams/new', getHref: () => '/teacher/exams/new' },
  /** One of the teacher's exams, at one of its parts (its overview when none is named). */
  teacherExam: {
    path: '/teacher/exams/:examId/:part?',
    getHref: (examId: string, part?: ExamPart) =>
      `/teacher/exams/${encodeURIComponent(examId)}${part && part !== 'overview' ? `/${part}` : ''}`,
  },
  /** Below the exams, as gradings are made of exams. */
  teacherGradings: { path: '/teacher/exams/gradings', getHref: () => '/teacher/exams/gradings' },
  newGrading: {
    path: '/teacher/exams/gradings/new/:from?',
    getHref: (from: GradingStart = 'template') => `/teacher/exams/gradings/new/${from}`,
  },
  teacherGrading: {
    path: '/teacher/exams/gradings/:gradingId',
    getHref: (gradingId: string) => `/teacher/exams/gradings/${encodeURIComponent(gradingId)}`,
  },
  teacherResult: {
    path: '/teacher/results/:resultId',
    getHref: (resultId: string) => `/teacher/results/${encodeURIComponent(resultId)}`,
  },
  /** A live round on the classroom's projector. */
  teacherRound: {
    path: '/teacher/rounds/:roundId',
    getHref: (roundId: string) => `/teacher/rounds/${encodeURIComponent(roundId)}`,
  },
  teacherLevels: { path: '/teacher/levels', getHref: () => '/teacher/levels' },
  teacherAccount: { path: '/teacher/account', getHref: () => '/teacher/account' },
  /**
   * A parent's home: one of their children, the first unless `studentId` says which. The child is in the
   * query, not the path, so that the home's tab stays the one lit for every child.
   */
  family: {
    path: '/family',
    getHref: (studentId?: string) =>
      studentId ? `/family?${new URLSearchParams({ [CHILD_PARAM]: studentId }).toString()}` : '/family',
  },
  linkChild: { path: '/family/link', getHref: () => '/family/link' },
  parentAccount: { path: '/family/account', getHref: () => '/family/account' },
} as const;

/** The browser path the app is served under (vite.config.ts `base`, without its trailing slash). */
export const APP_BASENAME = '/app';
