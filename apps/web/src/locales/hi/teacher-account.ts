import type { Catalogue } from '@/i18n/catalogue';
import type { teacherAccount as english } from '../en/teacher-account';

export const teacherAccount: Catalogue<typeof english> = {
  details: {
    saved: 'सहेज लिया।',
  },
  close: {
    keptClosed:
      'आपका खाता हटाया नहीं जाएगा, बंद किया जाएगा, क्योंकि आपके विद्यार्थी या परिणाम हैं। इसमें अब कोई साइन इन नहीं कर सकेगा; आपके विद्यार्थी भी साइन इन नहीं कर सकेंगे और कक्षा कोड काम करना बंद कर देगा। उनके परिणाम रखे जाएँगे।',
    deleted: 'आपके न कोई विद्यार्थी हैं, न कोई परिणाम, इसलिए आपका खाता और आपकी परीक्षाएँ हमेशा के लिए हटा दी जाएँगी।',
    closeMine: 'मेरा खाता बंद करें',
    deleteMine: 'मेरा खाता हटाएँ',
    closeMineAsk: 'मेरा खाता बंद करें?',
    deleteMineAsk: 'मेरा खाता हटाएँ?',
    keepMine: 'मेरा खाता रहने दें',
    cannotBeUndone: 'ऐप से इसे वापस नहीं बदला जा सकता।',
    password: 'आपका पासवर्ड, ताकि पक्का हो कि यह आप ही हैं',
    wrongPassword: 'यह आपका पासवर्ड नहीं है। कुछ भी बंद नहीं हुआ।',
  },
};
