import { OPTION_LETTERS, type Answer, type OptionLetter } from '@/lib/answers';

/** What the child has done so far: an answer (or none) and a flag per question. */
export interface AnswerSheet {
  answers: Answer[];
  flagged: boolean[];
}

/**
 * The option a key stands for: `1`–`4` or `a`–`d` (either case); null for any other key. Number keys
 * suit a phone's keypad and young children; letters match the option labels.
 */
export function optionForKey(key: string): OptionLetter | null {
  const digit = ['1', '2', '3', '4'].indexOf(key);
  if (digit >= 0) return OPTION_LETTERS[digit]!;
  const letter = OPTION_LETTERS.indexOf(key.toLowerCase() as OptionLetter);
  return letter >= 0 ? OPTION_LETTERS[letter]! : null;
}

/** The 1-based numbers of the questions still without an answer. */
export function unansweredNumbers(answers: readonly Answer[]): number[] {
  return answers.flatMap((answer, index) => (answer === null ? [index + 1] : []));
}

const storageKey = (attemptId: string) => `abacus.attempt.${attemptId}`;

/**
 * The sheet as this tab last kept it, when it belongs to an attempt of this many questions. It outlives
 * a reload or a lost connection: what was not yet saved on the server is still here.
 */
export function readKeptSheet(attemptId: string, questionCount: number): AnswerSheet | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(attemptId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { answers, flagged } = parsed as Partial<AnswerSheet>;
    const validAnswers =
      Array.isArray(answers) &&
      answers.length === questionCount &&
      answers.every(
        (answer) =>
          answer === null ||
          (typeof answer === 'number' ? Number.isSafeInteger(answer) : OPTION_LETTERS.includes(answer)),
      );
    const validFlags =
      Array.isArray(flagged) &&
      flagged.length === questionCount &&
      flagged.every((flag) => typeof flag === 'boolean');
    return validAnswers && validFlags ? { answers, flagged } : null;
  } catch {
    return null;
  }
}

export function keepSheet(attemptId: string, sheet: AnswerSheet): void {
  try {
    sessionStorage.setItem(storageKey(attemptId), JSON.stringify(sheet));
  } catch {
    // Storage full or blocked: the server's copy still holds every saved answer.
  }
}

export function forgetSheet(attemptId: string): void {
  try {
    sessionStorage.removeItem(storageKey(attemptId));
  } catch {
    // Nothing to forget.
  }
}

/**
 * The sheet to start from: the server's saved answers, overlaid with this tab's own answers where it has
 * them (they are newer: the server may not have received the last ones yet).
 */
export function startingSheet(saved: readonly Answer[], kept: AnswerSheet | null): AnswerSheet {
  return {
    answers: saved.map((answer, index) => kept?.answers[index] ?? answer),
    flagged: kept?.flagged ?? saved.map(() => false),
  };
}
