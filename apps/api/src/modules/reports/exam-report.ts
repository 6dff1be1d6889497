import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { NamedStudent } from '../analytics/index.js';
import type { ExamRow } from '../exams/index.js';
import type { ReportedResult } from '../results/index.js';
import { percentage } from './report-figures.js';
import type { ReportLocale } from '../../lib/report-locale.js';
import { reportWriting, type ReportWriting } from './report-words.js';

/** Summary figures of an exam's results, computed from the rows the report prints anyway. */
function summarise(results: readonly ReportedResult[]) {
  if (results.length === 0) return null;
  const scores = results.map((result) => result.score);
  const fractions = results.map((result) => result.score / result.examTotalMarks);
  return {
    count: results.length,
    students: new Set(results.map((result) => result.studentId)).size,
    best: Math.max(...scores),
    lowest: Math.min(...scores),
    averagePercentage: percentage(
      fractions.reduce((sum, value) => sum + value, 0),
      results.length,
    ),
  };
}

/** Names are printed down this many columns, so that a whole class fits in a few lines. */
const NAME_COLUMNS = 3;

/** An assessment's students who have not taken it yet, for the teacher to follow up. */
function notAttemptedSection(
  exam: ExamRow,
  absent: readonly NamedStudent[],
  { words }: ReportWriting,
): Content[] {
  const heading = { text: words.notTakenHeading, style: 'sectionTitle' };
  if (absent.length === 0) {
    return [heading, { text: words.everyoneTook(exam.level), margin: [0, 0, 0, 16] }];
  }
  const perColumn = Math.ceil(absent.length / NAME_COLUMNS);
  return [
    heading,
    {
      columns: Array.from({ length: NAME_COLUMNS }, (_, column) => ({
        ul: absent.slice(column * perColumn, (column + 1) * perColumn).map((student) => student.studentName),
      })),
      margin: [0, 0, 0, 16],
    },
  ];
}

export interface ExamReportData {
  exam: ExamRow;
  results: readonly ReportedResult[];
  /** For an assessment: its students without a result, by name. */
  notAttempted: readonly NamedStudent[];
}

/** Every result of an exam, as a printable report for its admin, in their language and time zone. */
export function examReport(
  { exam, results, notAttempted }: ExamReportData,
  generatedAt: Date,
  locale: ReportLocale,
): TDocumentDefinitions {
  const writing = reportWriting(locale);
  const { words, dateTime, duration } = writing;
  const summary = summarise(results);
  const facts: [string, string][] = [
    [words.type, exam.isSingleAttempt ? words.test : words.practice],
    [words.levelLabel, String(exam.level)],
    [words.questionsAndMarks, words.questionsMarks(exam.totalQuestions, exam.totalMarks)],
    [words.duration_, duration(exam.duration)],
    [
      words.results,
      summary ? words.resultsFrom(summary.count, words.students(summary.students)) : words.noneYet,
    ],
    ...(exam.isSingleAttempt
      ? ([[words.notTaken, words.students(notAttempted.length)]] as [string, string][])
      : []),
    ...(summary
      ? ([
          [words.highestLowest, `${summary.best} / ${summary.lowest}`],
          [words.averagePercentage, summary.averagePercentage],
        ] as [string, string][])
      : []),
  ];
  const header = [
    words.student,
    words.classColumn,
    words.score,
    '%',
    words.rightColumn,
    words.timeColumn,
    words.completed,
  ].map((text) => ({ text, style: 'tableHeader' }));
  return {
    info: { title: `${words.examResultsReport} ${exam.publicId}`, subject: exam.title },
    language: locale.language,
    pageOrientation: 'landscape',
    content: [
      { text: words.examResultsReport, style: 'title' },
      { text: exam.title, style: 'subtitle' },
      {
        table: {
          widths: [150, '*'],
          body: facts.map(([label, value]) => [{ text: label, style: 'label' }, value]),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 16],
      },
      ...(exam.isSingleAttempt ? notAttemptedSection(exam, notAttempted, writing) : []),
      { text: words.results, style: 'sectionTitle' },
      {
        table: {
          headerRows: 1,
          widths: ['*', 40, 60, 55, 55, 70, 125],
          body: [
            header,
            ...results.map((result) => [
              result.studentFullname,
              result.studentSclass === null ? '' : String(result.studentSclass),
              `${result.score} / ${result.examTotalMarks}`,
              percentage(result.score, result.examTotalMarks),
              `${result.totalCorrect} / ${result.examTotalQuestions}`,
              duration(result.timeTaken),
              dateTime(result.dateCompleted),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    footer: {
      text: words.reportGenerated(exam.publicId, dateTime(generatedAt)),
      style: 'footer',
      margin: [40, 10],
    },
  };
}
