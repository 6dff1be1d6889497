import type { Catalogue } from '@/i18n/catalogue';
import type { publicArea as english } from '../en/public-area';

export const publicArea: Catalogue<typeof english> = {
  signIn: {
    title: 'साइन इन',
    intro: 'अबेकस में आपका स्वागत है! अपनी परीक्षाओं, अपनी कक्षा या अपने बच्चे के अभ्यास के लिए साइन इन करें।',
    newHere: 'नए हैं? <join>कोड से अपनी कक्षा में जुड़ें</join>',
    aTeacher: 'शिक्षक हैं? <start>अपनी कक्षा शुरू करें</start>',
    aParent: 'अभिभावक हैं? <start>अभिभावक खाता बनाएँ</start>',
  },
  join: {
    title: 'अपनी कक्षा में जुड़ें',
    intro: 'सारे खाने भरें, फिर “अपनी कक्षा से जुड़ें” दबाएँ।',
    alreadyJoined: 'पहले से जुड़े हैं? <signIn>साइन इन करें</signIn>',
  },
  teacherSignUp: {
    title: 'अपनी कक्षा शुरू करें',
    intro: 'शिक्षक खाता बनाएँ। आपकी कक्षा को एक कोड मिलेगा, जिससे आपके विद्यार्थी जुड़ेंगे।',
    haveAccount: 'पहले से खाता है? <signIn>साइन इन करें</signIn>',
  },
  parentSignUp: {
    title: 'अभिभावक खाता बनाएँ',
    intro: 'अपने बच्चे का अभ्यास, परिणाम और ग्रेड देखें। बच्चे को जोड़ने के लिए उसके शिक्षक आपको एक परिवार कोड देंगे।',
    haveAccount: 'पहले से खाता है? <signIn>साइन इन करें</signIn>',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    nothingHere: 'इस पते पर कुछ नहीं है। हो सकता है लिंक गलत हो।',
    goToStart: 'शुरुआत पर जाएँ',
  },
};
