import { Flex, Spin } from 'antd';
import { useState, type ComponentType } from 'react';
import { createHashRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { AppShell } from '@/components/shell/app-shell';
import { menuItemState } from '@/components/shell/menu-item-state';
import { paths } from '@/config/paths';
import { RouteErrorFallback } from './route-error-fallback';

/** Each screen is its own chunk, loaded when it is first visited. */
const lazyScreen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const redirect = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
});

/** A menu entry whose page is elsewhere: the menu keeps the entry selected there. */
const menuRedirect = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace state={menuItemState(path)} />,
});

function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" description="Loading" />
    </Flex>
  );
}

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <AppShell />,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <Navigate to={paths.welcome.getHref()} replace /> },
      { path: paths.welcome.path, lazy: lazyScreen(() => import('./routes/welcome')) },
      { path: paths.keyFeatures.path, lazy: lazyScreen(() => import('./routes/key-features')) },
      { path: paths.classroomApp.path, lazy: lazyScreen(() => import('./routes/classroom-app')) },
      { path: paths.coreOverview.path, lazy: lazyScreen(() => import('./routes/core-overview')) },
      { path: paths.projectStructure.path, lazy: lazyScreen(() => import('./routes/project-structure')) },
      { path: paths.performance.path, lazy: lazyScreen(() => import('./routes/performance')) },
      {
        path: paths.environmentVariables.path,
        lazy: lazyScreen(() => import('./routes/environment-variables')),
      },
      { path: paths.installation.path, lazy: lazyScreen(() => import('./routes/installation')) },
      {
        path: paths.dockerInstallation.path,
        lazy: lazyScreen(() => import('./routes/docker-installation')),
      },
      { path: paths.operations.path, lazy: lazyScreen(() => import('./routes/operations')) },
      { path: paths.authentication.path, lazy: lazyScreen(() => import('./routes/authentication')) },
      { path: paths.runningAClass.path, lazy: lazyScreen(() => import('./routes/running-a-class')) },
      { path: paths.examsAndResults.path, lazy: lazyScreen(() => import('./routes/exams-and-results')) },
      { path: paths.choosingPractice.path, lazy: lazyScreen(() => import('./routes/choosing-practice')) },
      { path: paths.endpoint.path, lazy: lazyScreen(() => import('./routes/endpoint')) },
      { path: paths.testing.path, lazy: lazyScreen(() => import('./routes/testing')) },
      { path: paths.comingSoon.path, lazy: lazyScreen(() => import('./routes/coming-soon')) },
      { path: paths.notFound.path, lazy: lazyScreen(() => import('./routes/not-found')) },
      menuRedirect(paths.models.path, paths.comingSoon.getHref()),
      menuRedirect(paths.about.path, paths.comingSoon.getHref()),
      redirect('*', paths.notFound.getHref()),
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createHashRouter(routes));
  return <RouterProvider router={router} />;
}
