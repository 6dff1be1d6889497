import { SETTING_BOUNDS } from './limits.js';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Shuffles in place and returns the same array. */
  shuffle<T>(items: T[]): T[];
}

/** A seed for callers that give none; it is reported back so the exam can be regenerated. */
export const randomSeed = (): number => Math.floor(Math.random() * (SETTING_BOUNDS.seed.max + 1));

/**
 * sfc32: a few lines, fast, and it passes PractRand, unlike Math.random it can be seeded.
 * The constant words and the warm-up spread a 32-bit seed over the whole state, so nearby seeds diverge.
 */
export function createRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;

  const nextWord = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let round = 0; round < 12; round += 1) nextWord();

  const next = (): number => nextWord() / 0x1_0000_0000;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}
