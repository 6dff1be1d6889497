import type { Catalogue } from '@/i18n/catalogue';
import type { examList as english } from '../en/exam-list';

export const examList: Catalogue<typeof english> = {
  practice: 'अभ्यास',
  test: 'टेस्ट',
  facts: 'लेवल {{level}} · {{questions}} सवाल · {{minutes}} मिनट · {{students}} विद्यार्थियों ने दी',
  worksheetPdfOf: '{{title}} की वर्कशीट PDF',
  worksheetPdf: 'वर्कशीट PDF',
  noExams: 'अभी कोई परीक्षा नहीं है। “नई परीक्षा” से अपनी पहली परीक्षा बनाएँ।',
};
