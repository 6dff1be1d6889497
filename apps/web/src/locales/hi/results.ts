import type { Catalogue } from '@/i18n/catalogue';
import type { results as english } from '../en/results';

export const results: Catalogue<typeof english> = {
  card: {
    practice: 'अभ्यास',
    test: 'टेस्ट',
    replaced: 'दोबारा प्रयास से बदला गया',
    score: 'अंक',
    rightAnswers: 'सही उत्तर',
    rightOfTotal: '{{total}} में से {{right}}',
    time: 'समय',
    answers: 'उत्तर',
    answersOf: '{{title}}, {{when}} के उत्तर देखें',
    pdf: 'PDF',
    pdfOf: '{{title}}, {{when}} की PDF डाउनलोड करें',
  },
  list: {
    empty: 'अभी कोई परिणाम नहीं है। परीक्षा पूरी करने पर परिणाम यहाँ दिखेंगे।',
    shown: '{{total}} में से {{shown}} परिणाम दिख रहे हैं',
    more: 'और परिणाम दिखाएँ',
  },
  review: {
    timeUp: 'समय खत्म! आपके उत्तर जमा हो गए।',
    score: 'अंक',
    percentage: 'प्रतिशत',
    rightAnswers: 'सही उत्तर',
    rightOfTotal: '{{total}} में से {{right}}',
    time: 'समय',
    practiseAgain: 'फिर से अभ्यास करें',
    myExams: 'मेरी परीक्षाएँ',
    theExam: 'परीक्षा देखें',
    pdf: 'PDF',
    keyHidden: 'यह टेस्ट है: आप देख सकते हैं कि कौन-से उत्तर सही थे। सही उत्तर तब दिखेंगे जब आपके शिक्षक टेस्ट बंद करेंगे।',
    questionRight: 'सवाल {{number}}: सही',
    questionNotRight: 'सवाल {{number}}: सही नहीं',
    right: 'सही',
    notRight: 'सही नहीं',
    rightAnswer: 'सही उत्तर: <strong>{{answer}}</strong>',
    rightNumber: 'सही उत्तर <strong>{{value}}</strong>',
    scoreAlone:
      'जब तक यह टेस्ट खुला है, आपके शिक्षक केवल अंक दिखाते हैं। टेस्ट बंद होने पर हर सवाल और उसका सही उत्तर यहाँ दिखेगा।',
    noAnswers: 'यह परिणाम उत्तरों के बिना भेजा गया था, इसलिए यहाँ सवाल-दर-सवाल देखने को कुछ नहीं है।',
    student: {
      figures: 'आपके अंक',
      answers: 'आपके उत्तर',
      answer: 'आपका उत्तर: <strong>{{answer}}</strong>',
      noAnswer: 'आपका उत्तर: <strong>कोई नहीं</strong>',
      wrote: 'आपने <strong>{{value}}</strong> लिखा',
    },
    teacher: {
      figures: 'अंक',
      answers: 'उत्तर',
      answer: 'दिया गया उत्तर: <strong>{{answer}}</strong>',
      noAnswer: 'दिया गया उत्तर: <strong>कोई नहीं</strong>',
      wrote: 'लिखा गया: <strong>{{value}}</strong>',
    },
  },
};
