import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ExamRow, QuestionRow } from '../exams/index.js';
import { expression } from './report-figures.js';
import type { ReportLocale } from '../../lib/report-locale.js';
import { reportWriting } from './report-words.js';

/**
 * Problems per row: vertical sums side by side, as abacus worksheets print them, five of rows up to seven
 * digits and four of longer ones (a sign and ten digits at 14 pt need some 95 pt of the 515 pt across);
 * written sums in two columns; six answers a row in the key, four where an answer has more than seven digits.
 */
const COLUMN_SUMS_PER_ROW = 5;
const LONG_COLUMN_SUMS_PER_ROW = 4;
const WRITTEN_SUMS_PER_ROW = 2;
const KEY_PER_ROW = 6;
const LONG_KEY_PER_ROW = 4;
const LONGEST_SHORT = 9_999_999;

/** A `+ −` sum written as a column: the first term alone, each later one with its sign, right-aligned. */
function columnLines(stored: string): string[] {
  const [first, ...rest] = stored.split(' ');
  const lines = [first!];
  for (let index = 0; index < rest.length; index += 2) {
    lines.push(`${rest[index] === '-' ? '−' : '+'} ${rest[index + 1]}`);
  }
  return lines;
}

/** One vertical sum: its number, the terms over a rule, and an empty box for the answer. */
function columnSum(question: QuestionRow): TableCell {
  return {
    stack: [
      { text: `${question.position}.`, style: 'problemNumber' },
      {
        table: {
          widths: ['*'],
          body: columnLines(question.question).map((line) => [{ text: line, style: 'term' }]),
        },
        layout: {
          hLineWidth: (row, node) => (row === node.table.body.length ? 1.2 : 0),
          vLineWidth: () => 0,
          paddingTop: () => 1,
          paddingBottom: () => 1,
        },
      },
      { table: { widths: ['*'], heights: [24], body: [[{ text: '' }]] }, margin: [0, 6, 0, 0] },
    ],
    margin: [6, 4, 6, 14],
  };
}

/** One written sum: number, the expression with ×, ÷ and −, and a line for the answer. */
function writtenSum(question: QuestionRow): TableCell {
  return {
    text: [
      { text: `${question.position}.  `, style: 'problemNumber' },
      { text: `${expression(question.question)} = `, style: 'written' },
      { text: '______________', color: '#888888' },
    ],
    margin: [0, 6, 0, 10],
  };
}

/** Splits cells into rows of `width`, padding the last one so every row has as many cells. */
function rowsOf(cells: TableCell[], width: number): TableCell[][] {
  const rows: TableCell[][] = [];
  for (let start = 0; start < cells.length; start += width) {
    const row = cells.slice(start, start + width);
    while (row.length < width) row.push({ text: '' });
    rows.push(row);
  }
  return rows;
}

const grid = (cells: TableCell[], width: number): Content => ({
  table: {
    widths: Array.from({ length: width }, () => '*'),
    body: rowsOf(cells, width),
    dontBreakRows: true,
  },
  layout: 'noBorders',
});

/**
 * The exam as a printable A4 worksheet: a header for the student's name, class and date; `+ −` drills as
 * numbered vertical sums with a box for each answer (mixed expressions written in rows); and the answer
 * key on a page of its own at the end, for the teacher.
 */
export function worksheet(
  exam: ExamRow,
  questions: readonly QuestionRow[],
  locale: ReportLocale,
): TDocumentDefinitions {
  const { words, duration } = reportWriting(locale);
  const inColumns = exam.operators.every((operator) => operator === '+' || operator === '-');
  const problems = inColumns
    ? grid(
        questions.map(columnSum),
        exam.maxNumber > LONGEST_SHORT ? LONG_COLUMN_SUMS_PER_ROW : COLUMN_SUMS_PER_ROW,
      )
    : grid(questions.map(writtenSum), WRITTEN_SUMS_PER_ROW);
  const longAnswers = questions.some((question) => Math.abs(question.answer) > LONGEST_SHORT);
  const key = grid(
    questions.map((question) => ({
      text: `${question.position}.  ${String(question.answer).replace('-', '−')}`,
      style: 'keyEntry',
    })),
    longAnswers ? LONG_KEY_PER_ROW : KEY_PER_ROW,
  );
  return {
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    info: { title: `${words.worksheet}: ${exam.title}`, subject: exam.title },
    language: locale.language,
    content: [
      { text: exam.title, style: 'title' },
      {
        text: [words.level(exam.level), words.questions(questions.length), duration(exam.duration)].join(
          ' · ',
        ),
        style: 'subtitle',
      },
      {
        columns: [
          { text: `${words.nameBlank}: ______________________________`, width: '*' },
          { text: `${words.classColumn}: ________`, width: 'auto' },
          { text: `${words.dateBlank}: ______________`, width: 'auto', margin: [16, 0, 0, 0] },
        ],
        columnGap: 16,
        margin: [0, 0, 0, 18],
      },
      problems,
      { text: `${words.answerKey} · ${exam.title}`, style: 'title', pageBreak: 'before' },
      { text: words.forTheTeacher, style: 'subtitle' },
      key,
    ],
    styles: {
      problemNumber: { bold: true, fontSize: 10, color: '#444444' },
      term: { fontSize: 14, alignment: 'right' },
      written: { fontSize: 13 },
      keyEntry: { fontSize: 11, margin: [0, 3, 0, 3] },
    },
    footer: (page, pages) => ({
      text: `${exam.title} · ${words.pageOf(page, pages)}`,
      style: 'footer',
      alignment: 'center',
      margin: [40, 16],
    }),
  };
}
