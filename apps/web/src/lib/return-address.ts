import type { Location } from 'react-router';
import { paths } from '@/config/paths';
import type { Role } from './api-client';

/** What the sign-in screen is handed in the router's state: the address to go to once signed in. */
interface ReturnState {
  returnTo: string;
}

/** The router state that brings the person back to `location` after signing in. */
export const returnTo = (location: Location): ReturnState => ({
  returnTo: `${location.pathname}${location.search}${location.hash}`,
});

/** The address handed to the sign-in screen, if any: a path of this app. */
export function returnAddress(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo: address } = state;
  // A path of this app only (history state is written by this app, but it costs nothing to be sure).
  return typeof address === 'string' && address.startsWith('/') && !address.startsWith('//') ? address : null;
}

/** Whether an address is `area`'s own or one below it (`/teacher`, `/teacher/exams`, not `/teachers`). */
const isWithin = (address: string, area: string) =>
  address === area || address.startsWith(`${area}/`) || address.startsWith(`${area}?`);

/** Whose area an address of the app belongs to. */
export const roleOfAddress = (address: string): Role =>
  isWithin(address, paths.teacher.getHref())
    ? 'teacher'
    : isWithin(address, paths.family.getHref())
      ? 'parent'
      : 'student';
