/**
 * How long each question of an attempt has been on the child's screen, in milliseconds: the time the
 * teacher reads as speed, formula by formula. Only the question shown counts, and only while the page is
 * visible (a child who switches away stops the clock). Readings come from the caller's monotonic clock
 * (`performance.now()`), never the wall clock a device may change.
 */
export class QuestionClock {
  private readonly spent: number[];
  private shown: number | null = null;
  private since = 0;
  private visible = true;

  constructor(questionCount: number) {
    this.spent = Array.from({ length: questionCount }, () => 0);
  }

  /** The child now sees question `index`. */
  show(index: number, now: number): void {
    this.settle(now);
    this.shown = index;
  }

  /** The page was hidden (`false`) or shown again (`true`). */
  setVisible(visible: boolean, now: number): void {
    this.settle(now);
    this.visible = visible;
  }

  /** Each question's time so far, in whole milliseconds. */
  times(now: number): number[] {
    this.settle(now);
    return this.spent.map(Math.round);
  }

  private settle(now: number): void {
    if (this.shown !== null && this.visible) this.spent[this.shown]! += Math.max(0, now - this.since);
    this.since = now;
  }
}
