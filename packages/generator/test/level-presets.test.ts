import { describe, expect, it } from 'vitest';
import { generateQuestions, LEVEL_PRESETS } from '../src/index.js';
import { checkExam } from './support/check-exam.js';
import { fitsMethod, replay } from './support/soroban.js';

describe('LEVEL_PRESETS', () => {
  it('has one preset for each level 1–10, in order', () => {
    expect(LEVEL_PRESETS.map((preset) => preset.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each(LEVEL_PRESETS.map((preset) => [preset.level, preset] as const))(
    'level %i gives a valid exam as it stands',
    (_level, { settings }) => {
      const full = { ...settings, operators: [...settings.operators], marksPerQuestion: 1, seed: 3 };
      const exam = generateQuestions(full);
      checkExam(full, exam);
      const { abacusMethod } = settings;
      if (abacusMethod) {
        expect(exam.questions.every(({ question }) => fitsMethod(replay(question).moves, abacusMethod))).toBe(
          true,
        );
      }
    },
  );

  it('moves from single-digit drills through the friends to larger numbers and then × and ÷', () => {
    const methods = LEVEL_PRESETS.slice(0, 4).map((preset) => preset.settings.abacusMethod);
    expect(methods).toEqual(['direct', 'small-friends', 'big-friends', 'mixed']);
    const largest = LEVEL_PRESETS.map((preset) => preset.settings.maxNumber);
    expect(largest.slice(0, 7)).toEqual([...largest.slice(0, 7)].sort((a, b) => a - b));
    expect(LEVEL_PRESETS.at(-1)!.settings.operators).toEqual(['+', '-', '*', '/']);
  });

  it('cannot be changed by whoever reads it', () => {
    expect(Object.isFrozen(LEVEL_PRESETS)).toBe(true);
    expect(LEVEL_PRESETS.every((preset) => Object.isFrozen(preset) && Object.isFrozen(preset.settings))).toBe(
      true,
    );
  });
});
