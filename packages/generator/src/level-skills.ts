import { generateQuestions } from './generate-questions.js';
import type { LevelPreset } from './level-presets.js';
import { compareSkills, skillsOf, type Skill } from './skills.js';

/** Questions looked at to find what a preset practises: every formula of the presets shows up well within them. */
const SAMPLE_QUESTIONS = 2000;

/**
 * The formulas a level practises: those its preset's questions use, found in exams of the preset drawn
 * from fixed seeds (the same every time), in a teacher's order. A formula the preset cannot reach (or
 * reaches more rarely than that) is not the level's to master, so a child is never held back by it.
 */
export function presetSkills(preset: LevelPreset): Skill[] {
  const found = new Set<Skill>();
  const exams = Math.ceil(SAMPLE_QUESTIONS / preset.settings.totalQuestions);
  for (let seed = 1; seed <= exams; seed++) {
    const { questions } = generateQuestions({ ...preset.settings, marksPerQuestion: 1, seed });
    for (const { question } of questions)
      for (const skill of Object.keys(skillsOf(question))) found.add(skill);
  }
  return [...found].sort(compareSkills);
}
