import type { Content, ContextPageSize, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ReportLocale } from '../../lib/report-locale.js';
import { reportWriting, type ReportWriting } from './report-words.js';
import { type Script, scriptRuns } from './script-runs.js';

type Outcome = 'pass' | 'near-pass' | 'fail';

/** What a child's certificate for a passed grade says: the grading, its sections and the child's scores. */
export interface CertificateContent {
  studentName: string;
  grade: string;
  title: string;
  school: string;
  /** When the last section was taken: the day the grade was passed. */
  completedAt: Date;
  /** The standard the grading follows, when it was made from one. */
  source: { name: string } | null;
  total: number;
  fullMarks: number;
  sections: { title: string; score: number; fullMarks: number; passMarks: number; outcome: Outcome }[];
}

const MILLIMETRE = 72 / 25.4;
const INK = '#1d3557';
const GOLD = '#b08d3c';
const MUTED = '#5c6470';
/** The frame: a strong outer line and a fine inner one, drawn inside the printer's unprintable edge. */
const FRAME = { outer: 8 * MILLIMETRE, gap: 2.5 * MILLIMETRE, outerWidth: 3, innerWidth: 0.8 };
const PAGE_MARGIN = { x: 24 * MILLIMETRE, top: 18 * MILLIMETRE, bottom: 40 * MILLIMETRE };
const PAGE_WIDTH = 297 * MILLIMETRE;
const TEXT_WIDTH = PAGE_WIDTH - 2 * PAGE_MARGIN.x;
/**
 * The sections' table is narrower than the page, so that it reads as one block under the grade, unless
 * its longest section title needs the room.
 */
const TABLE_INDENT = 30 * MILLIMETRE;
const TABLE_FIGURES_WIDTHS = [80, 70, 90];
const CELL_PADDING = 4;
const SEAL_RADIUS = 22;
const SIGNATURE_WIDTH = 190;
/** A grading has up to six sections; one with fewer starts lower, by half the rows it leaves out. */
const MOST_SECTIONS = 6;
const ROW_HEIGHT = 21;
/** Font sizes of the texts set on a line of their own: the largest, and the least they shrink to. */
const SIZES = {
  school: [15, 10],
  name: [34, 12],
  grade: [28, 14],
  grading: [12, 9],
  section: [11, 9],
} satisfies Record<string, [number, number]>;

const OUTCOME_COLOURS: Record<Outcome, string> = { pass: '#1a7f37', 'near-pass': '#9a6700', fail: '#b42318' };

function frame(pageSize: ContextPageSize): Content {
  const rect = (inset: number, lineWidth: number, lineColor: string) => ({
    type: 'rect' as const,
    x: inset,
    y: inset,
    w: pageSize.width - 2 * inset,
    h: pageSize.height - 2 * inset,
    lineWidth,
    lineColor,
  });
  return {
    canvas: [rect(FRAME.outer, FRAME.outerWidth, INK), rect(FRAME.outer + FRAME.gap, FRAME.innerWidth, GOLD)],
  };
}

/** Letter spacing for Latin alone: it would break the headstroke that joins Devanagari letters. */
const spaced = (text: string, spacing: number) =>
  scriptRuns(text).every(({ script }) => script === 'latin') ? { characterSpacing: spacing } : {};

/**
 * A gold rule with a diamond at its middle, under the word "Certificate". Made afresh for each document:
 * pdfmake moves a canvas's shapes where it aligns them.
 */
const ornament = (): Content => ({
  canvas: [
    { type: 'line', x1: 0, y1: 4, x2: 70, y2: 4, lineWidth: 0.8, lineColor: GOLD },
    {
      type: 'polyline',
      points: [
        { x: 80, y: 0 },
        { x: 84, y: 4 },
        { x: 80, y: 8 },
        { x: 76, y: 4 },
      ],
      closePath: true,
      color: GOLD,
    },
    { type: 'line', x1: 90, y1: 4, x2: 160, y2: 4, lineWidth: 0.8, lineColor: GOLD },
  ],
  alignment: 'center',
  margin: [0, 0, 0, 8],
});

/**
 * About how wide a character of each script is, in ems of its report font (Roboto, Noto Sans), on average
 * over names and titles and a little over: a text wider than its line wraps, and may push the certificate
 * onto a second page. A code point of an Indic script is narrow, since its vowel signs and viramas are code
 * points of their own; ideographs are square.
 */
