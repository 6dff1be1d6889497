import type { Catalogue } from '@/i18n/catalogue';
import type { family as english } from '../en/family';

export const family: Catalogue<typeof english> = {
  switcher: 'कौन सा बच्चा',
  week: {
    todaysPractice: {
      done: 'आज का अभ्यास हो गया है।',
      notDone: 'आज का अभ्यास अभी नहीं हुआ है।',
      rest: 'आज अभ्यास का दिन नहीं है।',
    },
    days: 'इस हफ़्ते का अभ्यास, सोमवार से रविवार तक',
    day: '{{day}}: {{state}}',
    today: 'आज, {{day}}: {{state}}',
    state: {
      done: 'हो गया',
      missed: 'नहीं हुआ',
      today: 'अभी नहीं हुआ',
      toCome: 'अभी आना है',
      rest: 'अभ्यास का दिन नहीं',
    },
    key: 'संकेत',
    streak_one: 'लगातार {{days}} दिन',
    streak_other: 'लगातार {{days}} दिन',
    noStreak: 'अभी लगातार अभ्यास का सिलसिला नहीं है',
    minutes: 'इस हफ़्ते {{time}} अभ्यास किया',
    noMinutes: 'इस हफ़्ते अभी कोई अभ्यास नहीं हुआ',
    report: 'इस हफ़्ते की रिपोर्ट डाउनलोड करें',
    reportOf: '{{name}} की इस हफ़्ते की रिपोर्ट डाउनलोड करें (PDF)',
  },
  results: {
    none: 'अभी कोई परिणाम नहीं है। {{name}} कोई परीक्षा पूरी करेंगे, तो उसका परिणाम यहाँ दिखेगा।',
    dailyPractice: 'रोज़ का अभ्यास',
    practice: 'अभ्यास',
    test: 'टेस्ट',
    replaced: 'दोबारा प्रयास से बदला गया',
    record: '{{title}}, {{date}}',
  },
  testsDue: {
    none: 'अगले सात दिनों में कोई टेस्ट नहीं है।',
    closes: 'आख़िरी समय: {{when}}',
    practice: 'अभ्यास',
    test: 'टेस्ट',
  },
  certificate: {
    button: 'प्रमाणपत्र डाउनलोड करें',
    of: '{{grade}} का प्रमाणपत्र डाउनलोड करें (PDF)',
  },
  link: {
    code: 'परिवार कोड',
    codeHelp: 'आपके बच्चे के शिक्षक से मिले 10 अक्षर और अंक, डैश के साथ या बिना।',
    typeCode: 'कृपया परिवार कोड लिखें',
    submit: 'मेरे बच्चे को जोड़ें',
    linked: '{{name}} आपके खाते से जुड़ गए हैं।',
  },
  unlink: {
    explained: 'इसके बाद आप {{name}} की प्रगति नहीं देख पाएँगे। परिवार कोड से उन्हें फिर से जोड़ा जा सकता है।',
    button: '{{name}} को खाते से हटाएँ',
    question: '{{name}} को अपने खाते से हटाएँ?',
    ok: 'हटाएँ',
    keep: 'जुड़ा रहने दें',
    done: '{{name}} को आपके खाते से हटा दिया गया है।',
  },
};
