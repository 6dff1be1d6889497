import type { Catalogue } from '@/i18n/catalogue';
import type { teacherHome as english } from '../en/teacher-home';

export const teacherHome: Catalogue<typeof english> = {
  exams: {
    none: 'अभी कोई परीक्षा नहीं। <screen>नई परीक्षा</screen> वाली स्क्रीन पर एक बनाएँ।',
    openPractice: 'खुले अभ्यास',
    openTests: 'खुले टेस्ट',
    closedPractice: 'बंद अभ्यास',
    closedTests: 'बंद टेस्ट',
    openNow: 'अभी खुली',
    practiceTag: 'अभ्यास · लेवल {{level}}',
    testTag: 'टेस्ट · लेवल {{level}}',
    all: 'सभी परीक्षाएँ ({{exams}})',
  },
  notYetTaken: {
    noneOpen: 'अभी कोई टेस्ट खुला नहीं है।',
    level: 'लेवल {{level}}',
    loading: 'लोड हो रहा है कि {{title}} किसने दी…',
    everyone: 'इस लेवल के सभी विद्यार्थी यह दे चुके हैं।',
    notYet: 'अभी तक नहीं दी:',
    more_one: 'और {{count}}',
    more_other: 'और {{count}}',
  },
  recent: {
    none: 'अभी कोई परिणाम नहीं। जैसे-जैसे विद्यार्थी परीक्षाएँ पूरी करेंगे, परिणाम यहाँ दिखेंगे।',
  },
  students: {
    none: 'अभी कोई विद्यार्थी नहीं। उन्हें <screen>विद्यार्थी</screen> वाली स्क्रीन पर जोड़ें, या अपना कक्षा कोड बाँटें।',
    inClass_one: 'आपकी कक्षा में <screen>{{students}} विद्यार्थी</screen> है।',
    inClass_other: 'आपकी कक्षा में <screen>{{students}} विद्यार्थी</screen> हैं।',
    level: 'लेवल {{level}}',
    count_one: '{{students}} विद्यार्थी',
    count_other: '{{students}} विद्यार्थी',
  },
  waiting: {
    title_one: '{{children}} बच्चा अपने लेवल की पुष्टि के लिए आपकी प्रतीक्षा कर रहा है',
    title_other: '{{children}} बच्चे अपने लेवल की पुष्टि के लिए आपकी प्रतीक्षा कर रहे हैं',
    why: 'वे आपके क्लास कोड से जुड़े हैं और लेवल पक्का होने तक उन्हें कोई परीक्षा नहीं दिखती।',
    confirm: 'उनके लेवल पक्के करें',
  },
};
