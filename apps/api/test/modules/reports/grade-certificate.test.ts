import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CertificateContent, gradeCertificate } from '../../../src/modules/reports/grade-certificate.js';
import { renderPdf } from '../../../src/modules/reports/pdf-renderer.js';
import type { ReportLocale } from '../../../src/lib/report-locale.js';
import { hasPdftotext, pdfPageCount, pdfText, popplerText } from '../../helpers/pdf.js';

/** Passed late on 25 November in Greenwich: already the 26th in India. */
const PASSED = new Date('2026-11-25T20:30:00Z');
const INDIA: ReportLocale = { language: 'en', timeZone: 'Asia/Kolkata' };

const CONTENT: CertificateContent = {
  studentName: 'Chloé O’Brien',
  grade: '8th kyu',
  title: 'Spring grading — 8th kyu',
  school: 'Bright Beads Abacus Academy',
  completedAt: PASSED,
  source: { name: 'Zenshuren 8th kyu' },
  total: 345,
  fullMarks: 450,
  sections: [
    { title: 'Multiplication', score: 130, fullMarks: 150, passMarks: 100, outcome: 'pass' },
    { title: 'Division', score: 95, fullMarks: 150, passMarks: 100, outcome: 'near-pass' },
    { title: 'Mental sums', score: 120, fullMarks: 150, passMarks: 100, outcome: 'pass' },
  ],
};

/** Six sections, and a name, a title and section titles of 60 characters each. */
function longest(name: string, title: string, sectionTitle: string): CertificateContent {
  const sixty = (text: string) => text.padEnd(60, text).slice(0, 60);
  return {
    ...CONTENT,
    studentName: sixty(name),
    title: sixty(title),
    total: 780,
    fullMarks: 900,
    sections: Array.from({ length: 6 }, (_, index) => ({
      title: sixty(`${index + 1} ${sectionTitle}`),
      score: 130,
      fullMarks: 150,
      passMarks: 100,
      outcome: index === 5 ? ('fail' as const) : ('pass' as const),
    })),
  };
}

const render = (content: CertificateContent, locale: ReportLocale) =>
  renderPdf(gradeCertificate(content, locale));

describe('the grade certificate', () => {
  it('names the school, the child, the grade and the grading, scores each section and gives the day in words', async () => {
    const pdf = await render(CONTENT, INDIA);
    writeFileSync(join(tmpdir(), 'abacus-grade-certificate.pdf'), pdf);
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const words of [
      'Bright Beads Abacus Academy',
      'Certificate',
      'This certifies that',
      'Chloé O’Brien',
      'has passed',
      '8th kyu',
      'Spring grading — 8th kyu',
      'Section Score Pass mark Result',
      'Multiplication 130 / 150 100 Passed',
      'Division 95 / 150 100 Near pass',
      'Mental sums 120 / 150 100 Passed',
      'Total 345 / 450',
      '26 November 2026',
      'Teacher’s signature',
      'Following Zenshuren 8th kyu',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('gives the day the grade was passed where the reader is', async () => {
    const text = await pdfText(await render(CONTENT, { language: 'en', timeZone: 'UTC' }));
    expect(text).toContain('25 November 2026');
  });

  it('says a section was not passed, and leaves out the source of a standard the grading does not follow', async () => {
    const content: CertificateContent = {
      ...CONTENT,
      source: null,
      sections: [{ title: 'Division', score: 80, fullMarks: 150, passMarks: 100, outcome: 'fail' }],
    };
    const text = (await pdfText(await render(content, INDIA))).replace(/\s+/g, ' ');
    expect(text).toContain('Division 80 / 150 100 Not passed');
    expect(text).not.toContain('Following');
  });

  it('is titled with the child and the grade, in the reader’s language', () => {
    expect(gradeCertificate(CONTENT, INDIA).info).toEqual({
      title: 'Certificate: Chloé O’Brien, 8th kyu',
      subject: 'Spring grading — 8th kyu',
    });
    expect(
      gradeCertificate({ ...CONTENT, studentName: 'अनिका शाह' }, { ...INDIA, language: 'hi' }).info?.title,
    ).toBe('प्रमाण पत्र: अनिका शाह, 8th kyu');
  });

  it.skipIf(!hasPdftotext)('is written in Hindi, the grade after the name as Hindi says it', async () => {
    const content: CertificateContent = {
      ...CONTENT,
      studentName: 'अनिका शाह',
      grade: 'आठवाँ क्यू',
      title: 'वसंत ग्रेडिंग',
      school: 'उज्ज्वल मोती अबेकस अकादमी',
      sections: [
        { title: 'गुणा', score: 130, fullMarks: 150, passMarks: 100, outcome: 'pass' },
        { title: 'भाग', score: 95, fullMarks: 150, passMarks: 100, outcome: 'near-pass' },
        { title: 'जोड़ और घटाव', score: 120, fullMarks: 150, passMarks: 100, outcome: 'pass' },
      ],
    };
    const pdf = await render(content, { ...INDIA, language: 'hi' });
    writeFileSync(join(tmpdir(), 'abacus-grade-certificate-hi.pdf'), pdf);
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = popplerText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain(
      'प्रमाण पत्र प्रमाणित किया जाता है कि अनिका शाह ने निम्नलिखित ग्रेड उत्तीर्ण किया है आठवाँ क्यू वसंत ग्रेडिंग',
    );
    for (const words of [
      'उज्ज्वल मोती अबेकस अकादमी',
      'खंड',
      'उत्तीर्णांक',
      'गुणा',
      'भाग',
      'जोड़ और घटाव',
      '130 / 150',
      '95 / 150',
      'लगभग उत्तीर्ण',
      'कुल',
      '345 / 450',
      '26 नवंबर 2026',
      'शिक्षक के हस्ताक्षर',
      'Zenshuren 8th kyu के अनुसार',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/Certificate|Passed|Total|Following|November/);
  });

  it('keeps six sections and a long name, title and section titles on one page, each line whole', async () => {
    const english = longest(
      'Alexandrina Konstantinopoulou-Vanderbilt ',
      'Autumn grading of the whole academy ',
      'Addition and subtraction of three-digit numbers ',
    );
    const hindi = longest(
      'राजलक्ष्मी वेंकटेश्वरन चतुर्वेदी ',
      'पूरी अकादमी की शरद ऋतु ग्रेडिंग ',
      'तीन अंकों की संख्याओं का जोड़ और घटाव ',
    );
    for (const [content, language] of [
      [english, 'en'],
      [hindi, 'hi'],
    ] as const) {
      const pdf = await render(content, { ...INDIA, language });
      expect(await pdfPageCount(pdf), language).toBe(1);
      if (!hasPdftotext) continue;
      const lines = popplerText(pdf).split('\n');
      for (const whole of [
        content.studentName,
        content.title,
        ...content.sections.map(({ title }) => title),
      ]) {
        expect(lines, `${language}: ${whole}`).toContain(whole.trim());
      }
    }
  });
});
