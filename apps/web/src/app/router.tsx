import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { APP_BASENAME, paths } from '@/config/paths';
import type { Role } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { RouteErrorFallback } from './route-error-fallback';
import SignInRoute from './routes/sign-in';

/**
 * Each screen, and each area's shell, is its own chunk, loaded when it is first visited; but sign-in, the
 * first screen of nearly every visit, comes with the page: on a slow line, fetching it only once the
 * router runs cost seconds of round trips after everything else had arrived.
 */
const lazyModule = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Plain markup, not Ant Design: it is shown before any chunk but the first has arrived. */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ padding: 32, textAlign: 'center', fontSize: 20 }}>
      {t('loading')}
    </p>
  );
}

/** Where each person starts: a student at their exams, a teacher and a parent at their home. */
const START = {
  student: paths.exams.getHref(),
  teacher: paths.teacher.getHref(),
  parent: paths.family.getHref(),
} as const satisfies Record<Role, string>;

/** `/app/` leads each person to their own start, and anyone signed out to the sign-in. */
function HomeRedirect() {
  const { role } = useSession();
  return <Navigate to={role === null ? paths.signIn.getHref() : START[role]} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: paths.signIn.path, Component: SignInRoute },
      { path: paths.join.path, lazy: lazyModule(() => import('./routes/join')) },
      { path: paths.teacherSignUp.path, lazy: lazyModule(() => import('./routes/teacher-sign-up')) },
      { path: paths.parentSignUp.path, lazy: lazyModule(() => import('./routes/parent-sign-up')) },
      {
        lazy: lazyModule(() => import('./routes/student/student-layout')),
        children: [
          { path: paths.exams.path, lazy: lazyModule(() => import('./routes/student/exams')) },
          { path: paths.takeExam.path, lazy: lazyModule(() => import('./routes/student/take-exam')) },
          { path: paths.practice.path, lazy: lazyModule(() => import('./routes/student/practice')) },
          { path: paths.roundJoin.path, lazy: lazyModule(() => import('./routes/student/round-join')) },
          { path: paths.round.path, lazy: lazyModule(() => import('./routes/student/round')) },
          { path: paths.results.path, lazy: lazyModule(() => import('./routes/student/results')) },
          { path: paths.result.path, lazy: lazyModule(() => import('./routes/student/result-review')) },
          { path: paths.progress.path, lazy: lazyModule(() => import('./routes/student/progress')) },
          { path: paths.profile.path, lazy: lazyModule(() => import('./routes/student/profile')) },
          { path: paths.learn.path, lazy: lazyModule(() => import('./routes/student/learn')) },
        ],
      },
      {
        path: paths.teacher.path,
        lazy: lazyModule(() => import('./routes/teacher/teacher-layout')),
        children: [
          { index: true, lazy: lazyModule(() => import('./routes/teacher/teacher-home')) },
          { path: paths.teacherStudents.path, lazy: lazyModule(() => import('./routes/teacher/students')) },
          {
            path: paths.teacherStudent.path,
            lazy: lazyModule(() => import('./routes/teacher/student-detail')),
          },
          { path: paths.teacherExams.path, lazy: lazyModule(() => import('./routes/teacher/exams')) },
          { path: paths.newExam.path, lazy: lazyModule(() => import('./routes/teacher/new-exam')) },
          { path: paths.teacherExam.path, lazy: lazyModule(() => import('./routes/teacher/exam')) },
          { path: paths.teacherGradings.path, lazy: lazyModule(() => import('./routes/teacher/gradings')) },
          { path: paths.newGrading.path, lazy: lazyModule(() => import('./routes/teacher/new-grading')) },
          { path: paths.teacherGrading.path, lazy: lazyModule(() => import('./routes/teacher/grading')) },
          {
            path: paths.teacherResult.path,
            lazy: lazyModule(() => import('./routes/teacher/result')),
          },
          { path: paths.teacherLevels.path, lazy: lazyModule(() => import('./routes/teacher/levels')) },
          { path: paths.teacherAccount.path, lazy: lazyModule(() => import('./routes/teacher/account')) },
        ],
      },
      {
        lazy: lazyModule(() => import('./routes/parent/parent-layout')),
        children: [
          { path: paths.family.path, lazy: lazyModule(() => import('./routes/parent/family')) },
          { path: paths.linkChild.path, lazy: lazyModule(() => import('./routes/parent/link-child')) },
          { path: paths.parentAccount.path, lazy: lazyModule(() => import('./routes/parent/account')) },
        ],
      },
      // The projector is the teacher's too, but a screen of its own: the room sees the round alone.
      {
        lazy: lazyModule(() => import('./routes/teacher/projector-layout')),
        children: [
          { path: paths.teacherRound.path, lazy: lazyModule(() => import('./routes/teacher/round')) },
        ],
      },
      { path: '*', lazy: lazyModule(() => import('./routes/not-found')) },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes, { basename: APP_BASENAME }));
  return <RouterProvider router={router} />;
}
