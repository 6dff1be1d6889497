import type { Catalogue } from '@/i18n/catalogue';
import type { progress as english } from '../en/progress';

export const progress: Catalogue<typeof english> = {
  showNumbers: 'संख्याएँ दिखाएँ',
  practice: {
    empty: 'अभी कोई अभ्यास नहीं है। पहले अभ्यास के बाद आपकी प्रगति यहाँ दिखेगी।',
    best: 'सबसे अच्छा',
    average: 'औसत',
    tries: 'प्रयास',
    everyTry: '{{title}}: हर प्रयास',
  },
  tests: {
    empty: 'अभी कोई टेस्ट नहीं है। पहले टेस्ट के बाद आपके अंक यहाँ दिखेंगे।',
    taken: 'दिए गए टेस्ट',
    averageScore: 'औसत अंक',
    averageTime: 'दिए गए समय में से लगा समय (औसत)',
    best: 'सबसे अच्छा टेस्ट',
    lowest: 'सबसे कम अंक वाला टेस्ट',
    everyTest: 'हर टेस्ट, सबसे पुराना पहले',
  },
  unit: {
    try: 'प्रयास',
    test: 'टेस्ट',
  },
  table: {
    exam: 'परीक्षा',
    date: 'तारीख',
    score: 'अंक',
    time: 'समय',
  },
  chart: {
    try: {
      point: 'प्रयास {{number}}, {{percent}}',
      points: 'हर प्रयास के अंक, प्रतिशत में: {{points}}।',
      tooMany: 'हर प्रयास के अंक, प्रतिशत में, {{total}} प्रयास: सारी संख्याएँ नीचे की तालिका में हैं।',
    },
    test: {
      point: 'टेस्ट {{number}}, {{percent}}',
      points: 'हर टेस्ट के अंक, प्रतिशत में: {{points}}।',
      tooMany: 'हर टेस्ट के अंक, प्रतिशत में, {{total}} टेस्ट: सारी संख्याएँ नीचे की तालिका में हैं।',
    },
  },
};
