/**
 * The mistakes a wrong option may stand for, written apart from the generator: given a question, its answer
 * and a wrong answer, whether the named mistake gives that wrong answer.
 */
interface Term {
  sign: number;
  numbers: number[];
  operators: string[];
  value: number;
}

/** The additive terms of a question's stored text: a number, or a run of × and ÷. */
function termsOf(question: string): Term[] {
  const tokens = question.split(' ');
  const terms: Term[] = [{ sign: 1, numbers: [Number(tokens[0])], operators: [], value: Number(tokens[0]) }];
  for (let i = 1; i < tokens.length; i += 2) {
    const operator = tokens[i]!;
    const number = Number(tokens[i + 1]);
    const last = terms.at(-1)!;
    if (operator === '*' || operator === '/') {
      last.numbers.push(number);
      last.operators.push(operator);
      last.value = operator === '*' ? last.value * number : last.value / number;
    } else {
      terms.push({ sign: operator === '-' ? -1 : 1, numbers: [number], operators: [], value: number });
    }
  }
  return terms;
}

const digits = (value: number): number[] => [...String(value)].reverse().map(Number);
const isPower = (size: number, times: number): boolean =>
  /^10*$/.test(String(size / times)) && size % times === 0;

export function explains(question: string, answer: number, wrong: number, mistake: string): boolean {
  const gap = Math.abs(wrong - answer);
  const terms = termsOf(question);
  switch (mistake) {
    case 'one-bead':
      return gap === 1;
    case 'five-bead':
      return isPower(gap, 5);
    case 'carry':
      return gap >= 10 && (isPower(gap, 1) || isPower(gap, 2));
    case 'skipped-row':
      return terms.length > 1 && terms.some((term) => wrong === answer - term.sign * term.value);
    case 'sign':
      return terms.slice(1).some((term) => wrong === answer - 2 * term.sign * term.value);
    case 'rod-slip':
      return terms.some(
        (term) =>
          term.numbers.length === 1 &&
          (wrong === answer + term.sign * 9 * term.value ||
            (term.value % 10 === 0 && wrong === answer - term.sign * 0.9 * term.value)),
      );
    case 'times-table':
      return terms.some((term) => {
        if (term.numbers.length !== 2) return false;
        if (term.operators[0] === '/') return isPower(gap, 1) && gap <= term.value;
        // One digit product from the next row of the table: the other digit, at the rod where it lands.
        const [a, b] = term.numbers as [number, number];
        return digits(a).some((x, i) =>
          digits(b).some(
            (y, j) => x !== 0 && y !== 0 && (gap === x * 10 ** (i + j) || gap === y * 10 ** (i + j)),
          ),
        );
      });
    default:
      return false;
  }
}
