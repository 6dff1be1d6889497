import type { Catalogue } from '@/i18n/catalogue';
import type { parentAccount as english } from '../en/parent-account';

export const parentAccount: Catalogue<typeof english> = {
  details: {
    fullName: 'पूरा नाम',
    username: 'यूज़रनेम',
    email: 'ईमेल',
    noEmail: 'नहीं दिया',
  },
  language: {
    explained: 'आपके पेज और आपके बच्चों की साप्ताहिक रिपोर्ट इसी भाषा में होंगी।',
    saving: 'भाषा सहेजी जा रही है',
  },
  delete: {
    explained: 'इससे आपका खाता और आपके बच्चों से उसका जुड़ाव हट जाएगा। बच्चों के परिणाम उनके स्कूल के पास रहेंगे।',
    button: 'मेरा खाता हटाएँ',
    question: 'अपना खाता हटाएँ?',
    cannotBeUndone: 'इसे वापस नहीं किया जा सकता।',
    password: 'आपका पासवर्ड',
    wrongPassword: 'यह आपका पासवर्ड नहीं है। कुछ भी नहीं हटाया गया।',
    keep: 'मेरा खाता रहने दें',
  },
};
