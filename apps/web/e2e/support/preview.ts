import type { Page } from 'playwright-core';

/** The preview's questions as the page shows them: the sum, then the four options. */
export async function previewedQuestions(page: Page) {
  const items = page.getByRole('region', { name: 'Preview' }).getByRole('listitem');
  return items.evaluateAll((elements) =>
    elements.map((element) => ({
      question: element.querySelector('.question-preview-text')?.textContent ?? '',
      options: [...element.querySelectorAll('.question-preview-options > span')].map((option) =>
        (option.textContent ?? '').replace('(right answer)', '').trim(),
      ),
    })),
  );
}

/** An expression as the app writes it: − × ÷ for - * /. */
const written = (question: string) => question.replaceAll('-', '−').replaceAll('*', '×').replaceAll('/', '÷');

interface StoredQuestion {
  question: string;
  option_a: number;
  option_b: number;
  option_c: number;
  option_d: number;
}

/** Questions as the API stores them, in the preview's words: to compare the two. */
export const asPreviewed = (questions: readonly StoredQuestion[]) =>
  questions.map((question) => ({
    question: written(question.question),
    options: (['a', 'b', 'c', 'd'] as const).map(
      (letter) => `${letter.toUpperCase()} ${question[`option_${letter}`]}`,
    ),
  }));
