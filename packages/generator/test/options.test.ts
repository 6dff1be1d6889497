import { describe, expect, it } from 'vitest';
import { generateQuestions, type ChoiceQuestion, type GeneratorSettings } from '../src/index.js';

const optionsOf = (question: ChoiceQuestion): number[] => [
  question.option_a,
  question.option_b,
  question.option_c,
  question.option_d,
];

const exam = (settings: Omit<GeneratorSettings, 'marksPerQuestion' | 'answerMode'>) =>
  generateQuestions({ ...settings, marksPerQuestion: 1 }).questions;

const sums = exam({
  totalQuestions: 1000,
  operators: ['+', '-'],
  minNumber: 1,
  maxNumber: 99,
  maxTerms: 5,
  seed: 4,
});
const products = exam({
  totalQuestions: 500,
  operators: ['*'],
  minNumber: 2,
  maxNumber: 99,
  maxTerms: 2,
  seed: 4,
});

const mistakesIn = (questions: ChoiceQuestion[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const question of questions) {
    for (const mistake of Object.values(question.mistakes)) {
      if (mistake !== null) counts.set(mistake, (counts.get(mistake) ?? 0) + 1);
    }
  }
  return counts;
};

describe('the options of an exam', () => {
  it('name no mistake for the answer and one for at least two of the wrong options', () => {
    for (const question of [...sums, ...products]) {
      expect(question.mistakes[question.correct_option]).toBeNull();
      const named = Object.values(question.mistakes).filter((mistake) => mistake !== null);
      expect(named.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('stand for every bead mistake of a + − drill, and for times-table slips in products', () => {
    const inSums = mistakesIn(sums);
    for (const mistake of ['five-bead', 'one-bead', 'carry', 'skipped-row', 'sign']) {
      expect(inSums.get(mistake), mistake).toBeGreaterThan(10);
    }
    expect(mistakesIn(products).get('times-table')).toBeGreaterThan(100);
  });

  it('put the answer at each rank among the options alike over an exam (chi-square, p = 0.001)', () => {
    for (const questions of [sums, products]) {
      const ranks = [0, 0, 0, 0];
      for (const question of questions) {
        ranks[optionsOf(question).filter((option) => option < question.answer).length]! += 1;
      }
      const expected = questions.length / 4;
      const chiSquare = ranks.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
      expect(chiSquare).toBeLessThan(16.27);
    }
  });

  it('stay within the answer’s own size of it, so that none is ruled out at a glance', () => {
    for (const question of [...sums, ...products]) {
      const { answer } = question;
      const reach = answer < 10 ? 20 : Math.max(answer, 100, 2 * 10 ** (String(answer).length - 1));
      for (const option of optionsOf(question)) expect(Math.abs(option - answer)).toBeLessThanOrEqual(reach);
    }
  });

  it('make all four end in the answer’s last digit in most questions of two digits or more', () => {
    const twoDigits = sums.filter((question) => question.answer >= 10);
    const alike = twoDigits.filter((question) =>
      optionsOf(question).every((option) => (option - question.answer) % 10 === 0),
    );
    expect(alike.length / twoDigits.length).toBeGreaterThan(0.55);
  });

  it('vary for the same question from one exam to the next', () => {
    const picks = new Set<string>();
    for (let seed = 0; seed < 200; seed += 1) {
      const question = exam({
        totalQuestions: 1,
        operators: ['*'],
        minNumber: 47,
        maxNumber: 47,
        maxTerms: 2,
        seed,
      })[0]!;
      picks.add([...optionsOf(question)].sort((a, b) => a - b).join());
    }
    expect(picks.size).toBeGreaterThan(10);
  });
});
