import 'i18next';
import type * as en from '@/locales/en';

// Every `t('…')` is checked against the English catalogue: a key the app asks for must exist.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
