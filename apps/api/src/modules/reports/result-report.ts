import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Answer, OptionLetter } from '../../domain/answers.js';
import type { ChoiceQuestion } from '../exams/index.js';
import type { ReviewedResultRow } from '../results/index.js';
import { expression, percentage } from './report-figures.js';
import type { ReportLocale } from '../../lib/report-locale.js';
import { reportWriting, type ReportWriting } from './report-words.js';

const optionValue = (question: ChoiceQuestion, letter: OptionLetter) =>
  ({ a: question.optionA, b: question.optionB, c: question.optionC, d: question.optionD })[letter];

/**
 * The review table: each question, the option chosen or the number written, the correct one where it may be
 * shown, right or wrong.
 */
function reviewSection(
  result: ReviewedResultRow,
  questions: ChoiceQuestion[],
  { words }: ReportWriting,
): Content[] {
  const { feedback } = result.review;
  if (!feedback && result.review.answers) {
    return [
      { text: words.questionByQuestion, style: 'subtitle', margin: [0, 16, 0, 4] },
      { text: words.reviewedOnceClosed, style: 'label' },
    ];
  }
  if (!feedback || questions.length !== feedback.length) return [];
  const keyShown = feedback.every((item) => item.correct_option !== undefined);
  const typed = questions.some((question) => !question.correctOption);
  const header = [
    words.questionNumber,
    words.question,
    typed ? words.written : words.chosen,
    ...(keyShown ? [words.rightAnswer] : []),
    words.result,
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
        ? { text: words.right, color: '#1a7f37', bold: true }
        : { text: item.chosen ? words.notRight : words.skipped, color: '#b42318', bold: true },
    ];
  });
  return [
    { text: words.questionByQuestion, style: 'subtitle', margin: [0, 16, 0, 4] },
    ...(keyShown ? [] : [{ text: words.answersShownOnceClosed, style: 'label' }]),
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

/**
 * One student's result, as a printable report, with the review of its answers the reader may see, in the
 * reader's language and time zone.
 */
export function resultReport(
  result: ReviewedResultRow,
  questions: ChoiceQuestion[],
  generatedAt: Date,
  locale: ReportLocale,
): TDocumentDefinitions {
  const writing = reportWriting(locale);
  const { words, dateTime, duration } = writing;
  const rows: [string, string][] = [
    [words.exam, result.examTitle],
    [words.type, result.examIsSingleAttempt ? words.test : words.practice],
    [words.student, `${result.studentFullname} (${result.studentUsername})`],
    [
      words.levelAndClass,
      [
        words.level(result.studentLevel ?? result.examLevel),
        ...(result.studentSclass === null ? [] : [words.inClass(result.studentSclass)]),
      ].join(', '),
    ],
    [words.score, `${result.score} / ${result.examTotalMarks}`],
    [words.percentage, percentage(result.score, result.examTotalMarks)],
    [words.rightAnswers, `${result.totalCorrect} / ${result.examTotalQuestions}`],
    [words.timeTaken, words.timeOf(duration(result.timeTaken), duration(result.examDuration))],
    [words.completed, dateTime(result.dateCompleted)],
    [words.reportId, result.publicId],
  ];
  return {
    info: { title: `${words.resultReport} ${result.publicId}`, subject: result.examTitle },
    language: locale.language,
    content: [
      { text: words.resultReport, style: 'title' },
      { text: `${result.examTitle} · ${result.studentFullname}`, style: 'subtitle' },
      {
        table: {
          widths: [120, '*'],
          body: rows.map(([label, value]) => [{ text: label, style: 'label' }, value]),
        },
        layout: 'lightHorizontalLines',
      },
      ...reviewSection(result, questions, writing),
    ],
    footer: {
      text: words.generatedBy(dateTime(generatedAt)),
      style: 'footer',
      margin: [40, 10],
    },
  };
}
