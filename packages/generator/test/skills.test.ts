import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateQuestions, LEVEL_PRESETS, skillsMissed, skillsOf } from '../src/index.js';
import { replay, type MoveKind } from './support/soroban.js';

/** The soroban's name for the kind of move each skill's middle word names. */
const MOVE_OF: Record<string, MoveKind> = { direct: 'direct', small: 'five', big: 'ten', mix: 'combined' };

/** How many moves of each kind, sorted: what two replays of one question must agree on. */
const tally = (kinds: readonly string[]): Record<string, number> =>
  Object.fromEntries(
    [...new Set(kinds)].sort().map((kind) => [kind, kinds.filter((other) => other === kind).length]),
  );

/** The kinds of move the skills stand for, each as often as it is used. */
const kindsOf = (question: string): string[] =>
  Object.entries(skillsOf(question)).flatMap(([skill, uses]) =>
    Array.from({ length: uses }, () => MOVE_OF[skill.split('.')[1]!]!),
  );

describe('the skills of a question', () => {
  it.each<[string, Record<string, number>]>([
    ['7 + 5', { 'add.big.5': 1 }],
    ['4 + 1', { 'add.small.1': 1 }],
    ['5 + 6', { 'add.mix.6': 1 }],
    ['44 + 6', { 'add.big.6': 1, 'add.small.1': 1 }],
    ['99 + 1', { 'add.big.1': 2 }],
    ['100 - 1', { 'sub.big.1': 2 }],
    ['13 - 6', { 'sub.mix.6': 1 }],
    [
      '8 - 4 + 7 + 95 - 6',
      {
        'sub.small.4': 1,
        'add.big.7': 1,
        'add.big.9': 1,
        'add.direct.5': 1,
        'sub.direct.6': 1,
      },
    ],
    ['23 * 7', { 'mul.3×7': 1, 'mul.2×7': 1 }],
    ['84 / 4', { 'div.2×4': 1 }],
    ['10 * 11', {}],
    ['12 + 7 * 3 - 5', { 'mul.3×7': 1, 'add.direct.2': 1, 'add.direct.1': 1, 'sub.big.5': 1 }],
    ['3 - 5 + 4', { 'sub.small.3': 1, 'sub.direct.2': 1 }],
  ])('%s uses %j', (question, skills) => {
    expect(skillsOf(question)).toEqual(skills);
  });

  it('use each friend a bead-by-bead replay uses, after the first number is set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 99_999 })), { minLength: 1, maxLength: 8 }),
        (first, terms) => {
          let total = first;
          let question = String(first);
          for (const [subtract, number] of terms) {
            if (subtract && number > total) continue;
            total += subtract ? -number : number;
            question += ` ${subtract ? '-' : '+'} ${number}`;
          }
          // A carry or borrow moved directly is part of its big friend; every other move is a step.
          const friends = (moves: readonly string[]) => moves.filter((move) => move !== 'direct');
          const firstMoves = replay(String(first)).moves.length;
          expect(tally(friends(kindsOf(question)))).toEqual(
            tally(friends(replay(question).moves.slice(firstMoves))),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('name a formula for each of every preset’s sums, in the shape the contract gives', () => {
    for (const preset of LEVEL_PRESETS) {
      const { questions } = generateQuestions({
        ...preset.settings,
        totalQuestions: 50,
        marksPerQuestion: 1,
        seed: 7,
      });
      for (const { question } of questions) {
        const skills = Object.keys(skillsOf(question));
        for (const skill of skills) {
          expect(skill).toMatch(
            /^(?:(?:add|sub)\.(?:direct|small|big|mix)\.[1-9]|(?:mul|div)\.[2-9]×[2-9])$/,
          );
        }
        // A product or quotient whose digits are 0s and 1s (10 * 2, 33 / 3 = 11) needs no table fact.
        if (/ [+-] /.test(question)) expect(skills.length, question).toBeGreaterThan(0);
      }
    }
  });
});

describe('the skills a wrong answer is charged to', () => {
  // 8 − 4 + 7 + 95 − 6 = 100: −4 with a small friend on the units, +7 with a big one, +9 tens with a big
  // one, then +5 and −6 directly.
  const sum = '8 - 4 + 7 + 95 - 6';

  it.each<[string, number, number, string[]]>([
    ['7 + 5', 12, 2, ['add.big.5']],
    ['7 + 5', 12, 22, ['add.big.5']],
    ['4 + 1', 5, 0, ['add.small.1']],
    [sum, 100, 95, ['sub.small.4']],
    [sum, 100, 90, ['add.big.7']],
    [sum, 100, 200, ['add.big.9']],
    ['23 * 7', 161, 168, ['mul.3×7']],
    ['23 * 7', 161, 231, ['mul.2×7']],
    ['84 / 4', 21, 31, ['div.2×4']],
    ['84 / 4', 21, 11, ['div.2×4']],
  ])('%s = %i answered %i: the step whose slip gives it', (question, answer, given, charged) => {
    expect(skillsMissed(question, answer, given)).toEqual(charged);
  });

  it('are every skill of the question when no modelled slip gives the answer', () => {
    expect(skillsMissed(sum, 100, 101).sort()).toEqual(Object.keys(skillsOf(sum)).sort());
    expect(skillsMissed('23 * 7', 161, 160).sort()).toEqual(['mul.2×7', 'mul.3×7']);
  });

  it('are always skills of the question, for any wrong answer to any preset’s question', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: LEVEL_PRESETS.length - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: -1000, max: 1000 }).filter((off) => off !== 0),
        (index, seed, off) => {
          const { settings } = LEVEL_PRESETS[index]!;
          const {
            questions: [question],
          } = generateQuestions({ ...settings, totalQuestions: 1, seed, marksPerQuestion: 1 });
          const used = Object.keys(skillsOf(question!.question));
          const charged = skillsMissed(question!.question, question!.answer, question!.answer + off);
          if (used.length > 0) expect(charged.length).toBeGreaterThan(0);
          for (const skill of charged) expect(used).toContain(skill);
        },
      ),
    );
  });
});
