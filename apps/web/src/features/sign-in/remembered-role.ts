import type { Role } from '@/lib/api-client';

const STORAGE_KEY = 'abacus.sign-in-role';

/**
 * The role last chosen on the sign-in screen of this device: a teacher's own laptop opens on Teacher.
 * Kept in localStorage, so it outlives the tab; it says nothing about who has an account.
 */
export function rememberedRole(): Role | null {
  try {
    const role = localStorage.getItem(STORAGE_KEY);
    return role === 'student' || role === 'teacher' || role === 'parent' ? role : null;
  } catch {
    // Storage blocked: the screen starts on Student.
    return null;
  }
}

export function rememberRole(role: Role): void {
  try {
    localStorage.setItem(STORAGE_KEY, role);
  } catch {
    // Storage blocked or full: the role is chosen again next time.
  }
}
