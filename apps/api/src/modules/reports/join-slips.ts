import { codeGroups, SLIPS_PER_PAGE } from '@abacus/contract';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ReportLocale } from '../../lib/report-locale.js';
import { reportWriting } from './report-words.js';

/** What every slip says: who it is from, the class's join code and the address that joins with it. */
export interface SlipContent {
  from: string;
  code: string;
  link: string;
}

const MILLIMETRE = 72 / 25.4;
const PAGE_MARGIN = 10 * MILLIMETRE;
/** A slip is 95 × 55 mm: two across and five down fill an A4 page inside its margins. */
const SLIP_HEIGHT = 55 * MILLIMETRE;
const ACROSS = 2;
const QR_SIZE = 30 * MILLIMETRE;
const PADDING = { x: 5 * MILLIMETRE, y: 4 * MILLIMETRE };
const CUT_LINE = { width: 0.6, color: '#8c8c8c', dash: { length: 4, space: 3 } };

function slip(
  { from, code, link }: SlipContent,
  words: ReturnType<typeof reportWriting>['words'],
): TableCell {
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: from, style: 'slipFrom' },
          { text: words.joinOurClass, style: 'slipTitle' },
          { text: words.classCode, style: 'slipLabel' },
          // In groups of four a child can keep in mind while typing; the join form ignores the space.
          { text: codeGroups(code).join(' '), style: 'slipCode' },
          { text: link, style: 'slipLink' },
        ],
      },
      // The quiet zone a reader needs around the code is the slip's own padding and the gap.
      { width: QR_SIZE, qr: link, fit: QR_SIZE, eccLevel: 'M' },
    ],
    columnGap: 4 * MILLIMETRE,
  };
}

/** One page's slips in a table whose dashed lines are where to cut. */
function page(cells: readonly TableCell[], first: boolean): Content {
  const body: TableCell[][] = [];
  for (let placed = 0; placed < cells.length; placed += ACROSS) {
    body.push(Array.from({ length: ACROSS }, (_, column) => cells[placed + column] ?? { text: '' }));
  }
  return {
    table: {
      widths: Array.from({ length: ACROSS }, () => '*'),
      heights: SLIP_HEIGHT - 2 * PADDING.y - CUT_LINE.width,
      body,
      dontBreakRows: true,
    },
    layout: {
      hLineWidth: () => CUT_LINE.width,
      vLineWidth: () => CUT_LINE.width,
      hLineColor: () => CUT_LINE.color,
      vLineColor: () => CUT_LINE.color,
      hLineStyle: () => ({ dash: CUT_LINE.dash }),
      vLineStyle: () => ({ dash: CUT_LINE.dash }),
      paddingLeft: () => PADDING.x,
      paddingRight: () => PADDING.x,
      paddingTop: () => PADDING.y,
      paddingBottom: () => PADDING.y,
    },
    ...(!first && { pageBreak: 'before' as const }),
  };
}

/**
 * A class's join slips to print and cut out: `count` of them, ten to an A4 page, each with who it is
 * from, the class code in groups of four, the join address and its QR code, in the teacher's language.
 */
export function joinSlips(content: SlipContent, count: number, locale: ReportLocale): TDocumentDefinitions {
  const { words } = reportWriting(locale);
  const cell = slip(content, words);
  return slipsDocument(
    Array.from({ length: count }, () => cell),
    { title: `${words.joinSlips}: ${content.from}`, subject: words.joinOurClass },
    locale,
  );
}

/** What a child's family slip says: the school, the child, their family code and where a parent signs up. */
export interface FamilySlipContent {
  from: string;
  childName: string;
  code: string;
  link: string;
}

/**
 * A class's family slips (DESIGN §5.17), one for each child, ten to an A4 page like the join slips: who it
 * is from, the child's name, their family code in groups of four, the parent sign-up address and its QR
 * code, in the teacher's language; the names in any script.
 */
export function familySlips(slips: readonly FamilySlipContent[], locale: ReportLocale): TDocumentDefinitions {
  const { words } = reportWriting(locale);
  const cells = slips.map(({ from, childName, code, link }): TableCell => ({
    columns: [
      {
        width: '*',
        stack: [
          { text: from, style: 'slipFrom' },
          { text: words.forFamilyOf(childName), style: 'slipTitle' },
          { text: words.followAtHome, style: 'slipLabel' },
          { text: words.familyCode, style: 'slipLabel' },
          // Ten characters beside the QR code: a size that keeps them on one line.
          { text: codeGroups(code).join(' '), style: 'slipCode', fontSize: 17 },
          { text: link, style: 'slipLink' },
        ],
      },
      { width: QR_SIZE, qr: link, fit: QR_SIZE, eccLevel: 'M' },
    ],
    columnGap: 4 * MILLIMETRE,
  }));
  return slipsDocument(cells, { title: words.familySlips, subject: words.familySlips }, locale);
}

/** Slips ten to an A4 page, cut along dashed lines. */
function slipsDocument(
  cells: readonly TableCell[],
  info: { title: string; subject: string },
  locale: ReportLocale,
): TDocumentDefinitions {
  const pages: Content[] = [];
  for (let placed = 0; placed < cells.length; placed += SLIPS_PER_PAGE) {
    pages.push(page(cells.slice(placed, placed + SLIPS_PER_PAGE), placed === 0));
  }
  return {
    pageSize: 'A4',
    pageMargins: PAGE_MARGIN,
    info,
    language: locale.language,
    content: pages,
    styles: {
      slipFrom: { fontSize: 9, bold: true },
      slipTitle: { fontSize: 11, bold: true, margin: [0, 1, 0, 0] },
      slipLabel: { fontSize: 8, color: '#444444', margin: [0, 6, 0, 0] },
      slipCode: { fontSize: 22, bold: true, characterSpacing: 1.5, lineHeight: 1.05 },
      slipLink: { fontSize: 7.5, color: '#333333', margin: [0, 2, 0, 0] },
    },
  };
}
