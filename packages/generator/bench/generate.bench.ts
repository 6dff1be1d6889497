import { Bench } from 'tinybench';
import { generateQuestions, type GeneratorSettings } from '../src/index.js';

/** DESIGN §5.7: an exam of 1000 questions in well under this. */
const BUDGET_MS = 50;

const cases: [string, Omit<GeneratorSettings, 'seed'>][] = [
  [
    '1000 questions, + - * /, up to 10 terms, numbers 1–999',
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
    '1000 questions, + -, up to 10 terms, numbers 1–99',
    {
      totalQuestions: 1000,
      operators: ['+', '-'],
      maxTerms: 10,
      minNumber: 1,
      maxNumber: 99,
      marksPerQuestion: 1,
    },
  ],
  [
    '100 questions, / only, up to 3 terms, numbers 1–999',
    { totalQuestions: 100, operators: ['/'], maxTerms: 3, minNumber: 1, maxNumber: 999, marksPerQuestion: 1 },
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

const slowest = rows[0]!['median (ms)'];
if (slowest >= BUDGET_MS) {
  console.error(`1000 questions took a median ${slowest} ms, over the ${BUDGET_MS} ms budget`);
  process.exitCode = 1;
}
