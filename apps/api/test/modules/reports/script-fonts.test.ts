import type { DynamicContent } from 'pdfmake/interfaces.js';
import { describe, expect, it } from 'vitest';
import { inScriptFonts } from '../../../src/modules/reports/script-fonts.js';

describe('inScriptFonts', () => {
  it('leaves Latin text as it is', () => {
    const document = { content: ['Result', { text: 'Score', bold: true }] };
    expect(inScriptFonts(document)).toEqual(document);
  });

  it('sets each run of every text in its script’s font, keeping the inline’s style', () => {
    const { content } = inScriptFonts({
      content: [
        'अनिका शाह',
        { text: ['Student: ', { text: '王小明 Wang', bold: true }], style: 'label' },
        { table: { body: [['ಕೃಷ್ಣ', { text: 'Kim', italics: true }]] } },
        { ul: ['ਗੁਰਪ੍ਰੀਤ'] },
        { columns: [{ stack: ['ക'] }] },
      ],
    });
    expect(content).toEqual([
      { text: [{ text: 'अनिका शाह', font: 'NotoSansDevanagari' }] },
      {
        text: [
          'Student: ',
          { text: '王小明', bold: true, font: 'NotoSansSC' },
          { text: ' Wang', bold: true },
        ],
        style: 'label',
      },
      {
        table: {
          body: [[{ text: [{ text: 'ಕೃಷ್ಣ', font: 'NotoSansKannada' }] }, { text: 'Kim', italics: true }]],
        },
      },
      { ul: [{ text: [{ text: 'ਗੁਰਪ੍ਰੀਤ', font: 'NotoSansGurmukhi' }] }] },
      { columns: [{ stack: [{ text: [{ text: 'ക', font: 'NotoSansMalayalam' }] }] }] },
    ]);
  });

  it('sets a right-to-left run as one piece, unwrapped, so that its words come right to left', () => {
    expect(inScriptFonts({ content: 'فاطمة الزهراء' }).content).toEqual({
      text: [{ text: 'فاطمة الزهراء', font: 'NotoSansArabic', noWrap: true, fontFeatures: [] }],
    });
  });

  it('sets the text of a footer made for each page', () => {
    const footer: DynamicContent = (page) => ({ text: `गिनती · page ${page}` });
    const rendered = inScriptFonts({ content: [], footer }).footer as DynamicContent;
    expect(rendered(2, 3, { width: 595, height: 842, orientation: 'portrait' })).toEqual({
      text: [{ text: 'गिनती', font: 'NotoSansDevanagari' }, { text: ' · page 2' }],
    });
  });
});
