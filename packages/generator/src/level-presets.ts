import type { AbacusMethod } from './abacus.js';
import type { Operator } from './operator.js';

/** The settings a level starts from; a teacher can change any of them. */
export interface LevelSettings {
  readonly operators: readonly Operator[];
  readonly minNumber: number;
  readonly maxNumber: number;
  readonly maxTerms: number;
  readonly totalQuestions: number;
  readonly abacusMethod?: AbacusMethod;
}

export interface LevelPreset {
  readonly level: number;
  /** What the level practises, in a teacher's words. */
  readonly practises: string;
  readonly settings: LevelSettings;
}

const preset = (level: number, practises: string, settings: LevelSettings): LevelPreset =>
  Object.freeze({ level, practises, settings: Object.freeze({ ...settings }) });

/**
 * Default exam settings for abacus levels 1–10, in the order soroban classes usually teach: single digits with
 * direct moves, then small friends (5-complements), big friends (10-complements) and both together, then two-
 * and three-digit numbers, then multiplication and division. The exam builder offers them as starting points.
 */
export const LEVEL_PRESETS: readonly LevelPreset[] = Object.freeze([
  preset(1, 'Single digits with direct moves: beads set and cleared without friends', {
    operators: ['+', '-'],
    minNumber: 1,
    maxNumber: 9,
    maxTerms: 3,
    totalQuestions: 20,
    abacusMethod: 'direct',
  }),
  preset(2, 'Single digits with small friends: 5-complements, such as +4 as +5 −1', {
    operators: ['+', '-'],
    minNumber: 1,
    maxNumber: 9,
    maxTerms: 4,
    totalQuestions: 20,
    abacusMethod: 'small-friends',
  }),
  preset(3, 'Single digits with big friends: 10-complements, such as +7 as −3 and carry 1', {
    operators: ['+', '-'],
    minNumber: 1,
    maxNumber: 9,
    maxTerms: 4,
    totalQuestions: 20,
    abacusMethod: 'big-friends',
  }),
  preset(4, 'Single digits with both friends, and the combined moves such as +6 as +1 −5 and carry 1', {
    operators: ['+', '-'],
    minNumber: 1,
    maxNumber: 9,
    maxTerms: 5,
    totalQuestions: 25,
    abacusMethod: 'mixed',
  }),
  preset(5, 'Two-digit numbers, every move, in short sums', {
    operators: ['+', '-'],
    minNumber: 10,
    maxNumber: 99,
    maxTerms: 3,
    totalQuestions: 25,
    abacusMethod: 'mixed',
  }),
  preset(6, 'Two-digit numbers, every move, in longer sums', {
    operators: ['+', '-'],
    minNumber: 10,
    maxNumber: 99,
    maxTerms: 5,
    totalQuestions: 25,
    abacusMethod: 'mixed',
  }),
  preset(7, 'Three-digit numbers, every move', {
    operators: ['+', '-'],
    minNumber: 100,
    maxNumber: 999,
    maxTerms: 4,
    totalQuestions: 25,
    abacusMethod: 'mixed',
  }),
  preset(8, 'Multiplication: products of two numbers from 2 to 99', {
    operators: ['*'],
    minNumber: 2,
    maxNumber: 99,
    maxTerms: 2,
    totalQuestions: 30,
  }),
  preset(9, 'Multiplication and exact division with numbers to 99', {
    operators: ['*', '/'],
    minNumber: 2,
    maxNumber: 99,
    maxTerms: 3,
    totalQuestions: 30,
  }),
  preset(10, 'All four operations with numbers to 999, × and ÷ before + and −', {
    operators: ['+', '-', '*', '/'],
    minNumber: 1,
    maxNumber: 999,
    maxTerms: 4,
    totalQuestions: 40,
  }),
]);
