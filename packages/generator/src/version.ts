/**
 * The version of the algorithm: the same settings, seed and version give the same exam. It goes up whenever
 * a change makes a seed give different questions or options. 1 chose distractors independently of one
 * another; 2 crosses two slips into the options and avoids trivial steps; 3 crosses two mistakes children make
 * on the abacus with the question itself, and names them; 4 chooses those mistakes so that the answer's rank,
 * its remainders by 3 and 9 and a one-digit answer's length tell nothing on small sums and × ÷ drills too;
 * 5 evens out the formulas of abacus drills and the table facts of × ÷ drills across an exam; 6 takes the
 * bead slips of rows added and taken away from the question's own replay (a carry only where one is made).
 * Only the current version is generated: an exam stores its questions, so an older one never needs
 * regenerating from its seed.
 */
export const GENERATOR_VERSION = 6;
