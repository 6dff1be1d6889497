import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ResultWithContext } from '../results/results-repository.js';
import { dateTime, minutes, percentage } from './report-figures.js';

/** One student's result, as a printable report (DESIGN §5.8). */
export function resultReport(result: ResultWithContext, generatedAt: Date): TDocumentDefinitions {
  const rows: [string, string][] = [
    ['Exam', result.examTitle],
    ['Type', result.examIsSingleAttempt ? 'Assessment' : 'Practice'],
    ['Student', `${result.studentFullname} (${result.studentUsername})`],
    ['Level / class', `Level ${result.studentLevel}, class ${result.studentSclass}`],
    ['Score', `${result.score} / ${result.examTotalMarks}`],
    ['Percentage', percentage(result.score, result.examTotalMarks)],
    ['Correct answers', `${result.totalCorrect} / ${result.examTotalQuestions}`],
    ['Time taken', `${minutes(result.timeTaken)} of ${result.examDuration} min`],
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
    ],
    footer: {
      text: `Generated ${dateTime(generatedAt)} by the Abacus Exam Platform`,
      style: 'footer',
      margin: [40, 10],
    },
  };
}
