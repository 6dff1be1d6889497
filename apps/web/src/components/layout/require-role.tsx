import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** Shows `children` to whoever is signed in as `allow`; sends anyone else to their own start (or to sign in). */
export function RequireRole({ allow, children }: { allow: Role; children: ReactNode }) {
  const session = useSession();
  if (session.role === allow) return children;
  if (session.role === null) return <Navigate to={paths.signIn.getHref()} replace />;
  return <Navigate to={paths.home.getHref()} replace />;
}
