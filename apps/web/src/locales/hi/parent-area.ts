import type { Catalogue } from '@/i18n/catalogue';
import type { parentArea as english } from '../en/parent-area';

export const parentArea: Catalogue<typeof english> = {
  layout: {
    area: 'अभिभावकों के लिए',
    nav: 'अभिभावक के पेज',
    children: 'बच्चे',
    link: 'बच्चे को जोड़ें',
    account: 'खाता',
  },
  family: {
    title: 'आपके बच्चे',
    loading: 'आपके बच्चों की जानकारी लोड हो रही है',
    loadingChild: '{{name}} की जानकारी लोड हो रही है',
    firstChild: 'अपने बच्चे को जोड़ें',
    firstChildIntro:
      'आपके बच्चे के शिक्षक आपको एक परिवार कोड देंगे। बच्चे का अभ्यास, परिणाम और ग्रेड देखने के लिए वह कोड यहाँ लिखें।',
    intro: {
      classAndLevel: 'कक्षा {{class}}, अबेकस लेवल {{level}}। शिक्षक: {{teacher}}।',
      noClass: 'अबेकस लेवल {{level}}। शिक्षक: {{teacher}}।',
      noLevel: 'कक्षा {{class}}, अबेकस लेवल अभी तय नहीं हुआ। शिक्षक: {{teacher}}।',
      neither: 'अबेकस लेवल अभी तय नहीं हुआ। शिक्षक: {{teacher}}।',
    },
    thisWeek: 'इस हफ़्ते',
    testsDue: 'आने वाले टेस्ट',
    latestResults: 'हाल के परिणाम',
    grades: 'ग्रेड',
    noGrades: 'अभी कोई ग्रेड नहीं है। किसी ग्रेड परीक्षा के सभी भाग पूरे करते ही {{name}} का ग्रेड यहाँ दिखेगा।',
    unlink: 'खाते से हटाएँ',
  },
  linkChild: {
    title: 'बच्चे को जोड़ें',
    intro: 'अपने बच्चे के शिक्षक से मिला परिवार कोड लिखें। हर बच्चे का अपना अलग कोड होता है।',
  },
  account: {
    title: 'आपका खाता',
    loading: 'आपका खाता लोड हो रहा है',
    language: 'भाषा',
    signOut: 'साइन आउट',
    signOutIntro: 'जिस फ़ोन या कंप्यूटर को दूसरे लोग भी चलाते हैं, उस पर काम पूरा होते ही साइन आउट करें।',
    deleteAccount: 'खाता हटाएँ',
  },
};
