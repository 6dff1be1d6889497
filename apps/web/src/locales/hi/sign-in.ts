import type { Catalogue } from '@/i18n/catalogue';
import type { signIn as english } from '../en/sign-in';

export const signIn: Catalogue<typeof english> = {
  whoAreYou: 'आप कौन हैं?',
  student: 'विद्यार्थी',
  teacher: 'शिक्षक',
  parent: 'अभिभावक',
  username: 'यूज़रनेम',
  typeUsername: 'कृपया अपना यूज़रनेम लिखें',
  password: 'पासवर्ड',
  typePassword: 'कृपया अपना पासवर्ड लिखें',
  otherRoles: {
    student: 'अगर आप शिक्षक या अभिभावक हैं, तो ऊपर "शिक्षक" या "अभिभावक" चुनें।',
    teacher: 'अगर आप विद्यार्थी या अभिभावक हैं, तो ऊपर "विद्यार्थी" या "अभिभावक" चुनें।',
    parent: 'अगर आप विद्यार्थी या शिक्षक हैं, तो ऊपर "विद्यार्थी" या "शिक्षक" चुनें।',
  },
  askTeacherToReset: 'पासवर्ड भूल गए? अपने शिक्षक से उसे रीसेट करने को कहें।',
  signIn: 'साइन इन करें',
};
