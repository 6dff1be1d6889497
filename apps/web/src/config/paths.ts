/**
 * Every route of the app, relative to its base `/app/` (the router's basename). The router and every
 * link use these, so a path is written once.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  teacherSignUp: { path: '/sign-up', getHref: () => '/sign-up' },
  join: {
    path: '/join/:code?',
    getHref: (code?: string) => (code ? `/join/${encodeURIComponent(code)}` : '/join'),
  },
  exams: { path: '/exams', getHref: () => '/exams' },
  takeExam: {
    path: '/exams/:examId/take',
    getHref: (examId: string) => `/exams/${encodeURIComponent(examId)}/take`,
  },
  results: { path: '/results', getHref: () => '/results' },
  result: {
    path: '/results/:resultId',
    getHref: (resultId: string) => `/results/${encodeURIComponent(resultId)}`,
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
  teacherExam: {
    path: '/teacher/exams/:examId',
    getHref: (examId: string) => `/teacher/exams/${encodeURIComponent(examId)}`,
  },
  teacherResult: {
    path: '/teacher/results/:resultId',
    getHref: (resultId: string) => `/teacher/results/${encodeURIComponent(resultId)}`,
  },
  teacherLevels: { path: '/teacher/levels', getHref: () => '/teacher/levels' },
  teacherAccount: { path: '/teacher/account', getHref: () => '/teacher/account' },
} as const;

/** The browser path the app is served under (vite.config.ts `base`, without its trailing slash). */
export const APP_BASENAME = '/app';
