import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ReportLocale } from '../../lib/report-locale.js';
import { reportWriting } from './report-words.js';

type Mastery = 'new' | 'learning' | 'practised' | 'mastered';

/** What a parent's weekly report of a child says: plain data, as it crosses to a rendering thread. */
export interface WeeklyReportContent {
  childName: string;
  school: string;
  level: number | null;
  /** The seven days, Monday first, as calendar days of the school's time zone. */
  days: { day: string; counts: boolean; done: boolean }[];
  streak: number;
  minutes: number;
  goal: number;
  results: { title: string; score: number; totalMarks: number; completedAt: Date }[];
  /** How many of the child's formulas stand at each mastery. */
  formulas: Record<Mastery, number>;
  testsDue: { title: string; closesAt: Date }[];
}

const DONE = '#1a7f37';
const MISSED = '#b42318';
const MUTED = '#5c6470';

/**
 * A one-page weekly report of a child's practice for their parent (DESIGN §5.17), in the parent's
 * language: the week day by day, the streak and the minutes, the results of the week, the formulas by
 * mastery and the tests due.
 */
export function weeklyReport(
  content: WeeklyReportContent,
  generatedAt: Date,
  locale: ReportLocale,
): TDocumentDefinitions {
  const writing = reportWriting(locale);
  const { words, dateTime, date } = writing;
  // Calendar days are read at noon UTC: the same date in every time zone the reader may be in.
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  const dayOf = (day: string) => date(noon(day));
  const weekday = new Intl.DateTimeFormat(words.dateLocale, { weekday: 'long', timeZone: 'UTC' });
  const first = content.days[0]!.day;
  const last = content.days.at(-1)!.day;
  const practised = content.days.filter((day) => day.done).length;
  const practiceDays = content.days.filter((day) => day.counts).length;

  const dayRows = content.days.map(({ day, counts, done }) => [
    weekday.format(noon(day)),
    dayOf(day),
    done
      ? { text: words.practised, color: DONE, bold: true }
      : counts
        ? { text: words.notPractised, color: MISSED }
        : { text: words.noPracticeDay, color: MUTED },
  ]);
  const resultRows = content.results.map((result) => [
    result.title,
    `${result.score} / ${result.totalMarks}`,
    dateTime(result.completedAt),
  ]);
  const formulaWords: [Mastery, string][] = [
    ['mastered', words.mastered],
    ['practised', words.practisedFormulas],
    ['learning', words.learning],
    ['new', words.notYetTried],
  ];
  const section = (title: string): Content => ({ text: title, style: 'subtitle', margin: [0, 12, 0, 4] });
  const none = (text: string): Content => ({ text, style: 'label' });

  return {
    info: { title: `${words.weeklyReport} · ${content.childName}`, subject: `${first} – ${last}` },
    language: locale.language,
    content: [
      { text: words.weeklyReport, style: 'title' },
      {
        text: `${content.childName} · ${content.school}${content.level === null ? '' : ` · ${words.level(content.level)}`}`,
        style: 'subtitle',
      },
      { text: words.weekOf(dayOf(first), dayOf(last)), style: 'label', margin: [0, 0, 0, 8] },
      {
        table: {
          widths: ['*', '*', '*'],
          body: [
            [
              { text: words.daysPractised(practised, practiceDays), bold: true },
              { text: words.streakOf(content.streak), bold: true },
              { text: words.minutesPractised(content.minutes), bold: true },
            ],
          ],
        },
        layout: 'noBorders',
      },
      section(words.practiceThisWeek(content.goal)),
      { table: { widths: [90, '*', 120], body: dayRows }, layout: 'lightHorizontalLines' },
      section(words.resultsThisWeek),
      resultRows.length > 0
        ? {
            table: {
              headerRows: 1,
              widths: ['*', 70, 150],
              body: [
                [words.exam, words.score, words.completed].map((text) => ({ text, style: 'tableHeader' })),
                ...resultRows,
              ],
            },
            layout: 'lightHorizontalLines',
          }
        : none(words.noResultsThisWeek),
      section(words.formulas),
      {
        table: {
          widths: formulaWords.map(() => '*'),
          body: [
            formulaWords.map(([, label]) => ({ text: label, style: 'tableHeader' })),
            formulaWords.map(([mastery]) => String(content.formulas[mastery])),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      section(words.testsDue),
      content.testsDue.length > 0
        ? {
            table: {
              widths: ['*', 190],
              body: content.testsDue.map((test) => [test.title, words.closes(dateTime(test.closesAt))]),
            },
            layout: 'lightHorizontalLines',
          }
        : none(words.noTestsDue),
    ],
    footer: { text: words.generatedBy(dateTime(generatedAt)), style: 'footer', margin: [40, 10] },
  };
}
