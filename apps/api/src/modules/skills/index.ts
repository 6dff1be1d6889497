/**
 * What other modules may use of the skills: the evidence a result's answers give (written with it), and
 * the reads of it.
 */
export { recordSkillUses } from './newly-mastered.js';
export { backfillSkillUses } from './skill-backfill.js';
export { shownQuestion, skillUsesOf } from './skill-evidence.js';
export { createSkillsService, type SkillReport, type SkillsService } from './skills-service.js';
export { SkillReportSchema } from './skills-schemas.js';
export { toSkillReport } from './skills-mappers.js';
