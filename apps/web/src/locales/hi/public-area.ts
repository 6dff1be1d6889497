import type { Catalogue } from '@/i18n/catalogue';
import type { publicArea as english } from '../en/public-area';

export const publicArea: Catalogue<typeof english> = {
  signIn: {
    title: 'साइन इन',
    intro: 'अबेकस में आपका स्वागत है! अपनी परीक्षाएँ देखने के लिए साइन इन करें।',
    newHere: 'नए हैं? <join>कोड से अपनी कक्षा में जुड़ें</join>',
    aTeacher: 'शिक्षक हैं? <start>अपनी कक्षा शुरू करें</start>',
  },
};
