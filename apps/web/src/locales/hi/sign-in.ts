import type { Catalogue } from '@/i18n/catalogue';
import type { signIn as english } from '../en/sign-in';

export const signIn: Catalogue<typeof english> = {
  whoAreYou: 'आप कौन हैं?',
  student: 'विद्यार्थी',
  teacher: 'शिक्षक',
  username: 'यूज़रनेम',
  typeUsername: 'कृपया अपना यूज़रनेम लिखें',
  password: 'पासवर्ड',
  typePassword: 'कृपया अपना पासवर्ड लिखें',
  ifTeacher: 'अगर आप शिक्षक हैं, तो ऊपर "शिक्षक" चुनें।',
  ifStudent: 'अगर आप विद्यार्थी हैं, तो ऊपर "विद्यार्थी" चुनें।',
  askTeacherToReset: 'पासवर्ड भूल गए? अपने शिक्षक से उसे रीसेट करने को कहें।',
  signIn: 'साइन इन करें',
};
