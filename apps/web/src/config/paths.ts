/**
 * Every route of the app, relative to its base `/app/` (the router's basename). The router and every
 * link use these, so a path is written once.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
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
  teacherExams: { path: '/teacher/exams', getHref: () => '/teacher/exams' },
  newExam: { path: '/teacher/exams/new', getHref: () => '/teacher/exams/new' },
} as const;

/** The browser path the app is served under (vite.config.ts `base`, without its trailing slash). */
export const APP_BASENAME = '/app';