const EMS_PER_CHARACTER: Record<Script, number> = {
  latin: 0.56,
  devanagari: 0.45,
  bengali: 0.5,
  gurmukhi: 0.5,
  gujarati: 0.5,
  tamil: 0.72,
  telugu: 0.6,
  kannada: 0.6,
  malayalam: 0.6,
  arabic: 0.5,
  cjk: 1,
};

const ems = (text: string) =>
  scriptRuns(text).reduce((width, run) => width + [...run.text].length * EMS_PER_CHARACTER[run.script], 0);

/** The font size that keeps a text on one line of this width, within its sizes; the least may still wrap. */
const fitted = (text: string, [largest, least]: [number, number], width: number) =>
  Math.max(least, Math.min(largest, Math.floor((width / Math.max(ems(text), 1)) * 2) / 2));

function sectionsTable(content: CertificateContent, { words }: ReportWriting): Content {
  const outcomeWords: Record<Outcome, string> = {
    pass: words.passed,
    'near-pass': words.nearPass,
    fail: words.notPassed,
  };
  const header = [words.section, words.score, words.passMark, words.result].map(
    (text, column): TableCell => ({
      text,
      style: 'certificateHeader',
      alignment: column ? 'center' : 'left',
    }),
  );
  const longest = Math.max(...content.sections.map(({ title }) => ems(title) * SIZES.section[0]));
  const figures = TABLE_FIGURES_WIDTHS.reduce((sum, width) => sum + width + 2 * CELL_PADDING, 0);
  const indent = Math.max(0, Math.min(TABLE_INDENT, (TEXT_WIDTH - figures - 2 * CELL_PADDING - longest) / 2));
  const titleWidth = TEXT_WIDTH - 2 * indent - figures - 2 * CELL_PADDING;
  const rows = content.sections.map((section): TableCell[] => [
    { text: section.title, fontSize: fitted(section.title, SIZES.section, titleWidth) },
    { text: `${section.score} / ${section.fullMarks}`, alignment: 'center' },
    { text: String(section.passMarks), alignment: 'center' },
    {
      text: outcomeWords[section.outcome],
      alignment: 'center',
      color: OUTCOME_COLOURS[section.outcome],
      bold: true,
    },
  ]);
  const total: TableCell[] = [
    { text: words.total, bold: true },
    { text: `${content.total} / ${content.fullMarks}`, bold: true, alignment: 'center' },
    '',
    '',
  ];
  return {
    table: { headerRows: 1, widths: ['*', ...TABLE_FIGURES_WIDTHS], body: [header, ...rows, total] },
    layout: {
      hLineWidth: (row, node) => (row === 0 || row === 1 || row === node.table.body.length - 1 ? 0.8 : 0.3),
      vLineWidth: () => 0,
      hLineColor: (row) => (row === 0 ? GOLD : '#c9ced6'),
      paddingLeft: () => CELL_PADDING,
      paddingRight: () => CELL_PADDING,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    fontSize: SIZES.section[0],
    margin: [indent, 0, indent, 0],
  };
}

/** A gold seal with a star, between the date and the signature. */
function seal(): TableCell {
  const centre = SEAL_RADIUS + 1;
  const star = Array.from({ length: 10 }, (_, point) => {
    const radius = point % 2 === 0 ? SEAL_RADIUS * 0.55 : SEAL_RADIUS * 0.22;
    const angle = (point * Math.PI) / 5 - Math.PI / 2;
    return { x: centre + radius * Math.cos(angle), y: centre + radius * Math.sin(angle) };
  });
  return {
    canvas: [
      {
        type: 'ellipse',
        x: centre,
        y: centre,
        r1: SEAL_RADIUS,
        r2: SEAL_RADIUS,
        color: '#f6eedb',
        lineColor: GOLD,
        lineWidth: 1.5,
      },
      {
        type: 'ellipse',
        x: centre,
        y: centre,
        r1: SEAL_RADIUS - 4,
        r2: SEAL_RADIUS - 4,
        lineColor: GOLD,
        lineWidth: 0.6,
      },
      { type: 'polyline', points: star, closePath: true, color: GOLD, lineColor: GOLD, lineWidth: 0.5 },
    ],
    alignment: 'center',
    rowSpan: 2,
  };
}

/**
 * The foot of the page: the day the grade was passed and a line for the teacher's signature, each over
 * its caption, and the seal between them. A table, so that the two rules are level whatever the script
 * of the date above one of them.
 */
function signatures({ words, date }: ReportWriting, completedAt: Date): Content {
  const rule = {
    border: [false, false, false, true] as [boolean, boolean, boolean, boolean],
    borderColor: [INK, INK, INK, INK] as [string, string, string, string],
  };
  const caption = (text: string): TableCell => ({ text, alignment: 'center', fontSize: 9, color: MUTED });
  return {
    table: {
      widths: [SIGNATURE_WIDTH, '*', SIGNATURE_WIDTH],
      body: [
        [
          { text: date(completedAt), alignment: 'center', fontSize: 12, ...rule },
          seal(),
          { text: '', ...rule },
        ],
        [caption(words.dateLabel), '', caption(words.teachersSignature)],
      ],
    },
    layout: {
      defaultBorder: false,
      hLineWidth: () => 0.8,
      paddingTop: (row) => (row === 0 ? 14 : 3),
      paddingBottom: () => 2,
    },
  };
}

/**
 * A child's certificate for a passed grade, to take home and frame: one A4 landscape page in a double
 * frame with the school, the child's name, the grade, each section's score, the day it was passed and a
 * line for the teacher to sign, in the reader's language and time zone.
 */
export function gradeCertificate(content: CertificateContent, locale: ReportLocale): TDocumentDefinitions {
  const writing = reportWriting(locale);
  const { words } = writing;
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [PAGE_MARGIN.x, PAGE_MARGIN.top, PAGE_MARGIN.x, PAGE_MARGIN.bottom],
    info: {
      title: `${words.certificate}: ${content.studentName}, ${content.grade}`,
      subject: content.title,
    },
    language: locale.language,
    background: (_page, pageSize) => frame(pageSize),
    content: [
      {
        text: content.school,
        style: 'certificateSchool',
        fontSize: fitted(content.school, SIZES.school, TEXT_WIDTH),
        ...spaced(content.school, 0.6),
        margin: [0, ((MOST_SECTIONS - content.sections.length) * ROW_HEIGHT) / 2, 0, 4],
      },
      { text: words.certificate, style: 'certificateTitle', ...spaced(words.certificate, 2) },
      ornament(),
      { text: words.certifiesThat, style: 'certificateWords' },
      {
        text: content.studentName,
        style: 'certificateName',
        fontSize: fitted(content.studentName, SIZES.name, TEXT_WIDTH),
      },
      { text: words.hasPassed, style: 'certificateWords' },
      {
        text: content.grade,
        style: 'certificateGrade',
        fontSize: fitted(content.grade, SIZES.grade, TEXT_WIDTH),
      },
      {
        text: content.title,
        style: 'certificateGrading',
        fontSize: fitted(content.title, SIZES.grading, TEXT_WIDTH),
      },
      sectionsTable(content, writing),
    ],
    footer: {
      stack: [
        signatures(writing, content.completedAt),
        ...(content.source
          ? [{ text: words.following(content.source.name), style: 'certificateSource' }]
          : []),
      ],
      margin: [PAGE_MARGIN.x + 20, 0, PAGE_MARGIN.x + 20, 0],
    },
    styles: {
      certificateSchool: { bold: true, color: INK, alignment: 'center' },
      certificateTitle: {
        fontSize: 40,
        bold: true,
        color: INK,
        alignment: 'center',
        margin: [0, 0, 0, 2],
      },
      certificateWords: { fontSize: 14, color: MUTED, alignment: 'center' },
      certificateName: { bold: true, color: INK, alignment: 'center', margin: [0, 2, 0, 4] },
      certificateGrade: { bold: true, color: GOLD, alignment: 'center', margin: [0, 2, 0, 0] },
      certificateGrading: { color: MUTED, alignment: 'center', margin: [0, 2, 0, 14] },
      certificateHeader: { bold: true, color: INK, fontSize: 10.5 },
      certificateSource: { fontSize: 8, color: MUTED, alignment: 'center', margin: [0, 6, 0, 0] },
    },
  };
}
