import { durationInWords } from '@abacus/contract';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Answer, OptionLetter } from '../../domain/answers.js';
import type { ChoiceQuestion } from '../exams/exams-repository.js';
import type { ReviewedResultRow } from '../results/results-service.js';
import { dateTime, expression, percentage } from './report-figures.js';

const optionValue = (question: ChoiceQuestion, letter: OptionLetter) =>
  ({ a: question.optionA, b: question.optionB, c: question.optionC, d: question.optionD })[letter];

/**
 * The review table: each question, the option chosen or the number written, the correct one where it may be
 * shown, right or wrong.
 */
function reviewSection(result: ReviewedResultRow, questions: ChoiceQuestion[]): Content[] {
  const { feedback } = result.review;
  if (!feedback && result.review.answers) {
    return [
      { text: 'Question by question', style: 'subtitle', margin: [0, 16, 0, 4] },
      { text: 'Each question is reviewed here once your teacher closes the test.', style: 'label' },
    ];
  }
  if (!feedback || questions.length !== feedback.length) return [];
  const keyShown = feedback.every((item) => item.correct_option !== undefined);
  const typed = questions.some((question) => !question.correctOption);
  const header = [
    '#',
    'Question',
    typed ? 'Written' : 'Chosen',
    ...(keyShown ? ['Right answer'] : []),
    'Result',
  ].map((text) => ({
    text,
    style: 'tableHeader',
  }));
  const answer = (question: ChoiceQuestion, given: Answer | undefined) => {
    if (typeof given === 'number') return String(given);
    return given ? `${given}) ${optionValue(question, given)}` : '—';
  };
  const rows = feedback.map((item, index) => {
    const question = questions[index]!;
    return [
      String(item.position),
      expression(question.question),
      answer(question, item.chosen),
      ...(keyShown ? [answer(question, item.correct_option ?? item.correct_answer)] : []),
      item.is_correct
        ? { text: 'Right', color: '#1a7f37', bold: true }
        : { text: item.chosen ? 'Not right' : 'Skipped', color: '#b42318', bold: true },
    ];
  });
  return [
    { text: 'Question by question', style: 'subtitle', margin: [0, 16, 0, 4] },
    ...(keyShown
      ? []
      : [{ text: 'The correct answers are shown once your teacher closes the test.', style: 'label' }]),
    {
      table: {
        headerRows: 1,
        widths: keyShown ? [24, '*', 90, 90, 50] : [24, '*', 90, 50],
        body: [header, ...rows],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/** One student's result, as a printable report, with the review of its answers the reader may see. */
export function resultReport(
  result: ReviewedResultRow,
  questions: ChoiceQuestion[],
  generatedAt: Date,
): TDocumentDefinitions {
  const rows: [string, string][] = [
    ['Exam', result.examTitle],
    ['Type', result.examIsSingleAttempt ? 'Test' : 'Practice'],
    ['Student', `${result.studentFullname} (${result.studentUsername})`],
    [
      'Level / class',
      [
        `Level ${result.studentLevel ?? result.examLevel}`,
        ...(result.studentSclass === null ? [] : [`class ${result.studentSclass}`]),
      ].join(', '),
    ],
    ['Score', `${result.score} / ${result.examTotalMarks}`],
    ['Percentage', percentage(result.score, result.examTotalMarks)],
    ['Right answers', `${result.totalCorrect} / ${result.examTotalQuestions}`],
    ['Time taken', `${durationInWords(result.timeTaken)} of ${durationInWords(result.examDuration)}`],
    ['Completed', dateTime(result.dateCompleted)],
    ['Report id', result.publicId],
  ];
  return {
    info: { title: `Result report ${result.publicId}`, subject: result.examTitle },
    content: [
      { text: 'Result report', style: 'title' },
      { text: `${result.examTitle} · ${result.studentFullname}`, style: 'subtitle' },
      {
        table: {
          widths: [120, '*'],
          body: rows.map(([label, value]) => [{ text: label, style: 'label' }, value]),
        },
        layout: 'lightHorizontalLines',
      },
      ...reviewSection(result, questions),
    ],
    footer: {
      text: `Generated ${dateTime(generatedAt)} by the Abacus Exam Platform`,
      style: 'footer',
      margin: [40, 10],
    },
  };
}
