import type { Catalogue } from '@/i18n/catalogue';
import type { familyCode as english } from '../en/family-code';

export const familyCode: Catalogue<typeof english> = {
  loading: '{{name}} के परिवार की जानकारी लोड हो रही है',
  code: 'परिवार कोड',
  none: '{{name}} का कोई परिवार कोड नहीं है: कोई अभिभावक उनसे नहीं जुड़ सकता।',
  howParentsLink:
    'अभिभावक साइन इन पेज पर अभिभावक खाता बनाते हैं, फिर {{name}} की प्रगति देखने के लिए “बच्चे को जोड़ें” में यह कोड लिखते हैं। ज़्यादा से ज़्यादा {{most}} अभिभावक जुड़ सकते हैं।',
  copyCode: 'कोड कॉपी करें',
  codeCopied: 'परिवार कोड कॉपी हो गया।',
  draw: 'परिवार कोड बनाएँ',
  newCode: 'नया कोड',
  newCodeTitle: 'नया परिवार कोड बनाएँ?',
  newCodeDescription: 'ऊपर वाला कोड तुरंत काम करना बंद कर देगा। जो अभिभावक पहले से जुड़े हैं, वे जुड़े रहेंगे।',
  makeNewCode: 'नया कोड बनाएँ',
  keepIt: 'ऐसे ही रहने दें',
  voidCode: 'कोड रद्द करें',
  voidTitle: 'परिवार कोड रद्द करें?',
  voidDescription:
    'जब तक आप नया कोड नहीं बनाते, कोई अभिभावक {{name}} से नहीं जुड़ सकता। जो अभिभावक पहले से जुड़े हैं, वे जुड़े रहेंगे।',
  voidIt: 'कोड रद्द करें',
  parents: 'जुड़े हुए अभिभावक',
  noParents: 'अभी कोई अभिभावक नहीं जुड़ा है।',
  linkedOn: '{{date}} को जुड़े',
  unlink: 'हटाएँ',
  unlinkOf: '{{parent}} को हटाएँ',
  unlinkTitle: '{{parent}} को हटाएँ?',
  unlinkDescription:
    '{{parent}} तुरंत {{name}} की प्रगति देखना बंद कर देंगे। जब तक परिवार कोड चलता है, वे फिर से जुड़ सकते हैं: इसे रोकने के लिए नया कोड बनाएँ।',
  keepLinked: 'जुड़ा रहने दें',
  printSlips: 'परिवार की पर्चियाँ छापें',
};
