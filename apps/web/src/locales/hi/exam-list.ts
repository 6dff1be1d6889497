import type { Catalogue } from '@/i18n/catalogue';
import type { examList as english } from '../en/exam-list';

export const examList: Catalogue<typeof english> = {
  practice: 'अभ्यास',
  test: 'टेस्ट',
  facts: {
    level: 'लेवल {{level}}',
    questions_one: '{{number}} सवाल',
    questions_other: '{{number}} सवाल',
    minutes: '{{number}} मिनट',
    students_one: '{{number}} विद्यार्थी ने दी',
    students_other: '{{number}} विद्यार्थियों ने दी',
  },
  worksheetPdfOf: '{{title}} की वर्कशीट PDF',
  worksheetPdf: 'वर्कशीट PDF',
  closeWhileTaken: {
    title_one: '{{children}} बच्चा अभी इसे दे रहा है। फिर भी बंद करें?',
    title_other: '{{children}} बच्चे अभी इसे दे रहे हैं। फिर भी बंद करें?',
    what: 'बंद करने से उनकी कोशिश अभी समाप्त हो जाती है, अब तक दिए गए उत्तरों के साथ।',
    close: 'बंद करें',
    keepOpen: 'खुली रहने दें',
  },
  noExams: 'अभी कोई परीक्षा नहीं है। “नई परीक्षा” से अपनी पहली परीक्षा बनाएँ।',
};
