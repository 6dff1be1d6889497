import type { SkillReport } from './skills-service.js';

export const toSkillReport = ({ lastSeen, ...report }: SkillReport) => ({
  ...report,
  lastSeen: lastSeen?.toISOString() ?? null,
});

export const toSkills = (reports: readonly SkillReport[]) => ({ skills: reports.map(toSkillReport) });
