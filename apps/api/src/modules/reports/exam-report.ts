import { durationInWords } from '@abacus/contract';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { NamedStudent } from '../analytics/analytics-model.js';
import type { ExamRow } from '../exams/exams-repository.js';
import type { ReportedResult } from '../results/results-repository.js';
import { dateTime, percentage } from './report-figures.js';

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

const students = (count: number) => `${count} student${count === 1 ? '' : 's'}`;

/** Names are printed down this many columns, so that a whole class fits in a few lines. */
const NAME_COLUMNS = 3;

/** An assessment's students who have not taken it yet, for the teacher to follow up. */
function notAttemptedSection(exam: ExamRow, absent: readonly NamedStudent[]): Content[] {
  const heading = { text: 'Students who have not taken it', style: 'sectionTitle' };
  if (absent.length === 0) {
    return [heading, { text: `Every student at level ${exam.level} has taken it.`, margin: [0, 0, 0, 16] }];
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

/** Every result of an exam, as a printable report for its admin. */
export function examReport(
  { exam, results, notAttempted }: ExamReportData,
  generatedAt: Date,
): TDocumentDefinitions {
  const summary = summarise(results);
  const facts: [string, string][] = [
    ['Type', exam.isSingleAttempt ? 'Test' : 'Practice'],
    ['Level', String(exam.level)],
    ['Questions / marks', `${exam.totalQuestions} questions, ${exam.totalMarks} marks`],
    ['Duration', durationInWords(exam.duration)],
    ['Results', summary ? `${summary.count} from ${students(summary.students)}` : 'none yet'],
    ...(exam.isSingleAttempt ? ([['Not taken', students(notAttempted.length)]] as [string, string][]) : []),
    ...(summary
      ? ([
          ['Highest / lowest score', `${summary.best} / ${summary.lowest}`],
          ['Average percentage', summary.averagePercentage],
        ] as [string, string][])
      : []),
  ];
  const header = ['Student', 'Class', 'Score', '%', 'Right', 'Time', 'Completed'].map((text) => ({
    text,
    style: 'tableHeader',
  }));
  return {
    info: { title: `Exam report ${exam.publicId}`, subject: exam.title },
    pageOrientation: 'landscape',
    content: [
      { text: 'Exam results report', style: 'title' },
      { text: exam.title, style: 'subtitle' },
      {
        table: {
          widths: [150, '*'],
          body: facts.map(([label, value]) => [{ text: label, style: 'label' }, value]),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 16],
      },
      ...(exam.isSingleAttempt ? notAttemptedSection(exam, notAttempted) : []),
      { text: 'Results', style: 'sectionTitle' },
      {
        table: {
          headerRows: 1,
          widths: ['*', 40, 60, 55, 55, 70, 100],
          body: [
            header,
            ...results.map((result) => [
              result.studentFullname,
              result.studentSclass === null ? '' : String(result.studentSclass),
              `${result.score} / ${result.examTotalMarks}`,
              percentage(result.score, result.examTotalMarks),
              `${result.totalCorrect} / ${result.examTotalQuestions}`,
              durationInWords(result.timeTaken),
              dateTime(result.dateCompleted),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    footer: {
      text: `Report ${exam.publicId} · generated ${dateTime(generatedAt)}`,
      style: 'footer',
      margin: [40, 10],
    },
  };
}
