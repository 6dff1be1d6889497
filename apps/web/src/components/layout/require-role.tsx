import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/api-client';
import { returnTo } from '@/lib/return-address';
import { useSession } from '@/lib/use-session';

/**
 * Shows `children` to whoever is signed in as `allow`; sends anyone else to their own start, or to sign
 * in — and back here once signed in, unless they signed out here themselves.
 */
export function RequireRole({ allow, children }: { allow: Role; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // Signed in when the area opened: a sign-out with no reason given is the person's own, done here.
  const [openedSignedIn] = useState(session.role !== null);
  if (session.role === allow) return children;
  if (session.role === null) {
    const comeBack = !openedSignedIn || session.signedOutReason !== null;
    return <Navigate to={paths.signIn.getHref()} replace state={comeBack ? returnTo(location) : undefined} />;
  }
  return <Navigate to={paths.home.getHref()} replace />;
}
