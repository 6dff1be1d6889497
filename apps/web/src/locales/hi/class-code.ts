import type { Catalogue } from '@/i18n/catalogue';
import type { classCode as english } from '../en/class-code';

export const classCode: Catalogue<typeof english> = {
  card: {
    title: 'आपकी कक्षा का कोड',
    joiningOff: 'जुड़ना बंद है: विद्यार्थी अपने आप आपकी कक्षा में नहीं जुड़ सकते।',
    addOnStudentsScreen: 'आप फिर भी उन्हें "विद्यार्थी" पेज पर जोड़ सकते हैं।',
    addHereOrTurnOn: 'उन्हें यहाँ जोड़ें, या <account>अपने खाते</account> में जुड़ना चालू करें।',
    copyCode: 'कोड कॉपी करें',
    codeCopied: 'कक्षा कोड कॉपी हो गया।',
    copyLink: 'लिंक कॉपी करें',
    linkCopied: 'जुड़ने का लिंक कॉपी हो गया।',
    howChildrenJoin:
      'बच्चे साइन इन पेज पर “कोड से अपनी कक्षा में जुड़ें” दबाकर इसे लिखें, <address>{{joinLink}}</address> खोलें, या QR कोड स्कैन करें।',
    scanToJoin: 'जुड़ने के लिए स्कैन करें',
  },
  qrCode: 'QR कोड जो {{link}} खोलता है',
  levers: {
    newCodeTitle: 'कक्षा का नया कोड बनाएँ?',
    newCodeDescription: 'ऊपर वाला कोड तुरंत काम करना बंद कर देगा। जो विद्यार्थी पहले से कक्षा में हैं, वे बने रहेंगे।',
    makeNewCode: 'नया कोड बनाएँ',
    newCode: 'नया कोड',
    joinAgainTitle: 'विद्यार्थियों को फिर से जुड़ने दें?',
    joinAgainDescription: 'आपकी कक्षा को बाँटने के लिए एक नया कोड मिलेगा।',
    turnJoiningOn: 'जुड़ना चालू करें',
    keepIt: 'ऐसे ही रहने दें',
    turnOffTitle: 'जुड़ना बंद करें?',
    turnOffDescription: 'जब तक आप इसे फिर से चालू नहीं करते, कोई भी अपने आप आपकी कक्षा में नहीं जुड़ सकता।',
    turnOff: 'बंद करें',
    keepJoiningOn: 'जुड़ना चालू रखें',
    turnJoiningOff: 'जुड़ना बंद करें',
  },
  slip: {
    title: 'अबेकस पर हमारी कक्षा में जुड़ें',
    classCode: 'कक्षा कोड',
  },
  slips: {
    printJoinSlips: 'जुड़ने की पर्चियाँ प्रिंट करें',
    close: 'बंद करें',
    download_one: '{{number}} पर्ची डाउनलोड करें (PDF)',
    download_other: '{{number}} पर्चियाँ डाउनलोड करें (PDF)',
    intro:
      'हर बच्चे के लिए एक पर्ची, एक A4 पन्ने पर {{perPage}}, काटने के लिए टूटी लाइनों के साथ: प्रिंट करने के लिए एक PDF, जिसमें हर भाषा के अक्षर हैं।',
    from: 'पर्चियों पर स्कूल या शिक्षक का नाम',
    howMany: 'कितनी पर्चियाँ',
    pages_one: '{{number}} पन्ना।',
    pages_other: '{{number}} पन्ने।',
    classSize: 'आपकी कक्षा में {{number}} विद्यार्थी हैं।',
    preview: 'प्रिंट होने पर पर्ची ऐसी दिखेगी',
  },
};
