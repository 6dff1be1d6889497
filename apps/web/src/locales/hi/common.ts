import type { Catalogue } from '@/i18n/catalogue';
import type { common as english } from '../en/common';

export const common: Catalogue<typeof english> = {
  language: 'भाषा',
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
  pleaseReload: 'कृपया पेज दोबारा खोलें।',
  somethingWentWrongTryAgain: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
  duration: { hours: 'घंटा', minutes: 'मिनट', seconds: 'सेकंड' },
};
