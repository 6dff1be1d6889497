import { ArraysByLength } from './arrays-by-length.js';
import type { Operator } from './operator.js';
import type { QuestionSource } from './question-source.js';

/**
 * A question source that writes each question's numbers and operators over the last one's, then hands them out
 * in arrays of the question's own length (`ArraysByLength`).
 */
export abstract class DrawnQuestionSource implements QuestionSource {
  answer = 0;
  numbers: number[] = [];
  operators: Operator[] = [];

  /** The question being drawn, written over the last one's, then handed out in arrays of its own length. */
  protected readonly drawnNumbers: number[] = [];
  protected readonly drawnOperators: Operator[] = [];
  private readonly numberArrays = new ArraysByLength<number>();
  private readonly operatorArrays = new ArraysByLength<Operator>();

  abstract draw(focus: Operator): string | null;

  /** Hands out the question drawn: its answer, its first `count` numbers and the operators between them. */
  protected handOut(answer: number, count: number): void {
    this.answer = answer;
    this.numbers = this.numberArrays.copyOf(this.drawnNumbers, count);
    this.operators = this.operatorArrays.copyOf(this.drawnOperators, count - 1);
  }
}
