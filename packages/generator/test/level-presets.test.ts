import { describe, expect, it } from 'vitest';
import { generateQuestions, LEVEL_PRESETS, SETTING_BOUNDS } from '../src/index.js';
import { checkExam } from './support/check-exam.js';
import { evaluate } from './support/evaluate.js';
import { fitsMethod, replay } from './support/soroban.js';

const SEEDS = [1, 2, 3, 17, 4_294_967_295];

const byLevel = LEVEL_PRESETS.map((preset) => [preset.level, preset] as const);

describe('LEVEL_PRESETS', () => {
  it('has one preset for each level 1–10, in order', () => {
    expect(LEVEL_PRESETS.map((preset) => preset.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each(byLevel)('level %i gives a valid exam as it stands, whatever the seed', (_level, { settings }) => {
    for (const seed of SEEDS) {
      const full = { ...settings, operators: [...settings.operators], marksPerQuestion: 1, seed };
      const exam = generateQuestions(full);
      checkExam(full, exam);
      const { abacusMethod } = settings;
      if (abacusMethod) {
        expect(exam.questions.every(({ question }) => fitsMethod(replay(question).moves, abacusMethod))).toBe(
          true,
        );
      }
    }
  });

  it.each(byLevel)(
    'level %i sets its rows as its source does: a fixed number of them',
    (_level, { settings }) => {
      // A drill's two numbers are its rows: the generator's least, 2, and its most.
      expect(settings.minTerms ?? SETTING_BOUNDS.terms.min).toBe(settings.maxTerms);
      const exam = generateQuestions({ ...settings, marksPerQuestion: 1, totalQuestions: 10, seed: 5 });
      expect(
        exam.questions.every(({ question }) => evaluate(question).numbers.length === settings.maxTerms),
      ).toBe(true);
    },
  );

  it.each(byLevel)(
    'level %i gives the numbers by their digits, as syllabi do, never by a range',
    (_level, { settings }) => {
      expect(settings).not.toHaveProperty('minNumber');
      expect(settings).not.toHaveProperty('maxNumber');
      const drill = settings.operators.some((operator) => operator === '*' || operator === '/');
      // A × or ÷ drill is two numbers of given digits; a sum is rows of given digits.
      expect(drill ? settings.operandDigits : settings.digits).toBeDefined();
      if (drill) expect(settings.maxTerms).toBe(2);
    },
  );

  it.each(byLevel)('level %i cites the source it follows and what that source sets', (_level, { source }) => {
    expect(source.name).not.toBe('');
    expect(source.sets).not.toBe('');
    expect(new URL(source.url).protocol).toMatch(/^https?:$/);
  });

  it('gives minutes only with the questions its source gives them for', () => {
    const timed = LEVEL_PRESETS.filter((preset) => preset.timeMinutes !== undefined);
    expect(timed.map((preset) => [preset.level, preset.settings.totalQuestions, preset.timeMinutes])).toEqual(
      [[4, 15, 7]],
    );
  });

  it('moves from one-digit rows through the friends to two-digit rows, then × and ÷ drills, then longer rows', () => {
    const methods = LEVEL_PRESETS.slice(0, 4).map((preset) => preset.settings.abacusMethod);
    expect(methods).toEqual(['direct', 'small-friends', 'big-friends', 'mixed']);
    const digits = LEVEL_PRESETS.map(({ settings }) => settings.digits?.max ?? null);
    expect(digits).toEqual([1, 1, 1, 1, 2, null, null, null, null, 3]);
    // The figures of a sum (字, as Japanese examinations count them) grow from one level to the next.
    const figures = LEVEL_PRESETS.filter(({ settings }) => settings.digits).map(
      ({ settings }) => settings.digits!.max * settings.maxTerms,
    );
    expect(figures).toEqual([3, 3, 4, 6, 10, 30]);
    const drills = LEVEL_PRESETS.slice(5, 9).map(({ settings }) => [
      settings.operators.join(''),
      settings.operandDigits!.left,
      settings.operandDigits!.right,
    ]);
    expect(drills).toEqual([
      ['*', 2, 1],
      ['/', 2, 1],
      ['*', 2, 2],
      ['/', 2, 2],
    ]);
  });

  it('cannot be changed by whoever reads it', () => {
    expect(Object.isFrozen(LEVEL_PRESETS)).toBe(true);
    for (const preset of LEVEL_PRESETS) {
      const { settings } = preset;
      const parts = [
        preset,
        preset.source,
        settings,
        settings.operators,
        settings.digits,
        settings.operandDigits,
      ];
      expect(parts.filter(Boolean).every((part) => Object.isFrozen(part))).toBe(true);
    }
  });
});
