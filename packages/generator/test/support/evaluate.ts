/**
 * An evaluator written apart from the generator, in BigInt so that a wrong product cannot hide behind float
 * rounding. It throws on any breach of the rules the generator promises.
 */
export interface Evaluation {
  readonly value: number;
  readonly numbers: readonly number[];
  readonly operators: readonly string[];
}

const LIMIT = 10n ** 12n;

/** `negativeAllowed`: the running total may go below zero (settings with negativeAnswers). */
export function evaluate(question: string, negativeAllowed = false): Evaluation {
  const tokens = question.split(' ');
  if (tokens.length < 3 || tokens.length % 2 === 0) throw new Error(`malformed: ${question}`);
  const numbers: bigint[] = [];
  const operators: string[] = [];
  tokens.forEach((token, index) => {
    if (index % 2 === 0) {
      if (!/^[1-9]\d*$/.test(token)) throw new Error(`bad number ${JSON.stringify(token)} in ${question}`);
      numbers.push(BigInt(token));
    } else {
      if (!['+', '-', '*', '/'].includes(token))
        throw new Error(`bad operator ${JSON.stringify(token)} in ${question}`);
      operators.push(token);
    }
  });

  let total = 0n;
  let sign = '+';
  let index = 0;
  while (index < numbers.length) {
    let term = numbers[index]!;
    while (operators[index] === '*' || operators[index] === '/') {
      const next = numbers[index + 1]!;
      if (operators[index] === '*') {
        term *= next;
        if (term > LIMIT) throw new Error(`product above 10^12 in ${question}`);
      } else {
        if (term % next !== 0n) throw new Error(`inexact division in ${question}`);
        term /= next;
      }
      index += 1;
    }
    total = sign === '+' ? total + term : total - term;
    if (total < 0n && !negativeAllowed) throw new Error(`running total below zero in ${question}`);
    if (total < -LIMIT) throw new Error(`running total below -10^12 in ${question}`);
    if (total > LIMIT) throw new Error(`running total above 10^12 in ${question}`);
    sign = operators[index] ?? '+';
    index += 1;
  }
  return { value: Number(total), numbers: numbers.map(Number), operators };
}
