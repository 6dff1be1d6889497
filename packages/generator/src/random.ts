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

/** How many values one 32-bit word takes, and a 53-bit fraction made of two. */
const WORD_VALUES = 0x1_0000_0000;
const FRACTION_VALUES = 2 ** 53;

/**
 * sfc32: a few lines, fast, and it passes PractRand, unlike Math.random it can be seeded.
 * The constant words and the warm-up spread a 32-bit seed over the whole state, so nearby seeds diverge.
 */
export function createRandom(seed: number): Random {
  return new Sfc32(seed);
}

/**
 * The generator's state in fields and its draws as methods: every exam's generator then shares one shape and
 * one set of functions, so the hot loops that draw can inline them (closures made anew for each exam could not
 * always be).
 */
class Sfc32 implements Random {
  // The words as signed 32-bit integers (`| 0`), which the engine keeps unboxed; every step wraps them alike.
  private a = 0x9e3779b9 | 0;
  private b = 0x243f6a88 | 0;
  private c = 0xb7e15162 | 0;
  private d: number;

  constructor(seed: number) {
    this.d = seed | 0;
    for (let round = 0; round < 12; round += 1) this.nextWord();
  }

  next(): number {
    return this.nextWord() / 0x1_0000_0000;
  }

  int(min: number, max: number): number {
    const size = max - min + 1;
    if (size <= WORD_VALUES) return min + Math.floor(this.next() * size);
    // Wider than one word can tell apart (rows of ten digits): two words, 53 bits, reach every number.
    const high = this.nextWord() >>> 11;
    const low = this.nextWord();
    return min + Math.floor(((high * WORD_VALUES + low) / FRACTION_VALUES) * size);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = this.int(0, i);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  private nextWord(): number {
    const { a, b, c, d } = this;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }
}
