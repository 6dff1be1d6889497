import type { Catalogue } from '@/i18n/catalogue';
import type { parentSignUp as english } from '../en/parent-sign-up';

export const parentSignUp: Catalogue<typeof english> = {
  emailExtra: 'सिर्फ़ आपके बच्चों के बारे में हफ़्ते में एक ईमेल के लिए। न चाहें तो खाली छोड़ दें।',
  language: 'आपके पेज और साप्ताहिक रिपोर्ट की भाषा',
  makeAccount: 'मेरा अभिभावक खाता बनाएँ',
};
