export const ROLES = ['admin', 'student'] as const;
export type Role = (typeof ROLES)[number];
