import type { Catalogue } from '@/i18n/catalogue';
import type { studentArea as english } from '../en/student-area';

export const studentArea: Catalogue<typeof english> = {
  layout: {
    area: 'विद्यार्थियों के लिए',
    nav: 'विद्यार्थी के पेज',
    exams: 'परीक्षाएँ',
    results: 'परिणाम',
    progress: 'प्रगति',
    learn: 'सीखें',
    me: 'मैं',
  },
  exams: {
    title: 'मेरी परीक्षाएँ',
    intro: 'आपके शिक्षक ने आपके लेवल के लिए ये परीक्षाएँ बनाई हैं।',
    loading: 'आपकी परीक्षाएँ लोड हो रही हैं',
    practice: 'अभ्यास',
    practiceIntro: 'जितनी बार चाहें, अभ्यास करें।',
    noPractice: 'अभी अभ्यास की कोई परीक्षा नहीं है। आपके शिक्षक जल्द ही जोड़ेंगे।',
    tests: 'टेस्ट',
    testsIntro: 'हर टेस्ट आप एक ही बार दे सकते हैं।',
    noTests: 'अभी कोई टेस्ट नहीं है।',
  },
  takeExam: {
    gettingReady: 'आपकी परीक्षा तैयार हो रही है',
    loadingExam: 'परीक्षा लोड हो रही है',
    loadingQuestions: 'सवाल लोड हो रहे हैं',
    cannotStart: 'यह परीक्षा शुरू नहीं हो सकती',
    backToMyExams: 'मेरी परीक्षाओं पर वापस जाएँ',
  },
  results: {
    title: 'मेरे परिणाम',
    intro: 'आपकी पूरी की गई हर परीक्षा, सबसे नई पहले। हर एक की PDF रिपोर्ट है।',
    loading: 'आपके परिणाम लोड हो रहे हैं',
  },
  resultReview: {
    title: 'आपका परिणाम',
    loading: 'आपका परिणाम लोड हो रहा है',
  },
  progress: {
    title: 'मेरी प्रगति',
    intro: 'हर प्रयास के साथ आपके अंक कैसे बदलते हैं।',
    practice: 'अभ्यास',
    loadingPractice: 'आपका अभ्यास लोड हो रहा है',
    tests: 'टेस्ट',
    loadingTests: 'आपके टेस्ट लोड हो रहे हैं',
    grades: 'मेरे ग्रेड',
    loadingGrades: 'आपके ग्रेड लोड हो रहे हैं',
    noGrades: 'अभी कोई ग्रेड नहीं है। किसी ग्रेड परीक्षा के सभी भाग पूरे करने पर आपका ग्रेड यहाँ दिखेगा।',
  },
  learn: {
    title: 'सोरोबान सीखें',
    intro:
      'मोती तब गिना जाता है जब वह बीच की पट्टी को छूता है: ऊपर का मोती 5 है, नीचे का हर मोती 1 है। बिंदु इकाई, हज़ार और दस लाख की जगह बताते हैं।',
    tryIt: 'खुद करके देखें',
    readThese: 'इन्हें पढ़ें',
  },
  profile: {
    title: 'मेरी प्रोफ़ाइल',
    intro: 'आपकी जानकारी। जो गलत है उसे बदलें, फिर “बदलाव सहेजें” दबाएँ।',
    loading: 'आपकी प्रोफ़ाइल लोड हो रही है',
    changePassword: 'पासवर्ड बदलें',
  },
};
