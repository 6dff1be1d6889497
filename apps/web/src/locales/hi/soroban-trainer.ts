import type { Catalogue } from '@/i18n/catalogue';
import type { sorobanTrainer as english } from '../en/soroban-trainer';

export const sorobanTrainer: Catalogue<typeof english> = {
  shows: '<hidden>सोरोबान पर संख्या: </hidden>{{value}}',
  label: 'आपका सोरोबान: मोती दबाएँ, या टैब से कोई छड़ चुनें और तीर वाली कुंजियाँ या 0–9 दबाएँ',
  clear: 'सोरोबान खाली करें',
};
