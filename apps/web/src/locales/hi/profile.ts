import type { Catalogue } from '@/i18n/catalogue';
import type { profile as english } from '../en/profile';

export const profile: Catalogue<typeof english> = {
  details: {
    saved: 'सहेज लिया!',
    abacusLevel: 'अबेकस लेवल',
    teacherSetsIt: 'इसे आपके शिक्षक तय करते हैं।',
    notSetYet: 'अभी तय नहीं',
  },
  password: {
    newPassword: 'नया पासवर्ड',
    newPasswordAgain: 'नया पासवर्ड दोबारा',
    changed: 'आपका पासवर्ड बदल गया है। अगली बार साइन इन करते समय नया पासवर्ड लिखें।',
    change: 'पासवर्ड बदलें',
  },
};
