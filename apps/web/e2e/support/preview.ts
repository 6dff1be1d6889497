import type { Locator, Page } from 'playwright-core';

/** The questions a region lists as the page shows them: the sum, then the four options (or `= answer`). */
export async function listedQuestions(region: Locator) {
  return region.getByRole('listitem').evaluateAll((elements) =>
    elements.map((element) => ({
      question: element.querySelector('.question-list-text')?.textContent ?? '',
      options: [...element.querySelectorAll('.question-list-options > span')].map((option) =>
        (option.textContent ?? '').replace(/\(right answer[^)]*\)/, '').trim(),
      ),
    })),
  );
}

/** The preview's questions as the page shows them, once they are those of the settings as they are now. */
export async function previewedQuestions(page: Page) {
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.and(page.locator('[aria-busy="false"]')).waitFor();
  return listedQuestions(preview);
}

/** An expression as the app writes it: − × ÷ for - * /. */
const written = (question: string) => question.replaceAll('-', '−').replaceAll('*', '×').replaceAll('/', '÷');

/** A question as the API stores it: a written answer's question has no options, only its answer. */
interface StoredQuestion {
  question: string;
  answer?: number;
  option_a: number | null;
  option_b: number | null;
  option_c: number | null;
  option_d: number | null;
}

/** Questions as the API stores them, in the preview's words: to compare the two. */
export const asPreviewed = (questions: readonly StoredQuestion[]) =>
  questions.map((question) => ({
    question: written(question.question),
    options:
      question.option_a === null
        ? [`= ${question.answer}`]
        : (['a', 'b', 'c', 'd'] as const).map(
            (letter) => `${letter.toUpperCase()} ${question[`option_${letter}`]}`,
          ),
  }));
