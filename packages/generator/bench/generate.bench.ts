import { Bench } from 'tinybench';
import { generateQuestions, type GeneratorSettings } from '../src/index.js';

/** An exam of 1000 questions is generated in well under this. */
const BUDGET_MS = 50;

/**
 * (a)–(e): the settings of the speed target, each measured against the generator this one replaced (the
 * README gives the side-by-side figures): every operator, `+ -` drills, large numbers. (f), (g): abacus drills,
 * single-digit small friends (the narrowest method) and two-digit mixed.
 */
const cases: [string, Omit<GeneratorSettings, 'seed'>][] = [
  [
    '(a) 1000 questions, + - * /, numbers 1–999, up to 10 terms',
    {
      totalQuestions: 1000,
      operators: ['+', '-', '*', '/'],
      maxTerms: 10,
      minNumber: 1,
      maxNumber: 999,
      marksPerQuestion: 1,
    },
  ],
  [
    '(b) 1000 questions, + -, numbers 1–99, up to 5 terms',
    {
      totalQuestions: 1000,
      operators: ['+', '-'],
      maxTerms: 5,
      minNumber: 1,
      maxNumber: 99,
      marksPerQuestion: 1,
    },
  ],
  [
    '(d) 500 questions, + -, numbers 10–99, up to 15 terms',
    {
      totalQuestions: 500,
      operators: ['+', '-'],
      maxTerms: 15,
      minNumber: 10,
      maxNumber: 99,
      marksPerQuestion: 1,
    },
  ],
  [
    '(e) 200 questions, * / +, numbers 1000–99999, up to 6 terms',
    {
      totalQuestions: 200,
      operators: ['*', '/', '+'],
      maxTerms: 6,
      minNumber: 1000,
      maxNumber: 99_999,
      marksPerQuestion: 1,
    },
  ],
  [
    '(f) 1000 questions, small friends, numbers 1–9, up to 5 terms',
    {
      totalQuestions: 1000,
      operators: ['+', '-'],
      maxTerms: 5,
      minNumber: 1,
      maxNumber: 9,
      marksPerQuestion: 1,
      abacusMethod: 'small-friends',
    },
  ],
  [
    '(g) 1000 questions, mixed friends, numbers 10–99, up to 5 terms',
    {
      totalQuestions: 1000,
      operators: ['+', '-'],
      maxTerms: 5,
      minNumber: 10,
      maxNumber: 99,
      marksPerQuestion: 1,
      abacusMethod: 'mixed',
    },
  ],
];

const bench = new Bench({ name: '@abacus/generator', time: 2000, throws: true });
for (const [name, settings] of cases) {
  // A new seed each call, so the measurement covers many exams rather than one the JIT has memorised.
  let seed = 0;
  bench.add(name, () => {
    generateQuestions({ ...settings, seed: (seed += 1) });
  });
}
await bench.run();

const rows = bench.tasks.map(({ name, result }) => {
  if (result.state !== 'completed') throw new Error(`${name}: ${result.state}`);
  return {
    case: name,
    'ops/s': Math.round(result.throughput.mean),
    'median (ms)': Number(result.latency.p50.toFixed(3)),
    'p99 (ms)': Number(result.latency.p99.toFixed(3)),
    samples: result.latency.samplesCount,
  };
});
// eslint-disable-next-line no-console -- printing the table is what a benchmark is for
console.table(rows);

for (const [index, [, settings]] of cases.entries()) {
  const median = rows[index]!['median (ms)'];
  if (settings.totalQuestions === 1000 && median >= BUDGET_MS) {
    console.error(`${rows[index]!.case} took a median ${median} ms, over the ${BUDGET_MS} ms budget`);
    process.exitCode = 1;
  }
}
