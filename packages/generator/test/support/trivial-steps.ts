/**
 * Whether a question has a step no teacher would write: multiplying by 1 or multiplying 1 (`7 * 1`, `1 * 7`),
 * dividing by 1, or dividing a value by itself (`285 / 285`, and `4 * 6 / 24`, whose step is 24 ÷ 24).
 */
export function hasTrivialStep(question: string): boolean {
  const tokens = question.split(' ');
  let term = Number(tokens[0]);
  for (let index = 1; index < tokens.length; index += 2) {
    const operator = tokens[index]!;
    const number = Number(tokens[index + 1]);
    if (operator === '*') {
      if (term === 1 || number === 1) return true;
      term *= number;
    } else if (operator === '/') {
      if (number === 1 || term === number) return true;
      term /= number;
    } else {
      term = number;
    }
  }
  return false;
}
