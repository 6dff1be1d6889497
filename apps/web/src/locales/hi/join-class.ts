import type { Catalogue } from '@/i18n/catalogue';
import type { joinClass as english } from '../en/join-class';

export const joinClass: Catalogue<typeof english> = {
  classCode: 'कक्षा कोड',
  classCodeHelp: 'यह कोड आपको अपने शिक्षक से मिलेगा।',
  typeClassCode: 'कृपया अपने शिक्षक से मिला कक्षा कोड लिखें',
  fullName: 'आपका पूरा नाम',
  classHelp: 'पक्का नहीं पता? इसे खाली छोड़ दें, शिक्षक भर देंगे।',
  levelHelp: 'शिक्षक इसे जाँचेंगे, या खाली छोड़ने पर खुद तय करेंगे।',
  join: 'अपनी कक्षा से जुड़ें',
};
