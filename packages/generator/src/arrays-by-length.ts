/**
 * One array of each length, reused: a question's numbers and operators are read before the next question is
 * drawn, so drawing needs no new array for each question (new arrays were most of what drawing allocated, and
 * every garbage collection copies the exam so far; emptying one array in place instead makes the engine give
 * up its storage and grow it again).
 */
export class ArraysByLength<T> {
  private readonly arrays: T[][] = [];

  /** The array of `length` elements, holding the first `length` of `from`. */
  copyOf(from: readonly T[], length: number): T[] {
    const array = this.arrays[length];
    if (array === undefined) {
      const made = from.slice(0, length);
      this.arrays[length] = made;
      return made;
    }
    for (let i = 0; i < length; i += 1) array[i] = from[i]!;
    return array;
  }
}
